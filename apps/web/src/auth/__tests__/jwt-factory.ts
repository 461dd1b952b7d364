/** Test factory: an unsigned JWT shaped like the business API's access token, with overrides. */
export function b64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

export function makeAccessToken(overrides: Record<string, unknown> = {}, nowS = Math.floor(Date.now() / 1000)): string {
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = b64url(JSON.stringify({ userId: "demo", userName: "김민준", sub: "1", iat: nowS, exp: nowS + 30 * 60, ...overrides }));
  // A realistic HS256 signature length (32 bytes → 43 characters).
  return `${header}.${payload}.${b64url("s".repeat(32))}`;
}
