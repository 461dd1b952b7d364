// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Session } from "next-auth";
import { SessionProvider, resetSessionClient } from "../client/client";
import { useSessionErrorSignOut } from "../client/use-session-error-sign-out";

const BASE: Session = {
  expires: "2026-12-01T00:00:00.000Z",
  accessToken: "",
  exp: 2,
  iat: 1,
  sub: "1",
  signedInAt: 1,
  user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
};

function Probe({ signOut }: { signOut: (o: { callbackUrl: string }) => Promise<unknown> }) {
  useSessionErrorSignOut(signOut);
  return null;
}

afterEach(() => {
  cleanup();
  resetSessionClient();
});

describe("useSessionErrorSignOut", () => {
  it("signs out once to / when the access token could not be decoded (SPEC §5)", () => {
    const signOut = vi.fn(async () => undefined);
    const { rerender } = render(
      <SessionProvider session={{ ...BASE, error: "AccessTokenDecodeError" }} refetchOnWindowFocus={false}>
        <Probe signOut={signOut} />
      </SessionProvider>,
    );
    rerender(
      <SessionProvider session={{ ...BASE, error: "AccessTokenDecodeError" }} refetchOnWindowFocus={false}>
        <Probe signOut={signOut} />
      </SessionProvider>,
    );
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/" });
  });

  it("signs out to /unauthorized with the current page after a refused refresh", () => {
    window.history.replaceState(null, "", "/menu?tab=1");
    const signOut = vi.fn(async () => undefined);
    render(
      <SessionProvider session={{ ...BASE, error: "RefreshAccessTokenError" }} refetchOnWindowFocus={false}>
        <Probe signOut={signOut} />
      </SessionProvider>,
    );
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/unauthorized?callbackUrl=%2Fmenu%3Ftab%3D1" });
  });

  it("does nothing for a healthy session", () => {
    const signOut = vi.fn(async () => undefined);
    render(
      <SessionProvider session={{ ...BASE, accessToken: "a.b.c" }} refetchOnWindowFocus={false}>
        <Probe signOut={signOut} />
      </SessionProvider>,
    );
    expect(signOut).not.toHaveBeenCalled();
  });
});
