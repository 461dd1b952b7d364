// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressOf, loadPostcode, POSTCODE_SCRIPT_URL } from "../postcode";

const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${POSTCODE_SCRIPT_URL}"]`);

afterEach(() => {
  vi.useRealTimers();
  delete window.kakao;
  delete window.daum;
  document.head.innerHTML = "";
});

describe("loadPostcode", () => {
  it("adds the widget's script only when asked, and resolves with its constructor", async () => {
    expect(script()).toBeNull();
    const loading = loadPostcode();
    expect(script()).not.toBeNull();
    const Postcode = vi.fn();
    window.kakao = { Postcode: Postcode as never };
    script()!.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBe(Postcode);
  });

  it("rejects when the script fails, and a later try loads it again", async () => {
    const first = loadPostcode();
    script()!.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow("error");
    expect(script()).toBeNull();
    const second = loadPostcode();
    expect(script()).not.toBeNull();
    script()!.dispatchEvent(new Event("error"));
    await expect(second).rejects.toThrow("error");
  });

  it("gives up after the timeout (a CDN that never answers)", async () => {
    vi.useFakeTimers();
    const loading = loadPostcode(1_000);
    vi.advanceTimersByTime(1_000);
    await expect(loading).rejects.toThrow("timeout");
  });
});

describe("addressOf", () => {
  const PICK = {
    zonecode: "04524",
    roadAddress: "서울특별시 중구 세종대로 110",
    jibunAddress: "서울특별시 중구 태평로1가 31",
    buildingName: "서울특별시청",
  };

  it("takes the road-name address with the building, or the lot-number one when picked", () => {
    expect(addressOf({ ...PICK, userSelectedType: "R" })).toEqual({ zip: "04524", addr: "서울특별시 중구 세종대로 110 (서울특별시청)" });
    expect(addressOf({ ...PICK, userSelectedType: "J" })).toEqual({ zip: "04524", addr: "서울특별시 중구 태평로1가 31" });
  });
});
