import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SHARED = fileURLToPath(new URL("..", import.meta.url));
const SRC = join(SHARED, "..");

/** The modules `file` imports statically (types included), as paths inside src/; import() is left out. */
function staticImportsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  const out: string[] = [];
  for (const [, spec = ""] of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms)) {
    const base = spec.startsWith("@/") ? join(SRC, spec.slice(2)) : spec.startsWith(".") ? join(SRC, dirname(file), spec) : null;
    const resolved = base && [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    if (resolved) out.push(relative(SRC, resolved));
  }
  return out;
}

/** Every module `file` reaches through static imports. */
function staticClosureOf(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    for (const next of staticImportsOf(queue.pop()!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe("the api-client's on-demand modules do not import it back (no import cycle)", () => {
  it("the api-client loads api-request and the error policy with import(); neither reaches api-client through static imports", () => {
    const client = readFileSync(join(SHARED, "api-client.ts"), "utf8");
    expect(client).toContain('import("./api-request")');
    expect(client).toContain('import("./error-policy")');
    for (const onDemand of ["shared/api-request.ts", "shared/error-policy.ts"]) {
      expect([...staticClosureOf(onDemand)], onDemand).not.toContain("shared/api-client.ts");
    }
  });

  it("api-request takes the error class and codes from api-error", () => {
    expect(staticImportsOf("shared/api-request.ts")).toContain("shared/api-error.ts");
  });
});
