#!/usr/bin/env node
// Runs one server of the end-to-end suite (`node e2e/scripts/serve.mjs <command> [args…]`) and makes sure it never
// outlives the Playwright runner that started it.
//
// Playwright starts each webServer in a process group of its own and stops it by killing that group, which covers a
// normal end. But when the runner itself is killed (SIGKILL from a time limit, a crashed terminal), nobody kills the
// group and the servers keep their ports. This wrapper watches the runner's PID (E2E_RUNNER_PID) and, once the runner is
// gone, stops the server and everything the server started.
import { spawn } from "node:child_process";
import { isAlive, treeKill } from "../../scripts/process-tree.mjs";

const WATCH_INTERVAL_MS = 500;
const KILL_GRACE_MS = 5_000;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: serve.mjs <command> [args…]");
  process.exit(2);
}
const runner = Number(process.env.E2E_RUNNER_PID);

// Same process group as this wrapper (not detached), so Playwright's group kill reaches the server as well.
const child = spawn(command, args, { stdio: "inherit" });
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let stopping = false;
async function stop(why) {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`[serve] ${why}: stopping ${command}\n`);
  await treeKill(child.pid, KILL_GRACE_MS);
  process.exit(1);
}

for (const sig of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(sig, () => void stop(sig));
if (Number.isInteger(runner) && runner > 0) {
  setInterval(() => {
    if (!isAlive(runner)) void stop(`the test runner (PID ${runner}) is gone`);
  }, WATCH_INTERVAL_MS).unref();
}
