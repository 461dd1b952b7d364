import { useCallback } from "react";
import { useSWRConfig } from "swr";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import type { AlimItem, CallName, calls, Result } from "@evsafe/contract";
import type { ApiRequestError } from "@/shared/api-error";
import { apiKey, fetcher, useApi } from "@/shared/fetcher";
import { useScreenData } from "@/shared/screen-data";

/** Alerts per page of the list (the API's `size`; 더 보기 loads the next page). */
export const ALERT_PAGE_SIZE = 10;

export type AlertListCall = Extract<CallName, "getAlim" | "getAlimGeneral">;
type AlimPage = Result<(typeof calls)["getAlim"]>;

/** The reads an alert's read mark changes: /home's unread counts and every alert list. */
const READS_WITH_READ_MARKS: ReadonlySet<string> = new Set<CallName>(["getMainInfo", "getAlim", "getAlimGeneral"]);

/** The key of an alert list's pages: page by page until the last one (`useSWRInfinite`). */
const pageKey =
  (call: AlertListCall) =>
  (index: number, previous: AlimPage | null): ReturnType<typeof apiKey<AlertListCall>> | null =>
    previous && index >= previous.totalPages ? null : apiKey(call, { query: { page: index + 1, size: ALERT_PAGE_SIZE } });
const ALERT_LISTS: readonly AlertListCall[] = ["getAlim", "getAlimGeneral"];

/**
 * Revalidates main/info and the alert lists after a read mark, wherever they are cached (the app's own SWR cache,
 * hence `useSWRConfig().mutate`), so /home's count drops and the list shows the alert read when the driver goes back.
 * The lists are named by their infinite keys (a key filter skips those): a list not on screen then reads afresh when it
 * mounts again, however soon.
 */
export function useRevalidateReadMarks(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate((key) => Array.isArray(key) && READS_WITH_READ_MARKS.has(key[0] as string)),
        ...ALERT_LISTS.map((call) => mutate(unstable_serialize(pageKey(call)))),
      ]),
    [mutate],
  );
}

/**
 * One alert list, newest first, a page at a time (`page`/`size`): the pages loaded so far (all revalidated
 * together, so a read mark on page 2 shows too), whether there are more, and the states `<AsyncContent>` takes.
 */
export function useAlertPages(call: AlertListCall) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<AlimPage, ApiRequestError>(
    pageKey(call),
    fetcher as (key: ReturnType<typeof apiKey<AlertListCall>>) => Promise<AlimPage>,
    { revalidateAll: true },
  );
  const pages = data ?? [];
  const last = pages.at(-1);
  const items: AlimItem[] = pages.flatMap((p) => p.items);
  return {
    state: {
      data: data === undefined ? undefined : items,
      error,
      isLoading: isLoading && data === undefined,
      retry: () => void mutate(),
    },
    unreadCount: pages[0]?.unreadCount ?? 0,
    totalCount: pages[0]?.totalCount ?? 0,
    hasMore: last !== undefined && last.page < last.totalPages,
    /** A next page was asked for and has not come yet. */
    isLoadingMore: isValidating && size > pages.length,
    /** Loading the next page failed (the pages so far stay on screen). */
    moreFailed: error !== undefined && data !== undefined,
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}

/**
 * An alert, read through its read mark (`PUT alim/{id}/read`, idempotent: it answers the alert, marked read). Opening
 * the detail is what marks it, so the mark is the detail's read; not revalidated on focus or reconnect.
 */
export function useAlertOpened(id: number | null) {
  return useScreenData("putAlimRead", id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** How far back an alert's detail looks for earlier reminders of the same condition (one page, the API's largest). */
const REMINDER_WINDOW = { query: { page: 1, size: 100 } } as const;
/** The latest alerts an alert's reminders are grouped from, read when `when` (a safety alert of a metric). */
export const useRecentSafetyAlerts = (when: boolean) => useApi("getAlim", when ? REMINDER_WINDOW : null);

/** main/info (the car's brand for the service-centre call), read only with service access. */
export const useCarOfAlert = (access: boolean) => useApi("getMainInfo", access ? {} : null);

/** The latest day's safety score (the metric today), read only with service access. */
export const useScoreToday = (access: boolean) => useApi("getSdsResultScore", access ? {} : null);

/** The member's alert settings (alim/config). */
export const useAlimConfig = () => useScreenData("getAlimConfig");
