import { describe, expect, it } from "vitest";
import {
  ADVICE_CONTEXTS,
  ADVICE_SENTENCES,
  batteryProfileOf,
  chargingAdvice,
  NICKEL_DAILY_MAX_PCT,
  type AdviceInput,
  type BatteryState,
} from "../src/advice";
import { CHARGING_HABITS } from "../src/constants/driving";
import { CAR_BRANDS, CAR_DETAIL_MODELS, findDetailModel } from "../src/vehicle-catalog";

const CHEMISTRIES = ["LFP", "NCM", "NCA", null, "XYZ"] as const;
const STATES: readonly (BatteryState | null)[] = ["safe", "caution", "warning", "serious", null];

/** Every combination the advice table answers. */
const ALL: AdviceInput[] = CHEMISTRIES.flatMap((chemistry) =>
  [false, true].flatMap((recalled) =>
    STATES.flatMap((state) =>
      [false, true].flatMap((degrading) => ADVICE_CONTEXTS.map((context) => ({ chemistry, recalled, state, degrading, context }))),
    ),
  ),
);

/** A sentence that tells the driver to charge to 100 % (now, weekly, or before a trip). */
const RECOMMENDS_FULL = /100%까지 충전해도 괜찮|100%까지 충전하기를 권장|100% 충전은 장거리 운행 직전에만|100% 충전은 지상/;
/** A sentence that tells the driver not to charge to 100 %. */
const FORBIDS_FULL = /100%까지 충전하지 말/;
/** Every "charge to at most N %" / "N % 이하" figure of a text. */
const maxima = (text: string) => [...text.matchAll(/(\d+)% 이하|80~(\d+)%/g)].map((m) => Number(m[1] ?? m[2]));

describe("chargingAdvice: one table, no two sentences disagree", () => {
  it.each(ALL.map((a) => [JSON.stringify(a), a] as const))("%s", (_name, input) => {
    const a = chargingAdvice(input);
    expect(a.sentences.length).toBeGreaterThan(0);
    expect(a.text).toBe(a.sentences.join(" "));
    // Never both "charge to 100 %" and "do not charge to 100 %".
    expect(RECOMMENDS_FULL.test(a.text) && FORBIDS_FULL.test(a.text)).toBe(false);
    // A limit under 100 % and a 100 % recommendation only together for LFP (100 % above ground, 90 % underground).
    if (RECOMMENDS_FULL.test(a.text) && a.family !== "LFP") expect(a.fullCharge).toBe("longTripOnly");
    // Every cap the text names is the same or looser than the underground 90 %: no 80 % here and 90 % there.
    for (const n of maxima(a.text)) expect(n).toBe(90);
    // No sentence is said twice.
    expect(new Set(a.sentenceIds).size).toBe(a.sentenceIds.length);

    const restricted = input.recalled === true || input.degrading === true || input.state === "warning" || input.state === "serious";
    expect(a.isRestricted).toBe(restricted);
    if (restricted) {
      expect(a.fullCharge).toBe("never");
      expect(a.text).not.toMatch(RECOMMENDS_FULL);
      expect(a.dailyMaxPct).toBe(90);
      // A restricted pack is always told to have it looked at: the recall check, or an inspection.
      expect(a.sentenceIds.some((id) => id === "RECALL_CHECK" || id === "INSPECT")).toBe(true);
      if (input.context !== "daily") expect(a.sentenceIds).toContain("RESTRICTED_LIMIT");
    }
    if (input.recalled) expect(a.sentenceIds).toContain("RECALL_CHECK");
    else expect(a.sentenceIds).not.toContain("RECALL_CHECK");
    // The underground rule is said wherever parking is in question.
    if (input.context !== "cellBalance") expect(a.text).toContain("지하 주차장");
  });

  it("LFP in good health is told 100 % is fine and recommended weekly; a nickel pack 80–90 %, 100 % only before a long trip", () => {
    for (const state of ["safe", "caution", null] as const) {
      const lfp = chargingAdvice({ chemistry: "LFP", state, context: "daily" });
      expect(lfp).toMatchObject({ family: "LFP", fullCharge: "weekly", dailyMaxPct: 100, isRestricted: false });
      expect(lfp.sentences).toEqual([ADVICE_SENTENCES.LFP_DAILY, ADVICE_SENTENCES.LFP_UNDERGROUND]);
      expect(lfp.text).toMatch(/일주일에 한 번 100%/);
      for (const chemistry of ["NCM", "NCA", "ncm"]) {
        const ni = chargingAdvice({ chemistry, state, context: "daily" });
        expect(ni).toMatchObject({ family: "NICKEL", fullCharge: "longTripOnly", dailyMaxPct: 90 });
        expect(ni.text).toMatch(/충전 한도를 80~90%로 설정/);
        expect(ni.text).not.toMatch(/일주일에 한 번 100%/);
      }
    }
  });

  it("recalled, 경고/심각 or degrading: never 100 %, at most 80–90 %, and an inspection or the recall check", () => {
    for (const chemistry of ["LFP", "NCM", null]) {
      for (const extra of [{ recalled: true }, { state: "warning" as const }, { state: "serious" as const }, { degrading: true }]) {
        const a = chargingAdvice({ chemistry, ...extra, context: "daily" });
        expect(a.fullCharge).toBe("never");
        expect(a.text).toContain(ADVICE_SENTENCES.RESTRICTED_LIMIT);
        expect(a.text).not.toMatch(/100%까지 충전해도|100% 충전은 장거리/);
      }
    }
    expect(chargingAdvice({ chemistry: "NCM", recalled: true, context: "cellBalance" }).sentenceIds).toEqual([
      "CELL_BALANCE",
      "RESTRICTED_LIMIT",
      "RECALL_CHECK",
    ]);
  });

  it("an unknown chemistry or a car missing from the catalogue gets the neutral sentence, never a specific one", () => {
    for (const chemistry of [null, undefined, "", "XYZ", "리튬"]) {
      const a = chargingAdvice({ chemistry, context: "daily" });
      expect(a).toMatchObject({ family: "UNKNOWN", fullCharge: "neutral", dailyMaxPct: null });
      expect(a.sentences[0]).toBe(ADVICE_SENTENCES.UNKNOWN_DAILY);
      expect(a.text).not.toMatch(RECOMMENDS_FULL);
    }
    expect(batteryProfileOf("NO_SUCH_MODEL")).toEqual({ chemistry: null, recalled: false });
    expect(batteryProfileOf(null)).toEqual({ chemistry: null, recalled: false });
  });

  it("the coaching's high-charge line is the top of the nickel daily limit, so coaching and the diagnosis agree", () => {
    expect(CHARGING_HABITS.HIGH_SOC_PCT).toBe(NICKEL_DAILY_MAX_PCT);
  });

  it("the cell-balance sentence never asks for a 100 % charge, whatever the pack", () => {
    for (const input of ALL.filter((x) => x.context === "cellBalance")) expect(chargingAdvice(input).text).not.toMatch(RECOMMENDS_FULL);
  });
});

