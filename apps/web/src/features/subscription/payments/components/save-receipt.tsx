import { useState } from "react";
import { apiBase } from "@/shared/api-base";
import { getAccessToken } from "@/shared/session-token";
import { Button } from "@/shared/ui/button";
import { receiptFileName } from "../api";

type SaveState = { phase: "idle" } | { phase: "saving" } | { phase: "saved"; fileName: string } | { phase: "failed"; message: string };

/**
 * 영수증 저장·인쇄: in the app, the shell saves the receipt file (`kg/stlm/{id}/receipt/file`, one HTML page) through
 * the bridge's file.download with the member's token; in a browser, the page prints (the print styles leave out
 * everything but the receipt), and the print dialog's "PDF로 저장" saves it.
 */
export function SaveReceipt({ tradeId }: { tradeId: string }) {
  const [state, setState] = useState<SaveState>({ phase: "idle" });
  const save = async () => {
    if (state.phase === "saving") return;
    const bridge = await import("@/shared/bridge");
    await bridge.bridgeReady();
    if (!bridge.hasBridge()) {
      window.print();
      return;
    }
    setState({ phase: "saving" });
    const fileName = receiptFileName(tradeId);
    const url = new URL(`${await apiBase()}/kg/stlm/${encodeURIComponent(tradeId)}/receipt/file`, window.location.origin).href;
    const token = getAccessToken();
    try {
      const answer = await bridge.request("file.download", {
        url,
        fileName,
        ...(token ? { headers: { authorization: `Bearer ${token}`, token } } : {}),
      });
      setState(answer.saved ? { phase: "saved", fileName } : { phase: "idle" });
    } catch (err) {
      const message = bridge.bridgeErrorMessage(err);
      setState(message ? { phase: "failed", message } : { phase: "idle" });
    }
  };
  return (
    <div className="flex flex-col gap-1 print:hidden">
      <Button variant="secondary" onClick={() => void save()} disabled={state.phase === "saving"} aria-busy={state.phase === "saving"}>
        {state.phase === "saving" ? "저장하는 중" : "영수증 저장·인쇄"}
      </Button>
      <p role="status" className="min-h-5 text-center text-sm" data-testid="save-receipt-status">
        {state.phase === "saved" && <span className="text-gray-700">휴대폰에 저장했어요 ({state.fileName})</span>}
        {state.phase === "failed" && <span className="text-red-700">{state.message}</span>}
      </p>
    </div>
  );
}
