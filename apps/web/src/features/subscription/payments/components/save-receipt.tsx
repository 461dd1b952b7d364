import { SaveFileButton } from "@/shared/ui/save-file-button";
import { receiptFileName } from "../api";

/**
 * 영수증 저장·인쇄: in the app the receipt file (`kg/stlm/{id}/receipt/file`, one HTML page) is saved on the phone; in
 * a browser the page prints, with only the receipt (its print styles leave out everything else).
 */
export function SaveReceipt({ tradeId }: { tradeId: string }) {
  return (
    <SaveFileButton
      label="영수증 저장·인쇄"
      file={{ path: `kg/stlm/${encodeURIComponent(tradeId)}/receipt/file`, fileName: receiptFileName(tradeId) }}
      statusTestId="save-receipt-status"
      className="print:hidden"
    />
  );
}
