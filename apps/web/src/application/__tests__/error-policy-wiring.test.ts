import { beforeEach, describe, expect, it, vi } from "vitest";

const { nextAuthSignOut } = vi.hoisted(() => ({ nextAuthSignOut: vi.fn(async () => ({ url: "/" })) }));
vi.mock("@/auth/actions", () => ({ signOut: nextAuthSignOut }));

import { defaultErrorPolicyDeps } from "@/shared/error-policy";
import { errorPolicySignOut } from "@/shared/error-policy-sign-out";
import { wireErrorPolicy } from "../error-policy-wiring";

beforeEach(() => nextAuthSignOut.mockClear());

describe("the error policy's default wiring (application/ hands next-auth's signOut to shared/)", () => {
  it("without the wiring, the policy's default sign-out rejects (shared/ has no sign-out of its own)", async () => {
    await expect(errorPolicySignOut({ redirect: false })).rejects.toThrow(/no signOut wired/);
    expect(nextAuthSignOut).not.toHaveBeenCalled();
  });

  it("once application/ wires it, the policy's default deps sign out through next-auth (auth/actions)", async () => {
    wireErrorPolicy();
    await defaultErrorPolicyDeps().signOut({ redirect: false });
    expect(nextAuthSignOut).toHaveBeenCalledExactlyOnceWith({ redirect: false });
  });
});
