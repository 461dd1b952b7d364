// Process-tree helpers for the test runner and the e2e servers (Linux: read from /proc).
import { readdirSync, readFileSync } from "node:fs";

/** `/proc/<pid>/stat` fields after the command name: state, ppid, … (the name may contain spaces). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Every live descendant of `pid` (children, grandchildren, …), whatever process group they moved to. */
export function descendantsOf(pid) {
  const children = new Map();
  let entries = [];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(name);
    if (!f) continue;
    const ppid = Number(f[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const out = [];
  const queue = [pid];
  while (queue.length) {
    const next = children.get(queue.shift()) ?? [];
    out.push(...next);
    queue.push(...next);
  }
  return out;
}

export function isAlive(pid) {
  const f = statFields(pid);
  return f !== null && f[0] !== "Z";
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
}

/** SIGKILL to each of `pids` and their descendants at once, for an `exit` handler, which cannot wait. */
export function killTreesNow(pids) {
  const all = pids.flatMap((pid) => [pid, ...descendantsOf(pid)]);
  for (const p of all) if (isAlive(p)) signal(p, "SIGKILL");
}

/**
 * Stops `pid` and all its descendants: SIGTERM to each, then SIGKILL to whatever is still alive after `graceMs`.
 * The tree is read before signalling, so processes re-parented by a dying parent are still reached.
 */
export async function treeKill(pid, graceMs = 10_000) {
  const all = [pid, ...descendantsOf(pid)];
  for (const p of all) signal(p, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && all.some(isAlive)) await new Promise((r) => setTimeout(r, 100));
  for (const p of [...all, ...all.flatMap(descendantsOf)]) if (isAlive(p)) signal(p, "SIGKILL");
}
