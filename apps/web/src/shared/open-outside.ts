/**
 * Opens an outside link (a board answer's link, a courier's tracking page): through the shell's `link.open` in the
 * app, in a new tab without access to this page in a browser or a shell too old for it.
 */
export async function openOutside(url: string): Promise<void> {
  const bridge = await import("@/shared/bridge");
  await bridge.bridgeReady();
  if (bridge.hasBridge() && bridge.isOpenableUrl(url, window.location.origin)) {
    try {
      await bridge.request("link.open", { url });
      return;
    } catch {
      // An old shell without link.open: the browser's way below.
    }
  }
  window.open(url, "_blank", "noopener,noreferrer");
}
