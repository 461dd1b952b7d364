import { INQUIRY_STATUS } from "@evsafe/contract/constants/account";
import type { InquiryStatus } from "../../params";

/** The inquiry's status in words and colour (never colour alone). */
export function StatusBadge({ status, name }: { status: InquiryStatus; name: string }) {
  const tone =
    status === INQUIRY_STATUS.ANSWERED
      ? "bg-green-50 text-green-800"
      : status === INQUIRY_STATUS.PROCESSING
        ? "bg-amber-50 text-amber-900"
        : "bg-gray-100 text-gray-800";
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`} data-testid="inquiry-status">
      {name}
    </span>
  );
}
