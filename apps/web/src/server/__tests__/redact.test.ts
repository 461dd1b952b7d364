import { describe, expect, it } from "vitest";
import { redactForLog, redactText } from "../redact";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

describe("redactText", () => {
  it("blanks secrets in query strings and keeps the rest", () => {
    expect(redactText("GET /evsafe/api/auth/find-id?serviceToken=abc123&x=1")).toBe(
      "GET /evsafe/api/auth/find-id?serviceToken=[REDACTED]&x=1",
    );
    expect(redactText("/x?refreshToken=r&oauthKey=k&password=p")).toBe(
      "/x?refreshToken=[REDACTED]&oauthKey=[REDACTED]&password=[REDACTED]",
    );
  });

  it("blanks in text every name it blanks as a key (one list): an authorization code, a key, an authorization", () => {
    const text = redactText("/cb?code=abc123&key=k9z&authorization=xyz&barcode=8801&state=ok");
    expect(text).toBe("/cb?code=[REDACTED]&key=[REDACTED]&authorization=[REDACTED]&barcode=8801&state=ok");
  });

  it("blanks Authorization values, session cookies and bare JWTs", () => {
    expect(redactText(`authorization: Bearer ${JWT}`)).toBe("authorization: Bearer [REDACTED]");
    expect(redactText("cookie: a=1; next-auth.session-token=xyz; __Host-next-auth.csrf-token=q")).toBe(
      "cookie: a=1; next-auth.session-token=[REDACTED]; __Host-next-auth.csrf-token=[REDACTED]",
    );
    expect(redactText(`token was ${JWT}.`)).toBe("token was [REDACTED].");
  });
});

describe("redactForLog", () => {
  it("blanks secret-named keys at any depth and redacts error messages", () => {
    const err = new Error(`fetch failed for /a?serviceToken=s1`);
    const out = redactForLog({
      url: "/a?serviceToken=s1",
      headers: { authorization: `Bearer ${JWT}`, cookie: "next-auth.session-token=x", accept: "*/*" },
      body: { loginId: "demo", password: "Demo1234!", refreshToken: "r" },
      error: err,
    });
    const text = JSON.stringify(out);
    for (const secret of ["s1", JWT, "Demo1234!", "session-token=x", '"r"']) expect(text).not.toContain(secret);
    expect(text).toContain("demo");
    expect(text).toContain("*/*");
    expect((out as { error: { message: string } }).error.message).toBe("fetch failed for /a?serviceToken=[REDACTED]");
  });
});
