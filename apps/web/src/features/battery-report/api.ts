import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { BatteryReport, calls, CreateShareBody, ReportShare, Result } from "@evsafe/contract";
import { callWithPolicy } from "@/shared/api-client";
import { useScreenData } from "@/shared/screen-data";

export type { BatteryReport, ReportShare };
export type ReportShares = Result<(typeof calls)["getReportShares"]>;

/** `YYYY-MM` from the address, or null (the current month). */
export function monthOf(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : null;
}

/** GET safe-data/report: the month's report (the current month without one). */
export const useReport = (month: string | null) => useScreenData("getBatteryReport", month ? { query: { month } } : {});

/** GET safe-data/report/shares: the member's certificates, newest first. */
export const useShares = () => useScreenData("getReportShares");

/** Issue and revoke certificates; each revalidates the list wherever it is cached. */
export function useShareActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate((key) => Array.isArray(key) && key[0] === "getReportShares"), [mutate]);
  return {
    create: async (body: CreateShareBody) => {
      const share = await callWithPolicy("postReportShare", { body });
      await refresh();
      return share;
    },
    revoke: async (id: string) => {
      const share = await callWithPolicy("deleteReportShare", { params: { id } });
      await refresh();
      return share;
    },
  };
}
