/**
 * The OpenAPI 3.1 document generated from the contract, and the readable /docs page.
 * Generic over `calls`: every call of the contract must appear exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls, notation, type CallDef } from "@evsafe/contract";
import { createTestApp, type TestApp } from "./helpers";

// The generated document is walked as plain JSON, many levels deep: typing every level would restate OpenAPI.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  servers: Array<{ url: string; variables?: Record<string, { default: string }> }>;
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Record<string, Json> };
};

const all = Object.entries(calls as Record<string, CallDef>);
let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ method: "GET", url: "/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Every `$ref` in a value. */
function refs(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => refs(x, out));
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "$ref" && typeof x === "string") out.push(x);
      else refs(x, out);
    }
  }
  return out;
}

function resolve(ref: string): unknown {
  expect(ref.startsWith("#/")).toBe(true);
  return ref
    .slice(2)
    .split("/")
    .reduce<Json>((o, k) => (o == null ? undefined : o[k.replace(/~1/g, "/").replace(/~0/g, "~")]), doc);
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1.0 with a Korean title, the server /{product}/api and bearer auth", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toMatch(/[가-힣]/);
    expect(doc.servers[0]!.url).toBe("/{product}/api");
    expect(doc.servers[0]!.variables!.product!.default).toBe("evsafe");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.ErrorEnvelope.properties.error.properties.code.type).toBe("string");
    expect(doc.components.schemas.SuccessEnvelope.required).toEqual(["results"]);
    for (const r of ["BadRequest", "Unauthorized", "Forbidden", "NotFound"]) {
      expect(doc.components.responses[r].content["application/json"].schema.$ref).toBe("#/components/schemas/ErrorEnvelope");
    }
  });

  it("is served the same under the API base path and built once", async () => {
    const res = await t.app.inject({ method: "GET", url: `${t.config.basePath}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });

  it("has one operation per contract call, and nothing else", () => {
    const ops: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith("/")).toBe(true);
      for (const [method, op] of Object.entries(item)) ops.push(`${method.toUpperCase()} ${path.slice(1)} ${op.operationId}`);
    }
    const expected = all.map(([name, c]) => `${c.method} ${c.path} ${name}`);
    expect(ops.sort()).toEqual(expected.sort());
    expect(ops.length).toBe(all.length);
  });

  it.each(all)("%s: responses, auth, parameters and body match the contract", (name, call) => {
    const op = doc.paths[`/${call.path}`]![call.method.toLowerCase()]!;
    expect(op.operationId).toBe(name);
    expect(op.summary).toBe(call.summary);
    expect(op.tags).toHaveLength(1);
    expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    // A call without an answer body documents its 204 instead.
    expect(op.responses[call.noContent ? "204" : "200"]).toBeDefined();
    if (call.noContent) expect(op.responses["200"]).toBeUndefined();
    if (call.auth === "public") {
      expect(op.security).toBeUndefined();
    } else {
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(op.responses["401"].$ref).toBe("#/components/responses/Unauthorized");
    }
    if (call.auth === "service") expect(op.responses["403"].$ref).toBe("#/components/responses/Forbidden");
    if (call.path.includes("{")) expect(op.responses["404"].$ref).toBe("#/components/responses/NotFound");
    if (call.params || call.query || call.body) expect(op.responses["400"].$ref).toBe("#/components/responses/BadRequest");

    const pathNames = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const params = (op.parameters ?? []) as Array<{ name: string; in: string; required: boolean; schema: unknown }>;
    expect(
      params
        .filter((p) => p.in === "path")
        .map((p) => p.name)
        .sort(),
    ).toEqual(pathNames.sort());
    for (const p of params.filter((x) => x.in === "path")) expect(p.required).toBe(true);
    const queryNames = call.query ? Object.keys(call.query.shape) : [];
    expect(
      params
        .filter((p) => p.in === "query")
        .map((p) => p.name)
        .sort(),
    ).toEqual(queryNames.sort());

    if (call.kind === "multipart") expect(op.requestBody.content["multipart/form-data"]).toBeDefined();
    else if (call.body) expect(op.requestBody.content["application/json"].schema.$ref).toBe(`#/components/schemas/${name}Body`);
    else expect(op.requestBody).toBeUndefined();

    if (call.noContent) {
      expect(op.responses["204"].content).toBeUndefined();
    } else if (call.kind === "binary") {
      expect(op.responses["200"].content["application/octet-stream"]).toBeDefined();
    } else {
      const schema = op.responses["200"].content["application/json"].schema;
      expect(schema.required).toEqual(["results"]);
      expect(schema.properties.results.$ref).toBe(`#/components/schemas/${name}Result`);
    }
  });

  it("every $ref resolves inside the document", () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const r of new Set(all)) expect(resolve(r), r).toBeDefined();
  });

  it("schemas are JSON Schema: no leftover $schema/$defs, request bodies describe their input fields", () => {
    for (const [name, s] of Object.entries(doc.components.schemas)) {
      expect(s.$schema, name).toBeUndefined();
      expect(s.$defs, name).toBeUndefined();
    }
    const login = doc.components.schemas.loginBody;
    expect(login.type).toBe("object");
    expect(login.required).toEqual(expect.arrayContaining(["loginId", "password"]));
    expect(login.properties.loginId).toMatchObject({ type: "string", maxLength: 50 });
    const token = doc.components.schemas.loginResult;
    expect(token.properties.tokenType).toMatchObject({ const: "Bearer" });
  });
});

describe("GET /docs", () => {
  it("returns a self-contained Korean HTML page listing every call", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toMatch(/<html lang="ko">/);
    expect(html).toContain("OpenAPI 3.1 JSON");
    // Offline: no scripts, no external resources.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    for (const [name, call] of all) {
      expect(html, notation(call)).toContain(`${t.config.basePath}/${call.path}`);
      expect(html).toContain(`id="op-${name}"`);
    }
    expect((html.match(/<article class="op"/g) ?? []).length).toBe(all.length);
    expect((html.match(/<details class="schema">/g) ?? []).length).toBeGreaterThan(0);
  });

  it("escapes HTML in texts", async () => {
    const { renderDocsPage } = await import("../src/plugins/docs");
    const html = renderDocsPage(
      {
        ...(doc as Json),
        tags: [{ name: "x", description: "<b>영역</b>" }],
        paths: {
          "/a": {
            get: {
              operationId: "a",
              summary: "<script>alert(1)</script>",
              tags: ["x"],
              responses: { "200": { description: "" } },
              "x-auth": "public",
              "x-kind": "json",
            },
          },
        },
      },
      "/evsafe/api",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;b&gt;영역&lt;/b&gt;");
  });
});
