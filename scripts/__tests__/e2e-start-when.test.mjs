import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { waitForStart } from "../../e2e/scripts/start-when.mjs";

const dirs = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "evsafe-start-when-"));
  dirs.push(dir);
  return join(dir, "start");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("e2e/scripts/start-when.mjs: a run's tests wait for run.mjs's signal", () => {
  it("without E2E_START_WHEN, returns at once", async () => {
    await expect(waitForStart({}, 5)).resolves.toBeUndefined();
  });

  it("waits until the file exists", async () => {
    const file = tempFile();
    let started = false;
    const waiting = waitForStart({ E2E_START_WHEN: file, E2E_START_WHEN_PID: String(process.pid) }, 5).then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);
    writeFileSync(file, "");
    await waiting;
    expect(started).toBe(true);
  });

  it("gives up when run.mjs is gone", async () => {
    // A pid far above any the kernel hands out here.
    await expect(waitForStart({ E2E_START_WHEN: tempFile(), E2E_START_WHEN_PID: "2147483646" }, 5)).rejects.toThrow(/ended before/);
  });
});
