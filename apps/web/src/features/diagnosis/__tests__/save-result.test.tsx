// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { DiagnosisResult } from "@evsafe/contract";
import { SaveResult } from "../components/save-result";

const bridge = vi.hoisted(() => ({
  hasBridge: vi.fn(() => true),
  request: vi.fn(),
  bridgeErrorMessage: vi.fn(() => "앱을 최신 버전으로 업데이트해 주세요."),
}));
vi.mock("@/shared/bridge", () => ({ ...bridge, bridgeReady: () => Promise.resolve() }));
vi.mock("@/shared/session-token", () => ({ getAccessToken: () => "access-token-1" }));

const RESULT = { diagnosisId: 42, diagnosisDate: "2026-11-23" } as DiagnosisResult;

beforeEach(() => {
  bridge.hasBridge.mockReturnValue(true);
  bridge.request.mockReset();
});
afterEach(cleanup);

describe("saving a result", () => {
  it("in the app: the shell downloads the report of this diagnosis with the member's token, then says where it went", async () => {
    let answer!: (v: { saved: boolean }) => void;
    bridge.request.mockReturnValueOnce(new Promise((r) => (answer = r)));
    render(<SaveResult result={RESULT} />);
    const button = screen.getByRole("button", { name: "결과 저장·인쇄하기" });
    fireEvent.click(button);
    await waitFor(() => expect(bridge.request).toHaveBeenCalledOnce());
    expect(bridge.request).toHaveBeenCalledWith("file.download", {
      url: `${window.location.origin}/evsafe/api/safe-diagnosis/result/report?id=42`,
      fileName: "배터리진단결과-2026-11-23.html",
      headers: { authorization: "Bearer access-token-1", token: "access-token-1" },
    });
    // No second download while the first runs.
    expect(screen.getByRole("button", { name: "저장하는 중" })).toBeDisabled();
    answer({ saved: true });
    expect(await screen.findByText("휴대폰에 저장했어요 (배터리진단결과-2026-11-23.html)")).toBeInTheDocument();
  });

  it("in the app, a failed download says why, and the button works again", async () => {
    bridge.request.mockRejectedValueOnce(new Error("unsupported"));
    render(<SaveResult result={RESULT} />);
    fireEvent.click(screen.getByRole("button", { name: "결과 저장·인쇄하기" }));
    expect(await screen.findByText("앱을 최신 버전으로 업데이트해 주세요.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "결과 저장·인쇄하기" })).toBeEnabled();
  });

  it("in a browser: the printable page, no download", async () => {
    bridge.hasBridge.mockReturnValue(false);
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    render(<SaveResult result={RESULT} />);
    fireEvent.click(screen.getByRole("button", { name: "결과 저장·인쇄하기" }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(bridge.request).not.toHaveBeenCalled();
  });
});
