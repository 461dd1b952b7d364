// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paintFirstScript } from "@/shared/paint-first";

const SOURCES = ["/_next/static/chunks/dynamic.js", "/_next/static/chunks/app.js", "/_next/static/chunks/turbopack-runtime.js"];

/** The scripts the loader added to the head: their sources and `async`, in order. */
const added = () => [...document.head.querySelectorAll("script[src]")].map((s) => [s.getAttribute("src"), (s as HTMLScriptElement).async]);
let frame: FrameRequestCallback | undefined;
let visibility: DocumentVisibilityState;

/** Runs the inline script as the browser would while the document is in `readyState`. */
function runLoader(readyState: DocumentReadyState, sources: readonly string[] = SOURCES) {
  vi.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  new Function(paintFirstScript(sources))();
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = "";
  frame = undefined;
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.stubGlobal(
    "requestAnimationFrame",
    vi.fn((cb: FrameRequestCallback) => ((frame = cb), 1)),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("paintFirstScript", () => {
  it("adds the page's scripts, in order and executed in order, only after the parsed document's first frame", () => {
    runLoader("loading");
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    // The frame has not been painted yet: still nothing.
    expect(added()).toEqual([]);
    frame?.(0);
    // The frame's callbacks ran; the scripts come in the task after it, once it has been painted.
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual(SOURCES.map((src) => [src, false]));
  });

  it("waits for the next frame when the document is already parsed", () => {
    runLoader("interactive");
    expect(added()).toEqual([]);
    frame?.(0);
    vi.runAllTimers();
    expect(added()).toHaveLength(SOURCES.length);
  });

  it("adds them at once on a page that is not visible, which paints no frame", () => {
    visibility = "hidden";
    runLoader("interactive");
    expect(added()).toEqual(SOURCES.map((src) => [src, false]));
    expect(requestAnimationFrame).not.toHaveBeenCalled();
  });

  it("adds them when the page is hidden while it waits for its frame, and only once", () => {
    runLoader("interactive");
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(added()).toHaveLength(SOURCES.length);
    frame?.(0);
    vi.runAllTimers();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(added()).toHaveLength(SOURCES.length);
  });

  it("cannot be closed by a source: `<` is escaped in the script's text", () => {
    const text = paintFirstScript(["/a.js?</script><script>alert(1)//"]);
    expect(text.toLowerCase()).not.toContain("</script");
    runLoader("interactive", ["/a.js?</script>"]);
    frame?.(0);
    vi.runAllTimers();
    expect(added()).toEqual([["/a.js?</script>", false]]);
  });
});
