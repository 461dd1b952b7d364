import { useIsOnline } from "@/shared/offline/online-status";

/**
 * The offline banner of every screen (docs/offline.md): shown while the browser says it is offline. It takes no
 * taps (pointer-events none) and sits above the tab bar, so it never covers a control's target; screens refresh
 * themselves when the connection returns (SWR's revalidate on reconnect).
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="pointer-events-none fixed inset-x-0 z-40 flex justify-center px-4"
      style={{ bottom: "calc(env(safe-area-inset-bottom, 0px) + 5.5rem)" }}
    >
      <p className="rounded-full bg-gray-900/90 px-4 py-2 text-center text-sm font-semibold text-white shadow-lg">
        인터넷에 연결되어 있지 않아요 · 연결되면 자동으로 새로 고쳐요
      </p>
    </div>
  );
}
