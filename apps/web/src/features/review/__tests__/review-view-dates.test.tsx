// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Review } from "../api";
import { ReviewView } from "../components/review-view";

const review = (createdAt: string, updatedAt = createdAt): Review => ({
  reviewId: 1,
  rating: 5,
  content: "좋아요",
  atchFileSn: null,
  createdAt,
  updatedAt,
});

const originalTz = process.env.TZ;
beforeAll(() => {
  // A device in UTC: the day a UTC timestamp's first ten characters name is the day before Seoul's until 09:00.
  process.env.TZ = "UTC";
});
afterAll(() => {
  process.env.TZ = originalTz;
});
afterEach(cleanup);

describe("ReviewView shows the Seoul day of its timestamps", () => {
  it("written at 00:30 KST (15:30 UTC the day before): that Seoul day", () => {
    render(<ReviewView review={review("2026-11-27T15:30:00Z")} />);
    expect(screen.getByTestId("my-review").textContent).toContain("2026년 11월 28일에 작성했어요");
  });

  it("changed at 23:30 KST: still that Seoul day", () => {
    render(<ReviewView review={review("2026-11-20T01:00:00Z", "2026-11-28T14:30:00Z")} />);
    expect(screen.getByTestId("my-review").textContent).toContain("2026년 11월 28일에 수정했어요");
  });

  it("changed at 00:30 KST, written with an offset of +09:00: the Seoul days", () => {
    render(<ReviewView review={review("2026-11-20T00:30:00+09:00", "2026-11-27T15:30:00.000Z")} />);
    expect(screen.getByTestId("my-review").textContent).toContain("2026년 11월 28일에 수정했어요");
  });
});
