// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import { ReviewForm } from "../forms/review-form";
import type { Review } from "../api";

afterEach(cleanup);

const REVIEW: Review = {
  reviewId: 7,
  rating: 4,
  content: "경고 알림 덕분에 점검을 받았어요.",
  createdAt: "2026-11-20T10:00:00+09:00",
  updatedAt: "2026-11-20T10:00:00+09:00",
};

const text = () => screen.getByLabelText("리뷰 내용") as HTMLTextAreaElement;
const submit = (name = "리뷰 등록") => fireEvent.click(screen.getByRole("button", { name }));

function renderForm(save = vi.fn(async () => REVIEW), initial?: Pick<Review, "rating" | "content">) {
  const onSaved = vi.fn();
  render(<ReviewForm save={save} onSaved={onSaved} initial={initial} />);
  return { save, onSaved };
}

describe("ReviewForm", () => {
  it("five ratings as a labelled radio group, the text with its counter", () => {
    renderForm();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(5);
    expect(screen.getByRole("radio", { name: /5점 · 아주 좋아요/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /1점 · 많이 아쉬워요/ })).toBeTruthy();
    fireEvent.change(text(), { target: { value: "좋아요" } });
    expect(screen.getByText("3/1,000자")).toBeTruthy();
  });

  it("without a rating or text: the Korean messages next to the fields, nothing sent", async () => {
    const { save } = renderForm();
    submit();
    expect(await screen.findByText("별점을 선택해 주세요")).toBeTruthy();
    expect(screen.getByText("리뷰 내용을 입력해 주세요")).toBeTruthy();
    expect(text().getAttribute("aria-invalid")).toBe("true");
    expect(save).not.toHaveBeenCalled();
  });

  it("too long: the limit's message and a red counter, nothing sent", async () => {
    const { save } = renderForm();
    fireEvent.click(screen.getByRole("radio", { name: /5점/ }));
    fireEvent.change(text(), { target: { value: "가".repeat(1001) } });
    submit();
    expect(await screen.findByText("리뷰는 1000자까지 입력할 수 있습니다")).toBeTruthy();
    expect(screen.getByText("1,001/1,000자").className).toContain("text-red-700");
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the rating as a number and the trimmed text, once however often it is tapped", async () => {
    let release!: (r: Review) => void;
    const save = vi.fn(() => new Promise<Review>((resolve) => (release = resolve)));
    const { onSaved } = renderForm(save);
    fireEvent.click(screen.getByRole("radio", { name: /4점/ }));
    fireEvent.change(text(), { target: { value: "  경고 알림 덕분에 점검을 받았어요.  " } });
    const button = screen.getByRole("button", { name: "리뷰 등록" });
    fireEvent.click(button);
    fireEvent.click(button); // the second tap of a double tap, before the disabled button renders
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ rating: 4, content: "경고 알림 덕분에 점검을 받았어요." });
    // While it is sent the button says so and is disabled.
    const pending = screen.getByRole("button", { name: "저장하는 중…" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    release(REVIEW);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(REVIEW));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("a failed save says why and keeps what was typed and picked", async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(500, "INTERNAL_ERROR", "리뷰를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    });
    const { onSaved } = renderForm(save as never);
    fireEvent.click(screen.getByRole("radio", { name: /2점/ }));
    fireEvent.change(text(), { target: { value: "단말기 배송이 늦었어요." } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("리뷰를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    expect(text().value).toBe("단말기 배송이 늦었어요.");
    expect((screen.getByRole("radio", { name: /2점/ }) as HTMLInputElement).checked).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("editing starts from the review and saves with 수정 저장", async () => {
    const { save } = renderForm(undefined, REVIEW);
    expect(text().value).toBe(REVIEW.content);
    expect((screen.getByRole("radio", { name: /4점/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /5점/ }));
    submit("수정 저장");
    await waitFor(() => expect(save).toHaveBeenCalledWith({ rating: 5, content: REVIEW.content }));
  });
});
