// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const checkPromotionKey = vi.hoisted(() => vi.fn());
vi.mock("../api", () => ({ checkPromotionKey }));

const { PromotionKeyForm } = await import("../forms/promotion-key-form");

const keyInput = () => screen.getByRole("textbox", { name: "프로모션 키" }) as HTMLInputElement;
const check = () => screen.getByRole("button", { name: "확인" });

beforeEach(() => checkPromotionKey.mockReset());
afterEach(cleanup);

describe("the promotion key on the house form path", () => {
  it("an empty key is said beside the field, which gets the focus, and nothing is asked", async () => {
    render(<PromotionKeyForm onUse={vi.fn()} />);
    await act(async () => fireEvent.click(check()));
    expect(screen.getByRole("alert")).toHaveTextContent("프로모션 키를 입력해 주세요.");
    expect(keyInput()).toHaveAttribute("aria-invalid", "true");
    expect(keyInput()).toHaveFocus();
    expect(checkPromotionKey).not.toHaveBeenCalled();
  });

  it("a refused key: the API's reason beside the field, the key kept and focused; two taps ask once", async () => {
    checkPromotionKey.mockResolvedValue({ result: false, message: "사용 기간이 지난 프로모션 키입니다." });
    render(<PromotionKeyForm onUse={vi.fn()} />);
    fireEvent.change(keyInput(), { target: { value: " OLD-KEY " } });
    await act(async () => {
      fireEvent.click(check());
      fireEvent.click(check());
    });
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("사용 기간이 지난 프로모션 키입니다."));
    expect(checkPromotionKey).toHaveBeenCalledTimes(1);
    expect(checkPromotionKey).toHaveBeenCalledWith("OLD-KEY");
    expect(keyInput().value).toBe(" OLD-KEY ");
    expect(keyInput()).toHaveFocus();
    expect(keyInput()).toHaveAttribute("aria-describedby", screen.getByRole("alert").id);
  });

  it("a valid key says what it gives and joins with it", async () => {
    checkPromotionKey.mockResolvedValue({ result: true, promotionKey: "EVSAFE-2026", months: 12, expirationDate: null, message: "" });
    const onUse = vi.fn();
    render(<PromotionKeyForm onUse={onUse} />);
    fireEvent.change(keyInput(), { target: { value: "evsafe-2026" } });
    await act(async () => fireEvent.click(check()));
    expect(await screen.findByText(/12개월 무료/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "이 키로 가입하기 (결제 없음)" }));
    expect(onUse).toHaveBeenCalledWith("EVSAFE-2026");
  });
});
