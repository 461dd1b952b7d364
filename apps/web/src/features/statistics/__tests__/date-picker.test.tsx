// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { DatePicker } from "../components/date-picker";
import { addDays, isDay, pickDay, resolveDate } from "../dates";

afterEach(cleanup);

const TODAY = "2026-11-26";

function show(date: string, today: string | null = TODAY) {
  const onOpen = vi.fn();
  const view = render(<DatePicker date={date} today={today} onOpen={onOpen} />);
  return { onOpen, view, input: screen.getByLabelText("날짜") as HTMLInputElement };
}

describe("the date picker's bounds", () => {
  it("today: the date field stops at today and 다음 날 is off; 이전 날 opens yesterday", () => {
    const { onOpen, input } = show(TODAY);
    expect(input).toHaveAttribute("type", "date");
    expect(input).toHaveAttribute("max", TODAY);
    expect(input).toHaveValue(TODAY);
    expect(screen.getByRole("button", { name: "다음 날" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "이전 날" }));
    expect(onOpen).toHaveBeenCalledWith("2026-11-25");
  });

  it("an earlier day: 다음 날 opens the next one; one press opens one day (no double step)", () => {
    const { onOpen } = show("2026-11-20");
    const next = screen.getByRole("button", { name: "다음 날" });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith("2026-11-21");
    expect(next).toBeDisabled();
  });

  it("a future date typed into the field is refused with the reason, and nothing opens", () => {
    const { onOpen, input } = show("2026-11-20");
    fireEvent.change(input, { target: { value: "2026-12-01" } });
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByTestId("date-refusal")).toHaveTextContent(
      "아직 오지 않은 날은 고를 수 없어요. 오늘(2026년 11월 26일)까지의 통계를 볼 수 있어요.",
    );
    expect(input).toHaveValue("2026-11-20");
  });

  it("a past date picked in the field opens it", () => {
    const { onOpen, input } = show("2026-11-20");
    fireEvent.change(input, { target: { value: "2026-10-03" } });
    expect(onOpen).toHaveBeenCalledWith("2026-10-03");
  });

  it("before hydration (no phone day yet) 다음 날 stays off, as the server drew it", () => {
    show("2026-11-20", null);
    expect(screen.getByRole("button", { name: "다음 날" })).toBeDisabled();
    expect(screen.getByLabelText("날짜")).toHaveAttribute("max", "2026-11-20");
  });
});

describe("dates", () => {
  it("real calendar days only", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(isDay(undefined)).toBe(false);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("the address's date: itself up to today; yesterday without one, and with the reason for a future or malformed one", () => {
    expect(resolveDate("2026-11-20", TODAY)).toEqual({ date: "2026-11-20", notice: null, asked: null });
    expect(resolveDate(TODAY, TODAY)).toEqual({ date: TODAY, notice: null, asked: null });
    expect(resolveDate(undefined, TODAY)).toEqual({ date: "2026-11-25", notice: null, asked: null });
    expect(resolveDate("2026-11-27", TODAY)).toEqual({ date: "2026-11-25", notice: "future", asked: "2026-11-27" });
    expect(resolveDate("어제", TODAY)).toEqual({ date: "2026-11-25", notice: "invalid", asked: "어제" });
    expect(resolveDate(["2026-11-01", "2026-11-02"], TODAY)).toEqual({ date: "2026-11-01", notice: null, asked: null });
  });

  it("a day typed digit by digit waits until it is whole; a year before the service is refused", () => {
    expect(pickDay("", TODAY)).toEqual({ wait: true });
    expect(pickDay("0002-11-20", TODAY)).toEqual({ refuse: "too-early" });
    expect(pickDay("2026-11-27", TODAY)).toEqual({ refuse: "future" });
    expect(pickDay("2026-11-26", TODAY)).toEqual({ open: "2026-11-26" });
  });
});
