import { useState } from "react";
import { apiBase } from "@/shared/api-base";
import { getAccessToken } from "@/shared/session-token";
import { Button } from "./button";

type SaveState =
  | { phase: "idle" }
  | { phase: "saving" }
  | { phase: "saved"; fileName: string }
  | { phase: "downloaded"; fileName: string }
  | { phase: "failed"; message: string };

export interface SaveFileButtonProps {
  /** The button's text while idle ("영수증 저장·인쇄"). */
  label: string;
  /** The API file to save in the app: its path under `/{product}/api` and the file name the phone keeps. */
  file: { path: string; fileName: string };
  /** `data-testid` of the status line (saved, or the shell's refusal). */
  statusTestId: string;
  /** In a browser: print the page (its print styles make the document), or download the API's file itself. */
  inBrowser?: "print" | "download";
  className?: string;
}

/**
 * Save or print a document: in the app, the shell saves the API's file through the bridge's file.download with
 * the member's token; in a browser, the page prints (its print styles leave out the buttons and the tab bar, and the
 * print dialog's "PDF로 저장" saves it), or the browser downloads the file. The status line says where the file went
 * or why the shell refused.
 */
export function SaveFileButton({ label, file, statusTestId, inBrowser = "print", className = "" }: SaveFileButtonProps) {
  const [state, setState] = useState<SaveState>({ phase: "idle" });
  const save = async () => {
    if (state.phase === "saving") return;
    const bridge = await import("@/shared/bridge");
    await bridge.bridgeReady();
    const url = new URL(`${await apiBase()}/${file.path}`, window.location.origin).href;
    if (!bridge.hasBridge()) {
      if (inBrowser === "print") {
        window.print();
        return;
      }
      // Offline the browser would only list a failed download somewhere the member may never look.
      if (!navigator.onLine) {
        setState({ phase: "failed", message: "인터넷에 연결되어 있지 않아 내려받지 못했어요. 연결되면 다시 눌러 주세요." });
        return;
      }
      // The browser's own download: a public file (no token to send), same origin, so `download` names it.
      const a = document.createElement("a");
      a.href = url;
      a.download = file.fileName;
      a.click();
      setState({ phase: "downloaded", fileName: file.fileName });
      return;
    }
    setState({ phase: "saving" });
    const token = getAccessToken();
    try {
      const answer = await bridge.request("file.download", {
        url,
        fileName: file.fileName,
        ...(token ? { headers: { authorization: `Bearer ${token}`, token } } : {}),
      });
      setState(answer.saved ? { phase: "saved", fileName: file.fileName } : { phase: "idle" });
    } catch (err) {
      const message = bridge.bridgeErrorMessage(err);
      setState(message ? { phase: "failed", message } : { phase: "idle" });
    }
  };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Button variant="secondary" onClick={() => void save()} disabled={state.phase === "saving"} aria-busy={state.phase === "saving"}>
        {state.phase === "saving" ? "저장하는 중" : label}
      </Button>
      <p role="status" className="min-h-5 text-center text-sm" data-testid={statusTestId}>
        {state.phase === "saved" && <span className="text-gray-700">휴대폰에 저장했어요 ({state.fileName})</span>}
        {state.phase === "downloaded" && <span className="text-gray-700">내려받기를 시작했어요 ({state.fileName})</span>}
        {state.phase === "failed" && <span className="text-red-700">{state.message}</span>}
      </p>
    </div>
  );
}
