// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { RangePicker } from "../components/range-picker";
import { presetRange } from "../period";

afterEach(cleanup);
const TODAY = "2026-11-26";

describe("RangePicker", () => {
  it("a preset puts its range in the address at once", () => {
    const onRange = vi.fn();
    render(<RangePicker range={presetRange("30d", TODAY)} today={TODAY} onRange={onRange} />);
    expect(screen.getByRole("button", { name: "최근 30일" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: "올해" }));
    expect(onRange).toHaveBeenCalledWith({ preset: "ytd", start: "2026-01-01", end: TODAY });
  });

  it("a custom range with a mistake says so by the field, focuses it, and asks nothing", () => {
    const onRange = vi.fn();
    render(<RangePicker range={presetRange("30d", TODAY)} today={TODAY} onRange={onRange} />);
    fireEvent.click(screen.getByRole("button", { name: "직접 선택" }));
    const start = screen.getByLabelText("시작일");
    const end = screen.getByLabelText("종료일");
    expect(end).toHaveAttribute("max", TODAY);
    fireEvent.change(start, { target: { value: "2026-11-20" } });
    fireEvent.change(end, { target: { value: "2026-11-10" } });
    fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" }));
    expect(end).toHaveAttribute("aria-invalid", "true");
    expect(end).toHaveAccessibleDescription("종료일은 시작일과 같거나 그 뒤여야 해요.");
    expect(document.activeElement).toBe(end);
    expect(onRange).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: "2026-11-27" } });
    expect(end).not.toHaveAttribute("aria-invalid");
    fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" }));
    expect(end).toHaveAccessibleDescription("종료일은 오늘 이후로 고를 수 없어요.");
    fireEvent.change(start, { target: { value: "2025-01-01" } });
    fireEvent.change(end, { target: { value: "2026-11-26" } });
    fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" }));
    expect(end).toHaveAccessibleDescription(/기간은 최대 366일까지 고를 수 있어요/);
    expect(onRange).not.toHaveBeenCalled();
    fireEvent.change(start, { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "이 기간 보기" }));
    expect(onRange).toHaveBeenCalledWith({ preset: "custom", start: "2026-11-01", end: TODAY });
  });

  it("cannot be submitted twice while the first is on its way", async () => {
    let done: () => void = () => {};
    const onRange = vi.fn(() => new Promise<void>((r) => (done = r)));
    render(<RangePicker range={{ preset: "custom", start: "2026-11-01", end: "2026-11-10" }} today={TODAY} onRange={onRange} />);
    const submit = screen.getByRole("button", { name: "이 기간 보기" });
    fireEvent.click(submit);
    expect(submit).toBeDisabled();
    fireEvent.click(submit);
    expect(onRange).toHaveBeenCalledTimes(1);
    done();
    await vi.waitFor(() => expect(submit).not.toBeDisabled());
  });
});
