import { describe, expect, it, vi } from "vitest";

const seen: { headers: Record<string, unknown> }[] = [];
vi.mock("next-auth", () => ({ default: () => (req: { headers: Record<string, unknown> }) => void seen.push(req) }));
vi.mock("@/auth/options", () => ({ authOptions: {} }));

describe("/api/auth/*", () => {
  it("replaces the visitor's X-Forwarded-For with what they sent plus the address this server saw", async () => {
    const { default: auth } = await import("@/pages/api/auth/[...nextauth]");
    // Next fills in x-forwarded-for itself; rawHeaders are what the visitor actually sent.
    const req = {
      headers: { "x-forwarded-for": "10.9.9.9" },
      rawHeaders: ["X-Forwarded-For", "198.51.100.1"],
      socket: { remoteAddress: "203.0.113.5" },
    };
    await auth(req as never, {} as never);
    expect(seen[0]!.headers["x-forwarded-for"]).toBe("198.51.100.1, 203.0.113.5");
  });
});
