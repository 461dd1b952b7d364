import { calls } from "@evsafe/contract";

/**
 * The contract's call name for a forwarded request's method and path (below `/{product}/api/`), the label of the
 * web tier's per-call metrics and log lines: never the raw path, which carries ids.
 */

interface Matcher {
  name: string;
  method: string;
  pattern: RegExp;
  /** Literal segments: a path such as `files/upload` wins over `files/{a}`. */
  literals: number;
}

let matchers: Matcher[] | undefined;

function build(): Matcher[] {
  return Object.entries(calls)
    .map(([name, call]) => {
      const segments = call.path.split("/");
      const source = segments.map((s) => (/^\{\w+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/");
      return { name, method: call.method, pattern: new RegExp(`^${source}$`), literals: segments.filter((s) => !s.startsWith("{")).length };
    })
    .sort((a, b) => b.literals - a.literals);
}

/** `getMyProfile` for `GET users/me`; `unknown` for anything the contract does not define. */
export function callNameOf(method: string | undefined, subPath: string): string {
  matchers ??= build();
  const path = subPath.replace(/\/+$/, "");
  const upper = (method ?? "GET").toUpperCase();
  // HEAD is answered by the GET route.
  const wanted = upper === "HEAD" ? "GET" : upper;
  return matchers.find((m) => m.method === wanted && m.pattern.test(path))?.name ?? "unknown";
}
