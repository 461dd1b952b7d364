import { afterEach } from "vitest";

// Only files on the DOM environment (`@vitest-environment jsdom`) render: they get jest-dom's matchers and
// Testing Library's cleanup after each test (Vitest runs without globals, so it cannot unmount rendered trees by
// itself). Files on the Node environment skip loading both, and React's DOM renderer with them.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
