/**
 * The shell's one way to wait for an idle moment (docs/performance.md): requestIdleCallback,
 * at most `timeout` later; a plain timer of `fallbackDelay` where the browser has none (Safari, WKWebView). Used for
 * work a screen needs soon but not for its first paint: Pretendard, the modal's code, the
 * pages its links lead to, the activity report. Returns a cancel function.
 */
export interface IdleOptions {
  /** Upper bound of the wait for an idle moment, so a busy page still gets the work done. */
  timeout: number;
  /** Without requestIdleCallback: the task runs this long after it was asked for. */
  fallbackDelay: number;
}

export function whenIdle(task: () => void, { timeout, fallbackDelay }: IdleOptions, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === "function") {
    const id = win.requestIdleCallback(() => task(), { timeout });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(task, fallbackDelay);
  return () => win.clearTimeout(id);
}
