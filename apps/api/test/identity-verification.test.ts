import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `demo` of the seed (docs/simulators.md): a member already. */
const DEMO_PERSON = { name: "김민준", phone: "010-1000-5678", birthDate: "1985-01-10" };
const NEW_PERSON = { name: "이서연", phone: "010-5555-1212", birthDate: "19920303" };

// The route is outside the contract's calls (routes/identity-verification.ts, like the simulators): raw calls.
describe("POST identity-verification: the contract's rules, fields and the sign-up purposes", () => {
  it("accepts the birth date as 8 digits and names the field of each refused input", async () => {
    const ok = await t.call("POST", "identity-verification", { body: NEW_PERSON });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.serviceToken.length).toBeGreaterThan(30);
    for (const [body, field] of [
      [{ ...NEW_PERSON, name: "이" }, "name"],
      [{ ...NEW_PERSON, phone: "12345" }, "phone"],
      [{ ...NEW_PERSON, birthDate: "19900231" }, "birthDate"],
      [{ ...NEW_PERSON, birthDate: "2030-01-01" }, "birthDate"],
      [{ phone: NEW_PERSON.phone, birthDate: NEW_PERSON.birthDate }, "name"],
    ] as const) {
      const res = await t.call("POST", "identity-verification", { body });
      expectClientError(res, 400);
      expect(res.json().error.field).toBe(field);
    }
    expectClientError(await t.call("POST", "identity-verification", { body: { ...NEW_PERSON, purpose: "hack" } }), 400);
  });

  it("for a sign-up purpose refuses an existing member (409) and someone under 14 (422), not for find-id", async () => {
    const member = await t.call("POST", "identity-verification", { body: { ...DEMO_PERSON, purpose: "signup" } });
    expectClientError(member, 409);
    expect(member.json().error.code).toBe("ALREADY_MEMBER");
    expect((await t.call("POST", "sim/identity-verification", { body: { ...DEMO_PERSON, purpose: "oauth-signup" } })).statusCode).toBe(409);
    expect((await t.call("POST", "identity-verification", { body: { ...DEMO_PERSON, purpose: "find-id" } })).statusCode).toBe(200);

    const child = { name: "박하준", phone: "010-7777-3434", birthDate: "2015-06-01" };
    const young = await t.call("POST", "identity-verification", { body: { ...child, purpose: "signup" } });
    expectClientError(young, 422);
    expect(young.json().error).toMatchObject({ code: "UNDER_AGE", field: "birthDate" });
    expect((await t.call("POST", "identity-verification", { body: { ...NEW_PERSON, purpose: "signup" } })).statusCode).toBe(200);
  });
});

describe("the identity simulator's carrier", () => {
  it("does not know 010-0000-xxxx: the provider's mismatch (422, no field), before any token is stored", async () => {
    const before = await t.deps.database.query<{ n: number }>("SELECT count(*)::int AS n FROM identity_verifications");
    const res = await t.call("POST", "identity-verification", { body: { ...NEW_PERSON, phone: "010-0000-1234" } });
    expectClientError(res, 422);
    expect(res.json().error.code).toBe("IDENTITY_MISMATCH");
    expect(res.json().error.field).toBeUndefined();
    const after = await t.deps.database.query<{ n: number }>("SELECT count(*)::int AS n FROM identity_verifications");
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
