import { afterEach, describe, expect, it, vi } from "vitest";
import type { TokenPair } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-client";
import { REFRESH_REUSE_MS, refreshOnce, resetRefreshFlights } from "../server/refresh";

const pair = (n: number): TokenPair => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  tokenType: "Bearer",
  expiresIn: 1800,
  userId: "demo",
  userName: "김민준",
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => resetRefreshFlights());

describe("refreshOnce: one refresh in flight per refresh token", () => {
  it("shares one auth/refresh call among 20 concurrent callers", async () => {
    const d = deferred<TokenPair>();
    const call = vi.fn(() => d.promise);
    const waiting = Array.from({ length: 20 }, () => refreshOnce("demo", "old-refresh", call));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith("demo", "old-refresh");
    d.resolve(pair(2));
    const outcomes = await Promise.all(waiting);
    expect(new Set(outcomes.map((o) => (o.ok ? o.pair.refreshToken : "x")))).toEqual(new Set(["refresh-2"]));
  });

  it("hands the result to late callers with the old token within the reuse window, then forgets it", async () => {
    let t = 1_000_000;
    const now = () => t;
    const call = vi.fn(async () => pair(2));
    await refreshOnce("demo", "old", call, now);
    t += REFRESH_REUSE_MS - 1;
    expect(await refreshOnce("demo", "old", call, now)).toEqual({ ok: true, pair: pair(2) });
    expect(call).toHaveBeenCalledTimes(1);
    t += 2;
    await refreshOnce("demo", "old", call, now);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("keeps separate flights for different refresh tokens", async () => {
    const call = vi.fn(async (_l: string, r: string) => ({ ...pair(1), refreshToken: `${r}-next` }));
    const [a, b] = await Promise.all([refreshOnce("a", "r-a", call), refreshOnce("b", "r-b", call)]);
    expect(call).toHaveBeenCalledTimes(2);
    expect(a.ok && a.pair.refreshToken).toBe("r-a-next");
    expect(b.ok && b.pair.refreshToken).toBe("r-b-next");
  });

  it("reports a 4xx as rejected and lets the next caller try again", async () => {
    const call = vi.fn(async () => {
      throw new ApiRequestError(401, "UNAUTHORIZED", "로그인 정보가 만료되었습니다.");
    });
    expect(await refreshOnce("demo", "dead", call)).toMatchObject({ ok: false, reason: "rejected" });
    await refreshOnce("demo", "dead", call);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["network", new ApiRequestError(0, "NETWORK_ERROR", "연결 불가")],
    ["502", new ApiRequestError(502, "BAD_GATEWAY", "게이트웨이")],
    ["a thrown non-API error", new TypeError("fetch failed")],
  ])("reports %s as unavailable (not remembered)", async (_label, error) => {
    const call = vi.fn(async () => {
      throw error;
    });
    expect(await refreshOnce("demo", "r", call)).toMatchObject({ ok: false, reason: "unavailable" });
    await refreshOnce("demo", "r", call);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
