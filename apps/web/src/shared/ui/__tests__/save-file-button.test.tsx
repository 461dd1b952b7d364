// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SaveFileButton } from "../save-file-button";

const bridge = vi.hoisted(() => ({ hasBridge: vi.fn(() => false), request: vi.fn(), bridgeErrorMessage: vi.fn(() => null) }));
vi.mock("@/shared/bridge", () => ({ ...bridge, bridgeReady: () => Promise.resolve() }));
vi.mock("@/shared/session-token", () => ({ getAccessToken: () => null }));

const FILE = { path: "certificates/abc/pdf?s=def", fileName: "배터리상태인증서-아이오닉5-2026-11-28.pdf" };
const button = (inBrowser: "print" | "download") =>
  render(<SaveFileButton label="PDF로 저장" file={FILE} inBrowser={inBrowser} statusTestId="status" />);

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  bridge.hasBridge.mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("SaveFileButton in a browser, download mode", () => {
  it("downloads the API's file under its name and says so; nothing printed", async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    button("download");
    fireEvent.click(screen.getByRole("button", { name: "PDF로 저장" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe(`${window.location.origin}/evsafe/api/certificates/abc/pdf?s=def`);
    expect(clicked[0]!.download).toBe(FILE.fileName);
    expect(await screen.findByText(`내려받기를 시작했어요 (${FILE.fileName})`)).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it("offline, says so next to the button and starts no download; online again, it does", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    online = false;
    button("download");
    fireEvent.click(screen.getByRole("button", { name: "PDF로 저장" }));
    expect(await screen.findByText("인터넷에 연결되어 있지 않아 내려받지 못했어요. 연결되면 다시 눌러 주세요.")).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    online = true;
    fireEvent.click(screen.getByRole("button", { name: "PDF로 저장" }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
  });

  it("print mode prints the page instead", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    button("print");
    fireEvent.click(screen.getByRole("button", { name: "PDF로 저장" }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
  });
});
