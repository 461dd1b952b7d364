// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiFrom, renderWithSwr } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-client";
import { resetAppState, setAppState } from "@/shared/app-state";
import { FlickerSetting } from "../components/flicker-setting";
import { AppVersionSetting } from "../components/app-version-setting";
import { TermsList } from "../components/terms-list";
import { WEB_VERSION } from "../open-source";

const mocks = vi.hoisted(() => ({ api: vi.fn(), openStore: vi.fn(async () => undefined) }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/shared/version-check", () => ({ openStore: mocks.openStore }));

beforeEach(() => {
  mocks.api.mockReset();
  mocks.openStore.mockClear();
  resetAppState();
});
afterEach(cleanup);

describe("FlickerSetting", () => {
  it("ticks the member's period and saves a new one, then re-reads the key the home screen uses", async () => {
    const answers = { getMainFlicker: { flickerPeriod: 10 }, putMainFlicker: { flickerPeriod: 999 } };
    mocks.api.mockImplementation(apiFrom(answers));
    renderWithSwr(<FlickerSetting />);
    expect(((await screen.findByRole("radio", { name: "10초" })) as HTMLInputElement).checked).toBe(true);
    answers.getMainFlicker = { flickerPeriod: 999 };
    fireEvent.click(screen.getByRole("radio", { name: "계속 깜빡임" }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith("putMainFlicker", { body: { flickerPeriod: 999 } }));
    await waitFor(() => expect(mocks.api.mock.calls.filter(([name]) => name === "getMainFlicker")).toHaveLength(2));
    expect((screen.getByRole("radio", { name: "계속 깜빡임" }) as HTMLInputElement).checked).toBe(true);
  });

  it("a failed save puts the tick back and says why", async () => {
    mocks.api.mockImplementation(
      apiFrom({
        getMainFlicker: { flickerPeriod: 30 },
        putMainFlicker: new ApiRequestError(500, "INTERNAL_ERROR", "일시적인 오류입니다. 잠시 후 다시 시도해 주세요."),
      }),
    );
    renderWithSwr(<FlickerSetting />);
    fireEvent.click(await screen.findByRole("radio", { name: "5초" }));
    expect((await screen.findByRole("alert")).textContent).toBe("일시적인 오류입니다. 잠시 후 다시 시도해 주세요.");
    expect((screen.getByRole("radio", { name: "30초" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "5초" }) as HTMLInputElement).checked).toBe(false);
  });
});

describe("TermsList", () => {
  it("lists the terms in effect, each linking to its text", async () => {
    mocks.api.mockImplementation(
      apiFrom({
        getAgreeList: [
          {
            agreeId: 3,
            termsCd: "privacy-policy",
            title: "개인정보 수집·이용 동의",
            required: true,
            version: "1.1",
            effectiveDate: "2026-03-01",
            contents: "",
            agreed: true,
            agreedAt: null,
          },
        ],
      }),
    );
    renderWithSwr(<TermsList />);
    const link = await screen.findByRole("link", { name: /개인정보 수집·이용 동의/ });
    expect(link.getAttribute("href")).toBe("/signup/term/privacy-policy");
    expect(link.textContent).toContain("버전 1.1 · 시행일 2026년 3월 1일");
  });
});

describe("AppVersionSetting", () => {
  it("in a browser, the web build's version and no update", () => {
    renderWithSwr(<AppVersionSetting />);
    expect(screen.getByTestId("settings-version").textContent).toContain(`웹 버전${WEB_VERSION}`);
    expect(screen.queryByRole("button", { name: "업데이트" })).toBeNull();
  });

  it("in the app with a newer release, 업데이트 opens the store through the version check", async () => {
    setAppState({ version: "1.3.0", apiVersion: "1.3.1", isUpdate: true, platform: "iOS" });
    renderWithSwr(<AppVersionSetting />);
    expect(screen.getByTestId("settings-version").textContent).toContain("앱 버전1.3.0");
    expect(screen.getByText("새 버전 1.3.1이 나왔어요.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "업데이트" }));
    await waitFor(() => expect(mocks.openStore).toHaveBeenCalledWith("iOS"));
  });
});
