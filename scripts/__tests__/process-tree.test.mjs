import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { descendantsOf, isAlive, killTreesNow, treeKill } from "../process-tree.mjs";
import { runStage } from "../test.mjs";

const SERVE = fileURLToPath(new URL("../../e2e/scripts/serve.mjs", import.meta.url));
const started = [];

/** Polls until `check` is true or `ms` have passed. */
async function waitFor(check, ms = 8_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

afterEach(async () => {
  for (const pid of started.splice(0)) await treeKill(pid, 500);
});

describe("process tree", () => {
  it("treeKill stops a process and its descendants, also one that moved to a process group of its own", async () => {
    const script = `
      const { spawn } = require("node:child_process");
      spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
      spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore", detached: true });
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
    started.push(parent.pid);
    expect(await waitFor(() => descendantsOf(parent.pid).length === 2)).toBe(true);
    const tree = [parent.pid, ...descendantsOf(parent.pid)];
    await treeKill(parent.pid, 2_000);
    expect(await waitFor(() => tree.every((p) => !isAlive(p)))).toBe(true);
  });

  it("killTreesNow kills processes and their descendants at once, without waiting", async () => {
    const script = `
      const { spawn } = require("node:child_process");
      spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore", detached: true });
      setInterval(() => {}, 1000);`;
    const parents = [0, 1].map(() => spawn(process.execPath, ["-e", script], { stdio: "ignore" }).pid);
    started.push(...parents);
    expect(await waitFor(() => parents.every((p) => descendantsOf(p).length === 1))).toBe(true);
    const all = parents.flatMap((p) => [p, ...descendantsOf(p)]);
    started.push(...all.filter((p) => !parents.includes(p)));
    killTreesNow(parents);
    expect(await waitFor(() => all.every((p) => !isAlive(p)))).toBe(true);
  });

  it("a stage over its time limit fails and leaves none of its processes behind", async () => {
    const marker = `sleep-marker-${process.pid}`;
    const result = await runStage({ name: "slow", command: `node -e "setInterval(() => {}, 1000)" ${marker} & sleep 60`, limit: 1 });
    expect(result.ok).toBe(false);
    expect(result.detail).toBe("time limit");
    expect(descendantsOf(process.pid).filter(isAlive)).toEqual([]);
  });

  it("an e2e server stops by itself when the test runner that started it is killed with SIGKILL", async () => {
    const runner = spawn("sleep", ["60"], { stdio: "ignore" });
    started.push(runner.pid);
    const wrapper = spawn(process.execPath, [SERVE, process.execPath, "-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
      env: { ...process.env, E2E_RUNNER_PID: String(runner.pid) },
      detached: true,
    });
    started.push(wrapper.pid);
    expect(await waitFor(() => descendantsOf(wrapper.pid).length === 1)).toBe(true);
    const server = descendantsOf(wrapper.pid)[0];
    // The server keeps running while the runner lives…
    await new Promise((r) => setTimeout(r, 1_200));
    expect(isAlive(server)).toBe(true);
    // …and is gone soon after the runner is killed without a chance to clean up.
    process.kill(runner.pid, "SIGKILL");
    expect(await waitFor(() => !isAlive(server) && !isAlive(wrapper.pid))).toBe(true);
  });
});
