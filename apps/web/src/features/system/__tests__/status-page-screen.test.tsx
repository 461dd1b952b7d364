// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import NotFoundPage from "@/pages/404";
import ErrorPage from "@/pages/_error";

describe("404 and 500 pages", () => {
  it("speak Korean and link home and to the inquiry board without needing a script", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("페이지를 찾을 수 없습니다");
    expect(screen.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/home");
    expect(screen.getByRole("link", { name: "문의하기" })).toHaveAttribute("href", "/board/qna");
  });
  it("the 500 page says the service is not responding and to retry", () => {
    render(<ErrorPage statusCode={500} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("일시적인 오류가 발생했습니다");
    expect(screen.getByText(/잠시 후 다시 시도해 주세요/)).toBeInTheDocument();
  });
  it("a 404 raised while rendering shows the same text", () => {
    render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("페이지를 찾을 수 없습니다");
  });
  it("the 500 page is rendered per request (getInitialProps), so it gets the request's CSP nonce", async () => {
    expect(ErrorPage.getInitialProps).toBeTypeOf("function");
    const props = await ErrorPage.getInitialProps!({ res: { statusCode: 404 } } as never);
    expect(props).toEqual({ statusCode: 404 });
  });
});
