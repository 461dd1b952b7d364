import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import type { AlimItem, MainInfo } from "@evsafe/contract";
import { SESSION_ROUTES } from "@/session-frame";
import { AppLink } from "@/shared/ui/app-link";
import { severityLabel, severityStyle } from "@/shared/ui/severity";
import { useHomeRead } from "../api";

/** The most severe unread alert, the newest of equals (the list comes newest first). */
export function mostSevereUnread(items: readonly AlimItem[]): AlimItem | null {
  let worst: AlimItem | null = null;
  for (const item of items) if (!item.read && (!worst || item.severity > worst.severity)) worst = item;
  return worst;
}

/** The unread alerts as one tappable entry to the alert list, headed by the most severe unread safety alert. */
export function UnreadAlerts({ info }: { info: MainInfo }) {
  // The first page, newest first: the key the server's first render filled.
  const { data } = useHomeRead("getAlim", info.unreadSafetyAlimCount > 0);
  const worst = data ? mostSevereUnread(data.items) : null;
  if (info.unreadAlimCount === 0) {
    return (
      <AppLink
        href={SESSION_ROUTES.alerts}
        className="flex min-h-12 items-center justify-between rounded-xl bg-gray-50 px-4 text-sm text-gray-700"
      >
        새 알림이 없어요.<span className="text-xs font-semibold text-gray-600">알림함</span>
      </AppLink>
    );
  }
  const style = severityStyle(worst?.severity ?? ALERT_SEVERITY.CAUTION);
  return (
    <AppLink
      href={SESSION_ROUTES.alerts}
      className={`flex min-h-12 flex-col gap-1 rounded-xl px-4 py-3 ${worst ? style.bg : "bg-gray-50"}`}
      data-testid="unread-alerts"
    >
      <span className="text-sm text-gray-900">
        확인하지 않은 알림 <strong>{info.unreadAlimCount}건</strong>
        {info.unreadSafetyAlimCount > 0 && ` (안전 알림 ${info.unreadSafetyAlimCount}건)`}
      </span>
      {worst && (
        <span className="text-sm font-semibold text-gray-900" data-testid="worst-alert">
          <span className={style.text}>[{severityLabel(worst.severity)}]</span> {worst.title}
        </span>
      )}
    </AppLink>
  );
}
