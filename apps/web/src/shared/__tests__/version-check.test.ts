// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppState, useAppState } from "../app-state";
import { resetBridge } from "../bridge/client";
import { browserLikePostMessage } from "../bridge/__tests__/browser-post-message";
import { installShellSimulator, type ShellController, type ShellScript } from "../bridge/simulator";
import { EDITIONS, driverCanCancel, driverPays, parseEdition, storeLinks } from "../editions";
import {
  checkAppVersion,
  compareVersions,
  parseVersion,
  runVersionCheck,
  startVersionCheck,
  UPDATE_DIALOGS,
  VERSION_RECHECK_INTERVAL_MS,
  type AppVersionInfo,
  type OpenModal,
} from "../version-check";

describe("compareVersions (SPEC §5)", () => {
  it.each([
    ["2.0.0", "1.9.9", true, true],
    ["1.3.0", "1.2.4", true, true],
    ["1.2.5", "1.2.4", false, true],
    ["1.2.4", "1.2.4", false, false],
    ["1.2.3", "1.2.4", false, false],
    ["1.10.0", "1.9.9", true, true],
    ["1.9.10", "1.9.9", false, true],
    // server behind on major: never "ahead on minor"
    ["1.5.0", "2.0.0", false, false],
    ["1.2.9", "1.3.0", false, false],
    [" 1.3.0 ", "1.2.0", true, true],
  ])("server %s vs installed %s → force %s, isUpdate %s", (server, installed, force, isUpdate) => {
    expect(compareVersions(server, installed)).toEqual({ force, isUpdate });
  });

  it.each([
    ["", "1.2.3"],
    ["1", "1.2.3"],
    ["1.2", "1.0.0"],
    ["1.2.x", "1.0.0"],
    [null, "1.0.0"],
    ["v1.2.3", "1.0.0"],
    ["1.2.3-beta", "1.0.0"],
    [undefined, "1.0.0"],
    [123, "1.0.0"],
    ["9.9.9", ""],
    ["9.9.9", "v1.0.0"],
    ["9.9.9", null],
    ["1..2", "1.0.0"],
    ["9999999999.0.0", "1.0.0"],
  ])("malformed %j vs %j never throws and means no update", (server, installed) => {
    expect(() => compareVersions(server, installed)).not.toThrow();
    expect(compareVersions(server, installed)).toEqual({ force: false, isUpdate: false });
  });

  it("parses only N.N.N", () => {
    expect(parseVersion("1.20.300")).toEqual([1, 20, 300]);
    expect(parseVersion("1.2.3.4")).toBeNull();
    expect(parseVersion({})).toBeNull();
  });
});

