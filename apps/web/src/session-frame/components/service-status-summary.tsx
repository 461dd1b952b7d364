import { lazy } from "react";
import type { MyServiceStatus } from "@evsafe/contract";
import { formatDaysLeft, formatKoreanDate } from "@/shared/format";
import { AfterHydration } from "@/shared/after-hydration";
import { serviceStatusLabel, serviceViewOf } from "../service-view";

const BADGE: Record<ReturnType<typeof serviceViewOf>, string> = {
  "not-joined": "bg-gray-100 text-gray-700",
  applying: "bg-blue-50 text-blue-700",
  "in-use": "bg-brand-50 text-brand-700",
  "cancel-requested": "bg-amber-50 text-amber-800",
  ended: "bg-gray-100 text-gray-600",
};

// The B2B edition names the company that provides the service. The edition is a build-time literal, so the
// consumer build drops this and its chunk (first-load JS of /home and /menu).
const CompanyName = process.env.NEXT_PUBLIC_EDITION === "b2b" ? lazy(() => import("./company-name")) : null;

/** Who is signed in and the subscription in one line: `김민준님 · 이용중 · 2027년 9월 18일까지`. */
export function ServiceStatusSummary({ userName, status }: { userName: string | null; status: MyServiceStatus }) {
  const view = serviceViewOf(status);
  const end = status.serviceExpirationDate;
  const showEnd = end && (view === "in-use" || view === "cancel-requested");
  const daysLeft = view === "in-use" || view === "cancel-requested" ? formatDaysLeft(status.daysLeft) : null;
  return (
    <section aria-label="내 서비스 상태" className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="service-status-summary">
      <p className="text-base font-semibold text-gray-900">{userName ? `${userName}님` : "회원님"}</p>
      <p className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE[view]}`}>
        <span className="sr-only">서비스 상태: </span>
        {serviceStatusLabel(status)}
      </p>
      {CompanyName && (
        <AfterHydration>
          <CompanyName />
        </AfterHydration>
      )}
      {showEnd && (
        <p className="w-full text-xs text-gray-500">
          이용 기간 <time dateTime={end}>{formatKoreanDate(end)}</time>까지{daysLeft && ` · ${daysLeft}`}
        </p>
      )}
    </section>
  );
}
