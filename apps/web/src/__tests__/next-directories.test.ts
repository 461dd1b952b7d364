import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

describe('Next\'s special folders (docs/architecture.md "Layers")', () => {
  it("there is no src/app/: Next would take it for the App Router and answer unknown URLs with its own 404, not pages/404.tsx", () => {
    expect(existsSync(`${SRC}/pages`)).toBe(true);
    expect(existsSync(`${SRC}/app`)).toBe(false);
  });
});