describe("the catalogue's battery facts", () => {
  it("Korean-market LFP cars are LFP; the first Kona Electric and the Bolt carry their battery-fire recalls", () => {
    for (const code of ["MODEL_3_RWD", "MODEL_Y_RWD", "RAY_EV_2023", "TORRES_EVX_2WD", "PORTER2_EV_LFP", "BONGO3_EV_LFP"])
      expect(findDetailModel(code)?.chemistry, code).toBe("LFP");
    for (const code of ["IONIQ5_LR_2WD", "EV6_LR_2WD", "KONA_EV_LR_2019", "NIRO_EV_2020", "PORTER2_EV_STD", "BONGO3_EV_STD"])
      expect(findDetailModel(code)?.chemistry, code).toBe("NCM");
    expect(batteryProfileOf("KONA_EV_LR_2019")).toEqual({ chemistry: "NCM", recalled: true });
    expect(findDetailModel("KONA_EV_LR_2019")!.batteryRecalls.map((r) => r.year)).toEqual([2020, 2021]);
    expect(batteryProfileOf("BOLT_EV_2017").recalled).toBe(true);
    expect(batteryProfileOf("MODEL_Y_RWD")).toEqual({ chemistry: "LFP", recalled: false });
    const recalled = CAR_DETAIL_MODELS.filter((m) => m.batteryRecalls.length > 0).map((m) => m.dtlMdlDcd);
    expect(recalled).toEqual(["KONA_EV_SR_2019", "KONA_EV_LR_2019", "BOLT_EV_2017", "BOLT_EUV_2021"]);
    for (const m of CAR_DETAIL_MODELS) for (const r of m.batteryRecalls) expect(r.description).toMatch(/화재/);
  });

  it("the domestic brands carry their service-centre number, dialable digits", () => {
    const tel = Object.fromEntries(CAR_BRANDS.map((b) => [b.brandDcd, b.serviceCenterTel]));
    expect(tel).toMatchObject({ HYUNDAI: "080-600-6000", KIA: "080-200-2000", GENESIS: "080-700-6000" });
    for (const b of CAR_BRANDS)
      if (b.serviceCenterTel !== undefined) expect(b.serviceCenterTel).toMatch(/^\d{3,4}-\d{3,4}-\d{4}$|^\d{4}-\d{4}$/);
  });
});
