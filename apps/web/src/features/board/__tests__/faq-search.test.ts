import { describe, expect, it } from "vitest";
import type { FaqItem } from "@evsafe/contract";
import { normaliseForSearch, searchFaqs } from "../faq/search";

const faq = (faqSn: number, question: string, answer = "<p>답변</p>"): FaqItem => ({
  faqSn,
  faqDivCcd: "02",
  faqDivNm: "OBD 단말기",
  question,
  answer,
});

const ITEMS = [
  faq(1, "급속충전기를 자주 쓰면 배터리에 안 좋나요?"),
  faq(2, "단말기는 어디에 꽂나요?", "<p>운전석 아래 <strong>OBD 포트</strong>에 꽂습니다.</p>"),
  faq(3, "Wi-Fi 없이도 데이터가 올라가나요?"),
];

describe("searchFaqs", () => {
  it("finds a word by its middle", () => {
    expect(searchFaqs(ITEMS, "충전").map((i) => i.faqSn)).toEqual([1]);
    expect(searchFaqs(ITEMS, "속충").map((i) => i.faqSn)).toEqual([1]);
  });

  it("ignores spaces, case and the composition of Hangul", () => {
    expect(searchFaqs(ITEMS, "급속 충전").map((i) => i.faqSn)).toEqual([1]);
    expect(searchFaqs(ITEMS, "wi-fi").map((i) => i.faqSn)).toEqual([3]);
    const decomposed = "충전".normalize("NFD");
    expect(decomposed).not.toBe("충전");
    expect(searchFaqs(ITEMS, decomposed).map((i) => i.faqSn)).toEqual([1]);
    expect(normaliseForSearch(" 급속 충전기 ")).toBe("급속충전기");
  });

  it("searches the answer's text, not its markup", () => {
    expect(searchFaqs(ITEMS, "obd 포트").map((i) => i.faqSn)).toEqual([2]);
    expect(searchFaqs(ITEMS, "strong")).toEqual([]);
  });

  it("finds nothing for a word that is nowhere", () => {
    expect(searchFaqs(ITEMS, "환불")).toEqual([]);
  });

  it("keeps every question for an empty query", () => {
    expect(searchFaqs(ITEMS, "   ")).toHaveLength(3);
  });
});
