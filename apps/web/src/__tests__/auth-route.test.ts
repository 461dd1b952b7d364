import { describe, expect, it, vi } from "vitest";

const seen: { headers: Record<string, unknown> }[] = [];
vi.mock("next-auth", () => ({ default: () => (req: { headers: Record<string, unknown> }) => void seen.push(req) }));
vi.mock("@/auth/server/options", () => ({ authOptions: {} }));

describe("/api/auth/*", () => {
  it("replaces the visitor's X-Forwarded-For with the address this server saw, never what they sent", async () => {
    const { default: auth } = await import("@/pages/api/auth/[...nextauth]");
    const req = {
      method: "GET",
      query: { nextauth: ["session"] },
      headers: { "x-forwarded-for": "198.51.100.1" },
      rawHeaders: ["X-Forwarded-For", "198.51.100.1"],
      socket: { remoteAddress: "203.0.113.5" },
    };
    await auth(req as never, {} as never);
    expect(seen[0]!.headers["x-forwarded-for"]).toBe("203.0.113.5");
  });
});
