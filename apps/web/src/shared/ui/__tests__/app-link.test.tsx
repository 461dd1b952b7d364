// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ push: vi.fn(async () => true), prefetch: vi.fn(async () => undefined) }));
vi.mock("next/router", () => ({ default: router }));

import { AppLink } from "../app-link";

beforeEach(() => {
  router.push.mockClear();
});
afterEach(cleanup);

describe("AppLink", () => {
  it("is a real link to the path, navigated client-side through the router on a plain click", () => {
    render(
      <AppLink href="/menu" className="x">
        메뉴
      </AppLink>,
    );
    const link = screen.getByRole("link", { name: "메뉴" });
    expect(link).toHaveAttribute("href", "/menu");
    expect(link).toHaveClass("x");
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(router.push).toHaveBeenCalledWith("/menu");
  });

  it("leaves modified clicks (new tab), other buttons and foreign URLs to the browser", () => {
    render(
      <>
        <AppLink href="/home">홈</AppLink>
        <AppLink href="https://www.example.com/">외부</AppLink>
        <AppLink href="//evil.example/x">프로토콜 상대</AppLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "홈" }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "홈" }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "외부" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "프로토콜 상대" }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the caller's onClick first, and respects it preventing the navigation", () => {
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <AppLink href="/home" onClick={onClick}>
        홈
      </AppLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "홈" }));
    expect(onClick).toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });
});
