import { beforeEach, describe, expect, it, vi } from "vitest";

const { nextAuthSignOut } = vi.hoisted(() => ({ nextAuthSignOut: vi.fn(async () => ({ url: "/" })) }));
vi.mock("@/auth/client/actions", () => ({ signOut: nextAuthSignOut }));

import { defaultErrorPolicyDeps } from "@/shared/error-policy";
import { wireErrorPolicy } from "../error-policy-wiring";

beforeEach(() => nextAuthSignOut.mockClear());

describe("the error policy's default wiring (application/ hands next-auth's signOut to shared/)", () => {
  it("a sign-out the policy asks for before the wiring waits for it, then signs out through next-auth (auth/actions)", async () => {
    let settled = false;
    const signingOut = defaultErrorPolicyDeps()
      .signOut({ redirect: false })
      .then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(nextAuthSignOut).not.toHaveBeenCalled();

    wireErrorPolicy();
    await signingOut;
    expect(nextAuthSignOut).toHaveBeenCalledExactlyOnceWith({ redirect: false });
  });

  it("once wired, the policy's default deps sign out through next-auth at once", async () => {
    await defaultErrorPolicyDeps().signOut({ redirect: false });
    expect(nextAuthSignOut).toHaveBeenCalledExactlyOnceWith({ redirect: false });
  });
});
