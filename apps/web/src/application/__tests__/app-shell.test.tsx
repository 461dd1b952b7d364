// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ current: { data: null as unknown, status: "loading" } }));
const router = vi.hoisted(() => ({ replace: vi.fn(async () => true) }));
vi.mock("@/auth/client/client", () => ({ useSession: () => session.current }));
vi.mock("next/router", () => ({ useRouter: () => router }));
vi.mock("@/shared/version-check", () => ({ startVersionCheck: () => () => {} }));
// Loaded by the effects after mount: mocked, so a slow import cannot land after the test's environment is gone.
vi.mock("@/shared/modal/store", () => ({ openModal: vi.fn(async () => true) }));
vi.mock("@/shared/bridge", () => ({ keepPushTokenRegistered: () => () => {} }));
vi.mock("@/shared/api-client", () => ({ api: vi.fn() }));
// The home screen's review request loads its code when the page is idle, which may be after this file's teardown.
vi.mock("@/features/review/review-prompt", () => ({ askForReviewOnHome: vi.fn(async () => false) }));
const nextAuthSignOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("@/auth/client/actions", () => ({ signOut: nextAuthSignOut }));

import { AppShellEffects } from "../app-shell-effects";
import { errorPolicySignOut } from "@/shared/error-policy-sign-out";
import { markSignOutHere } from "@/shared/session-token";

// The shell's effects load their parts with dynamic imports: each test waits for them, so none lands after teardown.
afterEach(() => vi.dynamicImportSettled());

const signedIn = { data: { accessToken: "t" }, status: "authenticated" };
const signedOut = { data: null, status: "unauthenticated" };

describe("AppShellEffects: sign-out elsewhere (SPEC §4 cross-tab broadcast)", () => {
  beforeEach(() => router.replace.mockClear());

  it("a session page leaves for the landing page when its session ends", () => {
    session.current = signedIn;
    const { rerender } = render(<AppShellEffects requiresSession />);
    expect(router.replace).not.toHaveBeenCalled();
    session.current = signedOut;
    rerender(<AppShellEffects requiresSession />);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith("/nonMemberMain");
  });

  it("a public page stays, and a visitor who was never signed in is not moved", () => {
    session.current = signedIn;
    const { rerender } = render(<AppShellEffects />);
    session.current = signedOut;
    rerender(<AppShellEffects />);
    session.current = signedOut;
    render(<AppShellEffects requiresSession />);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("stands aside while this tab's own 401 sign-out takes it to /unauthorized", () => {
    session.current = signedIn;
    const { rerender } = render(<AppShellEffects requiresSession />);
    markSignOutHere();
    session.current = signedOut;
    rerender(<AppShellEffects requiresSession />);
    expect(router.replace).not.toHaveBeenCalled();
    markSignOutHere(0);
  });
});

describe("AppShellEffects: the error policy's wiring", () => {
  it("once the shell's effects have loaded, the error policy signs out through next-auth", async () => {
    await errorPolicySignOut({ redirect: false });
    expect(nextAuthSignOut).toHaveBeenCalledExactlyOnceWith({ redirect: false });
  });
});
