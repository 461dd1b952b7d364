import { describe, expect, it, vi } from "vitest";
import { userCalls } from "@evsafe/contract/areas/user";
import { userActivityCalls } from "@evsafe/contract/areas/user-activity";
import { commonPageLoadCalls } from "@evsafe/contract/areas/common-page-load";

describe("callDef: calls with a module of their own", () => {
  it("gives the very definitions of the user area for the activity, device type and push token calls", async () => {
    const { callDef, CALL_MODULES } = await import("../api-request");
    expect(Object.keys(CALL_MODULES).sort()).toEqual([...Object.keys(userActivityCalls), ...Object.keys(commonPageLoadCalls)].sort());
    for (const name of ["postActivityHistory", "putDeviceType", "putDeviceToken"] as const) {
      expect(await callDef(name)).toBe(userCalls[name]);
      expect(userActivityCalls[name]).toBe(userCalls[name]);
    }
  });

  it("loads neither the user area's module nor the common area's for them", async () => {
    vi.resetModules();
    const loaded: string[] = [];
    vi.doMock("@evsafe/contract/areas/user", async (importOriginal) => {
      loaded.push("user");
      return importOriginal();
    });
    vi.doMock("@evsafe/contract/areas/common", async (importOriginal) => {
      loaded.push("common");
      return importOriginal();
    });
    const { callDef } = await import("../api-request");
    await callDef("putDeviceType");
    await callDef("postActivityHistory");
    expect(loaded).toEqual([]);
    await callDef("getMainFlicker"); // another call of the area loads the area (the mock counts for real)
    expect(loaded).toContain("user");
    vi.doUnmock("@evsafe/contract/areas/user");
    vi.doUnmock("@evsafe/contract/areas/common");
  });

  it("gives the very definitions of the common area for the landing page's live parts and the version check", async () => {
    // Fresh modules for both sides (an earlier test reset the registry).
    vi.resetModules();
    const { callDef } = await import("../api-request");
    const { commonCalls } = await import("@evsafe/contract/areas/common");
    const { commonPageLoadCalls } = await import("@evsafe/contract/areas/common-page-load");
    for (const name of ["healthCheck", "getAppVersionBiz", "getFireWarning"] as const) {
      expect(await callDef(name)).toBe(commonCalls[name]);
      expect(commonPageLoadCalls[name]).toBe(commonCalls[name]);
    }
  });

  it("loads not the common area's module for them, only their own", async () => {
    vi.resetModules();
    const loaded: string[] = [];
    vi.doMock("@evsafe/contract/areas/common", async (importOriginal) => {
      loaded.push("common");
      return importOriginal();
    });
    const { callDef } = await import("../api-request");
    await callDef("healthCheck");
    await callDef("getFireWarning");
    await callDef("getAppVersionBiz");
    expect(loaded).toEqual([]);
    await callDef("getAgreeList"); // another call of the area loads the area (the mock counts for real)
    expect(loaded).toEqual(["common"]);
    vi.doUnmock("@evsafe/contract/areas/common");
  });
});
