/**
 * The suite's global setup (playwright.config.ts), which runs after the web servers have started: with
 * E2E_START_WHEN set, the tests wait until that file exists. run.mjs starts the run that goes alone (the timing
 * tests) beside the shards this way, so its servers start while the shards run and its tests still run alone at the
 * end. It gives up if the process named by E2E_START_WHEN_PID (run.mjs) is gone. Without E2E_START_WHEN: nothing.
 */
import { existsSync } from "node:fs";

const POLL_MS = 250;

/** Whether a process with this id is alive. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

export async function waitForStart(env = process.env, pollMs = POLL_MS) {
  const file = env.E2E_START_WHEN;
  if (!file) return;
  const owner = Number(env.E2E_START_WHEN_PID);
  while (!existsSync(file)) {
    if (Number.isInteger(owner) && owner > 0 && !alive(owner)) throw new Error(`run.mjs (pid ${owner}) ended before it let this run start`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export default async function globalSetup() {
  await waitForStart();
}
