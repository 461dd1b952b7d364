import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildPath, buildQuery, defineCall, notation, pathParamNames } from "../src/define";

describe("buildPath", () => {
  it("fills placeholders in order and encodes the values", () => {
    expect(buildPath("users/{id}/exists", { id: "a b" })).toBe("users/a%20b/exists");
    expect(buildPath("codes/{code}", { code: 42 })).toBe("codes/42");
    expect(buildPath("a/{x}/b/{y}", { y: "2", x: "1" })).toBe("a/1/b/2");
  });

  it("encodes characters that would change the path", () => {
    expect(buildPath("files/{id}", { id: "../etc/passwd" })).toBe("files/..%2Fetc%2Fpasswd");
    expect(buildPath("files/{id}", { id: "a?b#c&d" })).toBe("files/a%3Fb%23c%26d");
    expect(buildPath("users/{name}", { name: "김민준" })).toBe("users/%EA%B9%80%EB%AF%BC%EC%A4%80");
  });

  it("leaves a path without placeholders as it is", () => {
    expect(buildPath("health-check")).toBe("health-check");
  });

  it("throws when a parameter is missing or empty", () => {
    expect(() => buildPath("users/{id}/exists", {})).toThrow(/'id'/);
    expect(() => buildPath("users/{id}/exists", { id: "" })).toThrow(/'id'/);
  });

  it("accepts 0 as a value", () => {
    expect(buildPath("codes/{code}", { code: 0 })).toBe("codes/0");
  });
});

describe("pathParamNames", () => {
  it("lists the placeholders in order", () => {
    expect(pathParamNames("a/{x}/b/{yName}")).toEqual(["x", "yName"]);
    expect(pathParamNames("health-check")).toEqual([]);
  });
});

describe("buildQuery", () => {
  it("is empty without values", () => {
    expect(buildQuery()).toBe("");
    expect(buildQuery({})).toBe("");
    expect(buildQuery({ a: undefined, b: null, c: "" })).toBe("");
  });

  it("sorts keys so equal queries give equal strings", () => {
    expect(buildQuery({ b: 2, a: 1 })).toBe("?a=1&b=2");
    expect(buildQuery({ a: 1, b: 2 })).toBe(buildQuery({ b: 2, a: 1 }));
  });

  it("drops empty values but keeps 0 and false", () => {
    expect(buildQuery({ page: 0, flag: false, none: undefined, empty: "" })).toBe("?flag=false&page=0");
  });

  it("encodes keys and values", () => {
    expect(buildQuery({ q: "배터리 & 안전", "a b": "x=y" })).toBe(`?a%20b=x%3Dy&q=${encodeURIComponent("배터리 & 안전")}`);
  });
});

describe("notation", () => {
  const base = { auth: "public", summary: "테스트", response: z.object({}) } as const;

  it("is METHOD path without a query", () => {
    expect(notation(defineCall({ ...base, method: "GET", path: "codes/{code}", params: z.object({ code: z.string() }) }))).toBe(
      "GET codes/{code}",
    );
  });

  it("lists query names in declaration order after ?, joined by &", () => {
    const call = defineCall({
      ...base,
      method: "GET",
      path: "main/stats",
      query: z.object({ month: z.string(), type: z.string().optional() }),
    });
    expect(notation(call)).toBe("GET main/stats?month&type");
  });

  it("omits the query names when listQuery is false", () => {
    const call = defineCall({ ...base, method: "POST", path: "diagnosis/mock", query: z.object({ a: z.string() }), listQuery: false });
    expect(notation(call)).toBe("POST diagnosis/mock");
  });

  it("an empty query object adds nothing", () => {
    expect(notation(defineCall({ ...base, method: "DELETE", path: "x", query: z.object({}) }))).toBe("DELETE x");
  });
});
