import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { vi } from "vitest";

/** Renders with a fresh SWR cache and no retries/dedupe, so each test sees exactly the calls it answers. */
export function renderWithSwr(ui: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      {ui}
    </SWRConfig>,
  );
}

/** Answers `api(name)` calls from a table; a name without an answer stays pending (the loading state). */
export type Answers = Record<string, unknown | (() => unknown)>;

export function apiFrom(answers: Answers) {
  return vi.fn(async (name: string) => {
    if (!(name in answers)) return new Promise(() => {});
    const a = answers[name];
    const value = typeof a === "function" ? (a as () => unknown)() : a;
    if (value instanceof Error) throw value;
    return value;
  });
}
