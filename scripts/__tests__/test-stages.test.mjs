import { describe, expect, it } from "vitest";
import { batches, stageEnv, STAGES } from "../test.mjs";

describe("npm test's stages", () => {
  it("runs lint and typecheck side by side, then unit, api and e2e one at a time", () => {
    expect(batches(STAGES).map((batch) => batch.map((stage) => stage.name))).toEqual([["lint", "typecheck"], ["unit"], ["api"], ["e2e"]]);
  });

  it("keeps stages of one group apart when another stage comes between them, and keeps the order given", () => {
    const [lint, typecheck, unit] = ["lint", "typecheck", "unit"].map((name) => STAGES.find((s) => s.name === name));
    expect(batches([typecheck, unit, lint]).map((batch) => batch.map((stage) => stage.name))).toEqual([["typecheck"], ["unit"], ["lint"]]);
    expect(batches([unit])).toEqual([[unit]]);
  });

  it("lets the e2e builds skip Next's type check only in a run that has the typecheck stage", () => {
    const [typecheck, e2e] = ["typecheck", "e2e"].map((name) => STAGES.find((s) => s.name === name));
    expect(stageEnv(STAGES)).toEqual({ NEXT_BUILD_SKIP_TYPECHECK: "1" });
    expect(stageEnv([typecheck, e2e])).toEqual({ NEXT_BUILD_SKIP_TYPECHECK: "1" });
    expect(stageEnv([e2e])).toEqual({});
  });
});
