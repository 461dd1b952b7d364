import { SESSION_ROUTES } from "@/session-frame/routes";
import { AppLink } from "@/shared/ui/app-link";
import { monthDay, type AlertGroup } from "../grouping";
import { SeverityBadge } from "@/shared/ui/severity-badge";

/** The address of an alert's detail (Back returns to the list). */
export const alertDetailPath = (id: number) => `${SESSION_ROUTES.alerts}/${id}`;

/**
 * One entry of the list, a link to the detail of its newest alert: level (shape and label), 새 알림 while any of it is
 * unread, the title, the message's start, and for a condition reminded several times how often and since when.
 */
export function AlertEntry({ group, notice }: { group: AlertGroup; notice: boolean }) {
  const { latest, count, unreadCount } = group;
  const unread = unreadCount > 0;
  return (
    <AppLink
      href={alertDetailPath(group.id)}
      data-testid="alert-entry"
      className={`flex flex-col gap-1 rounded-xl border p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50 ${
        unread ? "border-gray-300 bg-white" : "border-gray-200 bg-gray-50"
      }`}
    >
      <span className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={latest.severity} notice={notice} />
        {unread && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread-mark">
            {unreadCount > 1 ? `새 알림 ${unreadCount}건` : "새 알림"}
          </span>
        )}
        <span className="ml-auto text-xs text-gray-600">{monthDay(group.lastDay)}</span>
      </span>
      <span className={`break-keep text-base ${unread ? "font-bold text-gray-900" : "font-medium text-gray-700"}`}>{latest.title}</span>
      <span className="line-clamp-2 break-keep text-sm text-gray-600">{latest.message}</span>
      {count > 1 && (
        <span className="text-xs font-semibold text-gray-700" data-testid="reminders">
          같은 상태 {count}회 알림 · 처음 {monthDay(group.firstDay)} · 마지막 {monthDay(group.lastDay)}
        </span>
      )}
    </AppLink>
  );
}