describe("editions", () => {
  it("defaults to consumer and refuses an unknown edition with a clear message", () => {
    expect(parseEdition(undefined)).toBe("consumer");
    expect(parseEdition("")).toBe("consumer");
    expect(parseEdition("b2b")).toBe("b2b");
    expect(() => parseEdition("enterprise")).toThrow(/NEXT_PUBLIC_EDITION/);
    expect(() => parseEdition("toString")).toThrow(/NEXT_PUBLIC_EDITION/);
    expect(storeLinks).toBe(EDITIONS.consumer.storeLinks);
  });

  it("has an https store link for both platforms in every edition", () => {
    for (const e of Object.values(EDITIONS)) {
      expect(e.storeLinks.AOS).toMatch(/^https:\/\/play\.google\.com\//);
      expect(e.storeLinks.iOS).toMatch(/^https:\/\/apps\.apple\.com\//);
    }
  });

  it("lets the consumer driver pay and cancel, and the B2B driver neither (the company does)", () => {
    expect(EDITIONS.consumer).toMatchObject({ driverPays: true, driverCanCancel: true });
    expect(EDITIONS.b2b).toMatchObject({ driverPays: false, driverCanCancel: false });
    expect(driverPays).toBe(true);
    expect(driverCanCancel).toBe(true);
  });
});

describe("checkAppVersion and the update dialog", () => {
  let sim: ShellController | undefined;
  const versions = (appAosVer: string, appIosVer = "1.3.1") => vi.fn(async (): Promise<AppVersionInfo> => ({ appAosVer, appIosVer }));
  const shell = (script: ShellScript) => {
    sim = installShellSimulator(script);
    return sim;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    browserLikePostMessage();
  });
  afterEach(() => {
    sim?.uninstall();
    sim = undefined;
    resetBridge();
    resetAppState();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Runs a promise to completion under fake timers. */
  async function settle<T>(p: Promise<T>): Promise<T> {
    await vi.advanceTimersByTimeAsync(1_000);
    return p;
  }

  it("in a plain browser there is nothing to check and no dialog", async () => {
    const openModal = vi.fn<OpenModal>();
    const fetchAppVersion = versions("9.0.0");
    expect(await settle(runVersionCheck({ openModal, fetchAppVersion }))).toEqual({ status: "no-bridge" });
    expect(openModal).not.toHaveBeenCalled();
    expect(fetchAppVersion).not.toHaveBeenCalled();
  });

  it("records {version, apiVersion, isUpdate} and the shell's platform and status bar", async () => {
    shell({ platform: "AOS", version: "1.2.4", statusBarHeight: 60 });
    const result = await settle(checkAppVersion({ fetchAppVersion: versions("1.2.5") }));
    expect(result).toEqual({ status: "checked", platform: "AOS", version: "1.2.4", apiVersion: "1.2.5", force: false, isUpdate: true });
    expect(useAppState.getState()).toEqual({
      version: "1.2.4",
      apiVersion: "1.2.5",
      isUpdate: true,
      force: false,
      platform: "AOS",
      statusBarHeight: 60,
    });
  });

  it("compares iOS with appIosVer", async () => {
    shell({ platform: "iOS", version: "1.3.1" });
    const result = await settle(checkAppVersion({ fetchAppVersion: versions("9.0.0", "1.3.1") }));
    expect(result).toMatchObject({ status: "checked", apiVersion: "1.3.1", force: false, isUpdate: false });
  });

  it("forced update: a modal that only its '업데이트' button closes, opening the store through link.open, then coming back", async () => {
    const log = shell({ platform: "AOS", version: "1.2.4" }).log;
    const openModal = vi.fn<OpenModal>();
    await settle(runVersionCheck({ openModal, fetchAppVersion: versions("1.3.0") }));
    expect(openModal).toHaveBeenCalledTimes(1);
    const modal = openModal.mock.calls[0]?.[0];
    expect(modal).toMatchObject({ type: "alert", force: true, yes: "업데이트", title: UPDATE_DIALOGS.force.title });
    expect(useAppState.getState()).toMatchObject({ force: true, isUpdate: true });

    modal?.handleEvent?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.filter((e) => e.type === "link.open").map((e) => e.payload)).toEqual([{ url: storeLinks.AOS }]);
    expect(openModal).toHaveBeenCalledTimes(2);
    expect(openModal.mock.calls[1]?.[0]).toMatchObject({ force: true, yes: "업데이트" });
  });

  it("opens the iOS store link on iPhone", async () => {
    const log = shell({ platform: "iOS", version: "1.2.0" }).log;
    const openModal = vi.fn<OpenModal>();
    await settle(runVersionCheck({ openModal, fetchAppVersion: versions("1.0.0", "2.0.0") }));
    openModal.mock.calls[0]?.[0].handleEvent?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.find((e) => e.type === "link.open")?.payload).toEqual({ url: storeLinks.iOS });
  });

  it("optional update: no dialog unless asked for, then a dismissible one", async () => {
    shell({ platform: "AOS", version: "1.3.0" });
    const openModal = vi.fn<OpenModal>();
    await settle(runVersionCheck({ openModal, fetchAppVersion: versions("1.3.2") }));
    expect(openModal).not.toHaveBeenCalled();
    expect(useAppState.getState().isUpdate).toBe(true);

    await settle(runVersionCheck({ openModal, fetchAppVersion: versions("1.3.2"), promptOptional: true }));
    expect(openModal).toHaveBeenCalledWith(expect.objectContaining({ type: "confirm", yes: "업데이트", no: "다음에" }));
    expect(openModal.mock.calls[0]?.[0].force).toBeFalsy();
  });

  it("a shell that does not know app.info must be updated", async () => {
    shell({ platform: "AOS", answers: { "app.info": { ok: false, error: { code: "UNSUPPORTED", message: "" } } } });
    const openModal = vi.fn<OpenModal>();
    expect(await settle(runVersionCheck({ openModal, fetchAppVersion: versions("1.3.0") }))).toEqual({
      status: "outdated-shell",
      platform: "AOS",
    });
    expect(openModal).toHaveBeenCalledWith(
      expect.objectContaining({ force: true, yes: "업데이트", message: "앱을 최신 버전으로 업데이트한 후 이용해 주세요." }),
    );
  });

  it("a silent shell or a failing API is logged, never a dialog", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shell({ answers: { "app.info": { noAnswer: true } } });
    const openModal = vi.fn<OpenModal>();
    const pending = runVersionCheck({ openModal, fetchAppVersion: versions("9.0.0") });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toMatchObject({ status: "failed", error: expect.objectContaining({ code: "TIMEOUT" }) });

    sim?.setAnswer("app.info", undefined);
    const failing = vi.fn(async (): Promise<AppVersionInfo> => {
      throw new Error("502");
    });
    expect(await settle(runVersionCheck({ openModal, fetchAppVersion: failing }))).toMatchObject({ status: "failed" });
    expect(openModal).not.toHaveBeenCalled();
    expect(useAppState.getState().version).toBe("1.3.1");
  });

  it("a malformed version from the server is skipped, never a crash or a dialog", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shell({ version: "1.0.0" });
    const openModal = vi.fn<OpenModal>();
    expect(await settle(runVersionCheck({ openModal, fetchAppVersion: versions("v2.0.0") }))).toMatchObject({
      status: "checked",
      force: false,
      isUpdate: false,
    });
    expect(openModal).not.toHaveBeenCalled();
  });

  it("re-checks on app.foreground at most every VERSION_RECHECK_INTERVAL_MS", async () => {
    const s = shell({ version: "1.3.0" });
    const fetchAppVersion = versions("1.3.0");
    const openModal = vi.fn<OpenModal>();
    const stop = startVersionCheck({ openModal, fetchAppVersion });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchAppVersion).toHaveBeenCalledTimes(1);
    s.emit("app.foreground");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchAppVersion).toHaveBeenCalledTimes(1);

    fetchAppVersion.mockResolvedValue({ appAosVer: "2.0.0", appIosVer: "2.0.0" });
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_INTERVAL_MS);
    s.emit("app.foreground");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchAppVersion).toHaveBeenCalledTimes(2);
    expect(openModal).toHaveBeenCalledWith(expect.objectContaining({ force: true }));
    stop();
  });
});
