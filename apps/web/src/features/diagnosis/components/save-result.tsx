import { useState } from "react";
import type { DiagnosisResult } from "@evsafe/contract";
import { apiBase } from "@/shared/api-base";
import { getAccessToken } from "@/shared/session-token";
import { Button } from "@/shared/ui/button";

type SaveState = { phase: "idle" } | { phase: "saving" } | { phase: "saved"; fileName: string } | { phase: "failed"; message: string };

/** The report's file name: `배터리진단결과-2026-11-23.html`. */
export const reportFileName = (r: Pick<DiagnosisResult, "diagnosisDate">) => `배터리진단결과-${r.diagnosisDate}.html`;

/**
 * 결과 저장·인쇄하기: in the app, the shell saves the result's report (`safe-diagnosis/result/report`, one HTML
 * file a driver can keep or show at a service centre) through the bridge's file.download; in a browser, the page
 * prints (its print styles leave out the buttons and the tab bar), which also saves it as a PDF.
 */
export function SaveResult({ result }: { result: DiagnosisResult }) {
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
    const fileName = reportFileName(result);
    const url = new URL(`${await apiBase()}/safe-diagnosis/result/report?id=${result.diagnosisId}`, window.location.origin).href;
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
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={() => void save()} disabled={state.phase === "saving"} aria-busy={state.phase === "saving"}>
        {state.phase === "saving" ? "저장하는 중" : "결과 저장·인쇄하기"}
      </Button>
      <p role="status" className="min-h-5 text-center text-sm" data-testid="save-result-status">
        {state.phase === "saved" && <span className="text-gray-700">휴대폰에 저장했어요 ({state.fileName})</span>}
        {state.phase === "failed" && <span className="text-red-700">{state.message}</span>}
      </p>
    </div>
  );
}
