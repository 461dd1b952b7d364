import type { ReactNode } from "react";
import { formatNumber } from "@/shared/format-number";

/** A titled card of /service (이용 정보, 결제, 서비스 해지). */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 text-sm leading-relaxed text-gray-700">
      <h2 id={id} className="mb-2 text-base font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One label and value of a card's list; the value wraps under the label when both do not fit (large text). */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-2">
      <dt className="shrink-0 text-gray-500">{label}</dt>
      <dd className="ml-auto min-w-0 break-keep text-right text-gray-900">{children}</dd>
    </div>
  );
}

export const won = (amount: number) => `${formatNumber(amount, 0)}원`;
