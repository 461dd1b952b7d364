/**
 * The API fuzzer shared by `npm run fuzz` (scripts/fuzz.ts) and the seed-fixed run of the API tests
 * (test/fuzz.test.ts). Requests are generated with fast-check from the contract: every call's params, query and
 * body schemas give valid-shaped values, then mutations break them (wrong types, missing and extra fields, huge
 * and odd strings, NUL bytes, extreme numbers, hostile path ids, broken JSON). Each request is sent through
 * `app.inject()` without a token, with a demo account's valid one, or with a garbage one, from a varied client
 * address so that per-IP rate limits do not answer most of them. Any 5xx is a bug.
 *
 * Request i of a run is fast-check's value at path `i` for the run's seed, so one request can be regenerated
 * alone (`npm run fuzz -- --seed S --path i`); what it did may still depend on the requests before it (the
 * database is shared by the whole run), which is why a failure prints the full request too.
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import {
  ALIM_KIND_IDS,
  buildPath,
  calls,
  CAR_BRANDS,
  CAR_DETAIL_MODELS,
  CAR_MODELS,
  CODE_GROUPS,
  pathParamNames,
  type CallDef,
} from "@evsafe/contract";
import { DEMO_PASSWORD } from "../../src/db/seed/accounts";
import { PNG_1X1 } from "../helpers";

/** What a zod 4 schema exposes to introspection: its definition (type, shape, inner schemas, checks). */
interface SchemaInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, ZodLike>;
      element?: ZodLike;
      innerType?: ZodLike;
      in?: ZodLike;
      options?: ZodLike[];
      entries?: Record<string, string | number>;
      values?: unknown[];
      checks?: Array<{ _zod: { def: CheckDef } }>;
    };
    optin?: "optional";
  };
}
type ZodLike = unknown;
/** One check of a zod 4 schema (`.min()`, `.regex()`, `.int()` …) as its definition records it. */
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}
interface Bounds {
  min?: number;
  max?: number;
  format?: string;
  patterns: RegExp[];
}

/** The bounds and formats a schema's checks put on it. */
function boundsOf(schema: ZodLike): Bounds {
  const out: Bounds = { patterns: [] };
  for (const { _zod } of internals(schema).def.checks ?? []) {
    const c = _zod.def;
    if (c.check === "min_length") out.min = c.minimum;
    else if (c.check === "max_length") out.max = c.maximum;
    else if (c.check === "length_equals") out.min = out.max = c.length;
    else if (c.check === "greater_than") out.min = c.value;
    else if (c.check === "less_than") out.max = c.value;
    else if (c.check === "number_format") out.format = c.format;
    else if (c.check === "string_format") {
      if (c.format === "regex" && c.pattern) out.patterns.push(c.pattern);
      else out.format = c.format;
    }
  }
  return out;
}
const internals = (schema: ZodLike) => (schema as SchemaInternals)._zod;

/** Longest generated "valid" string and array: long enough to reach limits, short enough to keep runs fast. */
const MAX_VALID_STRING = 60;
const MAX_VALID_ARRAY = 5;
/** Huge inputs: about 100 kB of text, and a long array. */
const HUGE_ASCII = "A".repeat(100_000);
const HUGE_HANGUL = "가".repeat(34_000);
const HUGE_ARRAY_LENGTH = 10_000;
/** Demo accounts a "valid token" request signs in as (seed/accounts.ts). */
export const FUZZ_ACCOUNTS = ["demo", "demowarn", "demo00", "demo01", "demoempty", "demo03", "demo04", "demob2b"] as const;

const HOSTILE_STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(10)",
  "%00",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "<script>alert(1)</script>",
  "${jndi:ldap://x/a}",
  "{{7*7}}",
  "\u202Eevil\u202C",
  "\uD800",
  "\uFEFF\u200B\u200D",
  "👨‍👩‍👧‍👦".repeat(40),
  "𝕳𝖊𝖑𝖑𝖔",
  "e\u0301\u0301\u0301\u0301",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "9".repeat(31),
  "2026-02-30",
  "20261340",
  "0000-00-00T00:00:00Z",
  HUGE_ASCII,
  HUGE_HANGUL,
];
const HOSTILE_NUMBERS = [-1, 0, -2_147_483_649, 2_147_483_648, 1e30, -1e30, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, -0.000001];
/** Raw path segments, inserted as they are (some already percent-encoded, some not). */
const HOSTILE_IDS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "1" + "0".repeat(30),
  "2147483648",
  "..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f",
  "%00",
  "%",
  "%E0%A4%A",
  "abc",
  "'%20OR%201=1--",
  "%ED%95%9C%EA%B8%80",
  "%20",
  "null",
  "0x10",
];
const EXTRA_KEYS = ["unexpected", "__proto__", "constructor", "prototype", "userSn", "isAdmin", ""];

/** Periods and dates around the tests' fixed day (2026-11-22) in the notations the API takes, and `new` (a new diagnosis). */
const DATE_WORDS = [
  "week",
  "month",
  "year",
  "2026-11",
  "2026-10",
  "2025-12",
  "20261122",
  "20261121",
  "20261101",
  "20260601",
  "2026-11-22",
  "2026-11-01",
  "2026-06-01",
  "new",
];

/** Every code the contract names (enums, code groups, vehicle catalog, alert kinds), plus DATE_WORDS. */
const DOMAIN_WORDS: string[] = (() => {
  const words = new Set<string>(DATE_WORDS);
  const walk = (schema: ZodLike, depth: number) => {
    if (!schema || depth > 10) return;
    const { def } = internals(schema);
    for (const v of [...Object.values(def.entries ?? {}), ...(def.values ?? [])]) if (typeof v === "string") words.add(v);
    for (const inner of [def.innerType, def.element, def.in]) walk(inner, depth + 1);
    for (const inner of [...Object.values(def.shape ?? {}), ...(def.options ?? [])]) walk(inner, depth + 1);
  };
  for (const call of Object.values(calls as Record<string, CallDef>)) for (const s of [call.params, call.query, call.body]) walk(s, 0);
  for (const [group, codes] of Object.entries(CODE_GROUPS)) [group, ...Object.keys(codes)].forEach((w) => words.add(w));
  CAR_BRANDS.forEach((b) => words.add(b.brandDcd));
  CAR_MODELS.forEach((m) => words.add(m.mdlDcd));
  CAR_DETAIL_MODELS.forEach((m) => words.add(m.dtlMdlDcd));
  ALIM_KIND_IDS.forEach((k) => words.add(k));
  ["12가3456", "서울12가3456", "123나4567", "demo", "demowarn", "demo00"].forEach((w) => words.add(w));
  return [...words].sort();
})();

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 80 }) },
);
const hostileNumber = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.double({ noNaN: true }));
const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Plain text as a form would send it: letters, digits, Hangul, a few symbols. */
const TEXT_UNIT = fc.constantFrom(..."abcxyzABC0123456789가나다라배터리안전 -_.@/:");

function stringArb(b: Bounds): fc.Arbitrary<string> {
  const min = b.min ?? 0;
  const max = Math.max(min, Math.min(b.max ?? MAX_VALID_STRING, MAX_VALID_STRING));
  const plain = fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: max });
  switch (b.format) {
    case "email":
      return fc.emailAddress();
    case "datetime":
      return fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "uuid":
      return fc.uuid();
    case "url":
      return fc.webUrl();
  }
  const matching: fc.Arbitrary<string>[] = [];
  for (const pattern of b.patterns) {
    try {
      matching.push(fc.stringMatching(pattern).filter((s) => s.length <= (b.max ?? Infinity) && s.length >= min));
    } catch {
      // A pattern fast-check cannot invert: plain text stands in for it.
    }
  }
  // Codes, periods and dates the API knows: free text rarely hits them, and they lead past validation.
  const known = DOMAIN_WORDS.filter((w) => w.length >= min && w.length <= (b.max ?? Infinity) && b.patterns.every((p) => p.test(w)));
  return fc.oneof(...matching, plain, ...(known.length ? [fc.constantFrom(...known)] : []));
}

function numberArb(b: Bounds): fc.Arbitrary<number> {
  const isInteger = b.format !== undefined && /int/.test(b.format);
  const lo = Math.max(b.min ?? -1000, -1_000_000);
  const hi = Math.min(b.max ?? 1000, 1_000_000);
  if (isInteger) {
    const low = Math.ceil(lo);
    // Small values first: ids and sequence numbers of the seeded rows are small.
    return fc.oneof(fc.integer({ min: low, max: Math.min(Math.floor(hi), low + 30) }), fc.integer({ min: low, max: Math.floor(hi) }));
  }
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** Values a field's name suggests (a `date` is a date, `x` a period, `code` a code group), half the time. */
const NAME_HINTS: Array<[RegExp, readonly string[]]> = [
  [/date$/i, ["20261122", "20261121", "20261115", "20261101", "2026-11-22", "2026-11-01"]],
  [/^x$/, ["week", "month", "year", "2026-11", "2026-10"]],
  [/^code$/, Object.keys(CODE_GROUPS)],
  [/carNo$/i, ["12가3456", "서울12가3456", "123나4567"]],
  [/brandDcd$/, CAR_BRANDS.map((b) => b.brandDcd)],
  [/^mdlDcd$/, CAR_MODELS.map((m) => m.mdlDcd)],
  [/dtlMdlDcd$/i, CAR_DETAIL_MODELS.map((m) => m.dtlMdlDcd)],
  // Sign-in with a demo account and, half of those times, its real password: sessions and refresh tokens to reuse.
  [/^loginId$/, FUZZ_ACCOUNTS],
  [/^password$/, [DEMO_PASSWORD]],
];

function withNameHint(name: string, schema: ZodLike, generic: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const hint = NAME_HINTS.find(([pattern]) => pattern.test(name))?.[1];
  if (!hint?.length || !JSON.stringify(internals(schema).def.type).match(/string|optional|pipe|default/)) return generic;
  return fc.oneof(fc.constantFrom(...hint), generic);
}

/** Valid-shaped values of a contract schema (the schema's own refinements may still refuse some). */
export function valueArb(schema: ZodLike, depth = 0): fc.Arbitrary<unknown> {
  const { def } = internals(schema);
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case "string":
      return stringArb(boundsOf(schema));
    case "number":
      return numberArb(boundsOf(schema));
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries!));
    case "literal":
      return fc.constantFrom(...def.values!);
    case "object": {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((k) => [k, withNameHint(k, shape[k], valueArb(shape[k], depth + 1))]));
      const requiredKeys = keys.filter((k) => internals(shape[k]).optin !== "optional");
      return fc.record(model, { requiredKeys });
    }
    case "array": {
      const b = boundsOf(schema);
      return fc.array(valueArb(def.element, depth + 1), {
        minLength: b.min ?? 0,
        maxLength: Math.max(b.min ?? 0, Math.min(b.max ?? MAX_VALID_ARRAY, MAX_VALID_ARRAY)),
      });
    }
    case "optional":
    case "default":
      return fc.option(valueArb(def.innerType, depth + 1), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(valueArb(def.innerType, depth + 1), { nil: null, freq: 4 });
    case "pipe":
      return valueArb(def.in, depth + 1);
    case "union":
      return fc.oneof(...def.options!.map((o) => valueArb(o, depth + 1)));
    default:
      // transform, unknown, file, any: JSON of any shape.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a mutation does to an object (a body or a query). */
type Mutation =
  | { kind: "none" }
  | { kind: "drop"; key: number }
  | { kind: "set"; key: number; value: unknown }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "replace"; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("drop" as const), key: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("set" as const), key: fc.nat(), value: wrongTyped }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), key: fc.constantFrom(...EXTRA_KEYS), value: wrongTyped }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("replace" as const),
      value: fc.oneof(wrongTyped, fc.constant(Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => i))),
    }),
  },
);

function mutate(value: unknown, m: Mutation): unknown {
  if (m.kind === "none") return value;
  if (m.kind === "replace") return m.value;
  const obj: Record<string, unknown> = value && typeof value === "object" && !Array.isArray(value) ? { ...value } : {};
  const keys = Object.keys(obj);
  if (m.kind === "extra") {
    // defineProperty: a plain assignment to "__proto__" would set the prototype instead of adding a key.
    Object.defineProperty(obj, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    return obj;
  }
  if (!keys.length) return m.kind === "set" ? { [EXTRA_KEYS[0]!]: m.value } : obj;
  const key = keys[m.key % keys.length]!;
  if (m.kind === "drop") delete obj[key];
  else obj[key] = m.value;
  return obj;
}

export type AuthKind = "none" | "valid" | "garbage" | "malformed";

/** One generated request, before the token is filled in. */
export interface FuzzPlan {
  call: string;
  auth: AuthKind;
  account: (typeof FUZZ_ACCOUNTS)[number];
  /** Last octets of the client address. */
  ip: [number, number, number];
  /** Path segments in order, each already as it goes into the URL. */
  pathValues: string[];
  /**
   * Bit i set: path segment i, and the body or query fields named like an id, take a value an earlier answer
   * returned (an inquiry's number, a file group, an order id) instead, picked by `learnedPick`: calls that act
   * on what another created need those.
   */
  learnedMask: number;
  learnedPick: number;
  query: unknown;
  queryMutation: Mutation;
  body: unknown;
  bodyMutation: Mutation;
  /** How the body travels: JSON, JSON that does not parse, or a content type the call does not take. */
  encoding: "json" | "broken-json" | "text" | "none" | "multipart";
  /** Multipart only: the parts' file contents and names. */
  files: Array<{ field: number; filename: string; data: number[] }>;
}

const GARBAGE_TOKENS = ["garbage", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.", "Bearer Bearer", "x".repeat(8_000)];

/** One arbitrary per call: its parts built from its schemas, then mutated. */
function planArb(name: string, call: CallDef): fc.Arbitrary<FuzzPlan> {
  const paramNames = pathParamNames(call.path);
  const paramShape = call.params ? (internals(call.params).def.shape ?? {}) : {};
  const segment = (param: string) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: (paramShape[param]
          ? withNameHint(param, paramShape[param], valueArb(paramShape[param]))
          : fc.integer({ min: 1, max: 30 })
        ).map((v) => percentEncode(String(v))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
      { weight: 1, arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 2_000))) },
    );
  return fc.record({
    call: fc.constant(name),
    auth: fc.constantFrom<AuthKind>("none", "valid", "valid", "valid", "valid", "valid", "valid", "garbage", "malformed"),
    account: fc.constantFrom(...FUZZ_ACCOUNTS),
    ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    pathValues: fc.tuple(...paramNames.map(segment)).map((t) => [...t]),
    learnedMask: fc.nat(15),
    learnedPick: fc.nat(),
    query: call.query ? valueArb(call.query) : fc.constant(undefined),
    queryMutation: call.query ? mutationArb : fc.constant({ kind: "none" as const }),
    body: call.body ? valueArb(call.body) : fc.option(wrongTyped, { nil: undefined, freq: 4 }),
    bodyMutation: mutationArb,
    encoding:
      call.kind === "multipart"
        ? fc.constantFrom("multipart", "multipart", "multipart", "json", "none")
        : call.method === "GET"
          ? fc.constantFrom("none", "none", "json")
          : fc.constantFrom("json", "json", "json", "json", "broken-json", "text", "none"),
    files: fc.array(
      fc.record({
        field: fc.nat(),
        filename: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom("a.png", "photo.png", "사진.png") },
          { weight: 1, arbitrary: fc.constantFrom("doc.pdf", "../../x.png", "a\u0000.png", `${"a".repeat(300)}.png`, "", "a.exe") },
          { weight: 1, arbitrary: hostileString.map((s) => s.slice(0, 300)) },
        ),
        data: fc.oneof(
          { weight: 3, arbitrary: fc.constant([...PNG_1X1]) },
          { weight: 1, arbitrary: fc.array(fc.nat(255), { maxLength: 64 }) },
          { weight: 1, arbitrary: fc.constant([]) },
        ),
      }),
      { maxLength: 3 },
    ),
  }) as fc.Arbitrary<FuzzPlan>;
}

const CALLS = calls as Record<string, CallDef>;
export const CALL_NAMES = Object.keys(CALLS).sort();

/** Every call equally likely. */
export const requestPlanArb: fc.Arbitrary<FuzzPlan> = fc.constantFrom(...CALL_NAMES).chain((name) => planArb(name, CALLS[name]!));

export interface BuiltRequest {
  method: CallDef["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** encodeURIComponent that takes any string: a lone surrogate goes as the UTF-8 replacement character. */
function percentEncode(s: string): string {
  return [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return "";
  if (typeof query !== "object") return `?${percentEncode(String(query))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined) continue;
    // Arrays become repeated keys (a=1&a=2), objects their JSON.
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = typeof item === "object" && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${percentEncode(k)}=${percentEncode(text)}`);
    }
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

function multipartBody(call: CallDef, plan: FuzzPlan, body: unknown): { payload: Buffer; contentType: string } {
  const boundary = "----evsafefuzz7d3f";
  const shape = internals(call.body!).def.shape ?? {};
  const fields = Object.keys(shape);
  const fileFields = fields.filter((f) => /file/i.test(f));
  const chunks: Buffer[] = [];
  const part = (head: string, data: Buffer) =>
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`, "utf8"), data, Buffer.from("\r\n"));
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) {
      if (fileFields.includes(k) || v === undefined) continue;
      part(`Content-Disposition: form-data; name="${k}"`, Buffer.from(typeof v === "string" ? v : JSON.stringify(v), "utf8"));
    }
  }
  const names = fileFields.length ? fileFields : ["file"];
  for (const f of plan.files) {
    const field = names[f.field % names.length]!;
    part(
      `Content-Disposition: form-data; name="${field}"; filename="${f.filename.replace(/"/g, "")}"\r\nContent-Type: application/octet-stream`,
      Buffer.from(f.data),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Turns a plan into the request to inject; `token` is the valid token of the plan's account, if it has one. */
export function buildRequest(basePath: string, plan: FuzzPlan, token: string | undefined, learned = new LearnedValues()): BuiltRequest {
  const call = CALLS[plan.call]!;
  let path = call.path;
  if (plan.pathValues.length) {
    const names = pathParamNames(call.path);
    const marker = Object.fromEntries(names.map((n, i) => [n, `\u0001${i}\u0001`]));
    const segment = (i: number) => {
      const value = plan.learnedMask & (1 << i) ? learned.pick(names[i]!, plan.learnedPick + i) : undefined;
      return value === undefined ? plan.pathValues[i]! : percentEncode(String(value));
    };
    path = buildPath(call.path, marker).replace(/%01(\d+)%01/g, (_, i: string) => segment(Number(i)));
  }
  const query = learned.fill(mutate(plan.query, plan.queryMutation), plan);
  const headers: Record<string, string> = {};
  if (plan.auth === "valid" && token) headers.authorization = `Bearer ${token}`;
  else if (plan.auth === "garbage") headers.authorization = `Bearer ${GARBAGE_TOKENS[plan.ip[2] % GARBAGE_TOKENS.length]}`;
  else if (plan.auth === "malformed") headers.authorization = plan.ip[2] % 2 ? "Basic ZGVtbzpEZW1vMTIzNCE=" : "Bearer";
  const remoteAddress = `10.${plan.ip[0]}.${plan.ip[1]}.${plan.ip[2]}`;
  const req: BuiltRequest = { method: call.method, url: `${basePath}/${path}${queryString(query)}`, headers, remoteAddress };
  const body = learned.fill(mutate(plan.body, plan.bodyMutation), plan);
  switch (plan.encoding) {
    case "json":
      if (body !== undefined) {
        headers["content-type"] = "application/json";
        req.payload = JSON.stringify(body);
      }
      break;
    case "broken-json":
      headers["content-type"] = "application/json";
      req.payload = (JSON.stringify(body ?? {}) ?? "{").slice(0, -1) + "\u0000{";
      break;
    case "text":
      headers["content-type"] = "text/plain";
      req.payload = JSON.stringify(body ?? "text");
      break;
    case "multipart": {
      const m = multipartBody(call, plan, body);
      headers["content-type"] = m.contentType;
      req.payload = m.payload;
      break;
    }
  }
  return req;
}

/** Field names whose values identify something the API created: the values worth reusing. */
const ID_FIELD = /(Sn|Id|No|Key|Token|^id)$/;
const MAX_LEARNED_PER_FIELD = 50;

/** Ids from earlier answers, by field name, for later requests to act on. */
export class LearnedValues {
  private readonly byField = new Map<string, Array<string | number>>();
  private all: Array<string | number> = [];

  /** Records the id-like fields of a 2xx answer's `results`. */
  learn(results: unknown, depth = 0): void {
    if (depth > 4 || !results || typeof results !== "object") return;
    for (const [key, value] of Object.entries(results)) {
      if ((typeof value === "number" || typeof value === "string") && ID_FIELD.test(key) && String(value).length <= 200)
        this.add(key, value);
      else this.learn(value, depth + 1);
    }
  }

  private add(field: string, value: string | number) {
    const list = this.byField.get(field) ?? [];
    if (list.includes(value)) return;
    list.push(value);
    if (list.length > MAX_LEARNED_PER_FIELD) list.shift();
    this.byField.set(field, list);
    this.all = [...this.byField.values()].flat();
  }

  /** A value learned under `field`, else any learned value; undefined before anything was learned. */
  pick(field: string, n: number): string | number | undefined {
    const list = this.byField.get(field)?.length ? this.byField.get(field)! : this.all;
    return list.length ? list[n % list.length] : undefined;
  }

  /** The object with its fields named like learned ones set to learned values, when the plan says so. */
  fill(value: unknown, plan: FuzzPlan): unknown {
    if (!(plan.learnedMask & 1) || !value || typeof value !== "object" || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...value };
    for (const key of Object.keys(out)) {
      const learned = this.byField.has(key) ? this.pick(key, plan.learnedPick) : undefined;
      if (learned !== undefined) out[key] = learned;
    }
    return out;
  }
}

export interface FuzzFailure {
  index: number;
  seed: number;
  path: string;
  call: string;
  status: number;
  request: BuiltRequest;
  response: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  statuses: Record<number, number>;
  /** Calls that answered at least one 2xx: generated values reach the handlers' happy paths. */
  callsWith2xx: number;
  /** The others, by name: where the generator does not get past validation or state. */
  callsWithout2xx: string[];
  /** Answers by per-IP or per-account limits. */
  rateLimited: number;
  /** Demo accounts that could no longer sign in (withdrawn or password changed by a generated request), with when. */
  accountsLost: string[];
  failures: FuzzFailure[];
  healthyAfter: boolean;
  ms: number;
}

/** Signs demo accounts in on demand and forgets a token that stopped working (logout, password change). */
class TokenPool {
  private tokens = new Map<string, string>();
  private unusable = new Set<string>();
  private logins = 0;
  readonly lost: string[] = [];
  constructor(
    private app: FastifyInstance,
    private basePath: string,
  ) {}

  async get(account: string): Promise<string | undefined> {
    if (this.unusable.has(account)) return undefined;
    const cached = this.tokens.get(account);
    if (cached) return cached;
    const res = await this.app.inject({
      method: "POST",
      url: `${this.basePath}/auth/login`,
      payload: { loginId: account, password: DEMO_PASSWORD },
      // Each sign-in from its own address: the fuzzer's own sign-ins must not use up a per-IP limit.
      remoteAddress: `198.18.${(this.logins >> 8) & 255}.${this.logins++ & 255}`,
    });
    // Throttled or locked for a while (generated wrong passwords for this account): try again later.
    if (res.statusCode === 429 || res.statusCode === 423) return undefined;
    if (res.statusCode !== 200) {
      // Withdrawn, locked or its password changed by a generated request: the run goes on without it.
      this.unusable.add(account);
      this.lost.push(`${account} (${res.statusCode} ${res.json().error?.code ?? ""})`);
      return undefined;
    }
    const token = res.json().results.accessToken as string;
    this.tokens.set(account, token);
    return token;
  }

  forget(account: string) {
    this.tokens.delete(account);
  }
}

export interface FuzzOptions {
  app: FastifyInstance;
  basePath: string;
  runs: number;
  seed: number;
  /** Regenerates only the request at this path (replay of a reported failure). */
  path?: string;
  onProgress?: (sent: number) => void;
}

/** Generates and sends the run's requests in order, then checks the server still answers its health check. */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const plans = fc.sample(requestPlanArb, {
    seed: opts.seed,
    numRuns: opts.path ? 1 : opts.runs,
    ...(opts.path ? { path: opts.path } : {}),
  });
  const pool = new TokenPool(opts.app, opts.basePath);
  const learned = new LearnedValues();
  const statuses: Record<number, number> = {};
  const with2xx = new Set<string>();
  const failures: FuzzFailure[] = [];
  for (const [i, plan] of plans.entries()) {
    const token = plan.auth === "valid" ? await pool.get(plan.account) : undefined;
    const req = buildRequest(opts.basePath, plan, token, learned);
    const res = await opts.app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      payload: req.payload,
      remoteAddress: req.remoteAddress,
    });
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode < 300) {
      with2xx.add(plan.call);
      if (res.headers["content-type"]?.toString().includes("json")) learned.learn((res.json() as { results?: unknown }).results);
    }
    // A user call refusing a valid token: it was revoked (a generated logout or password change); sign in again.
    if (token && res.statusCode === 401 && CALLS[plan.call]!.auth !== "public") pool.forget(plan.account);
    if (res.statusCode >= 500) {
      failures.push({
        index: i,
        seed: opts.seed,
        path: opts.path ?? String(i),
        call: plan.call,
        status: res.statusCode,
        request: req,
        response: res.body.slice(0, 2_000),
      });
    }
    opts.onProgress?.(i + 1);
  }
  const health = await opts.app.inject({ method: "GET", url: `${opts.basePath}/health-check`, remoteAddress: "192.0.2.2" });
  return {
    seed: opts.seed,
    sent: plans.length,
    statuses,
    callsWith2xx: with2xx.size,
    callsWithout2xx: CALL_NAMES.filter((n) => !with2xx.has(n)),
    rateLimited: statuses[429] ?? 0,
    accountsLost: pool.lost,
    failures,
    healthyAfter: health.statusCode === 200,
    ms: Math.round(performance.now() - started),
  };
}

/** A failure as a reader reproduces it: the request in full (long bodies cut) and the replay command. */
export function describeFailure(f: FuzzFailure): string {
  const payload =
    f.request.payload === undefined ? "" : Buffer.isBuffer(f.request.payload) ? f.request.payload.toString("latin1") : f.request.payload;
  const shown = payload.length > 1_000 ? `${payload.slice(0, 1_000)}… (${payload.length} chars)` : payload;
  return [
    `#${f.index} ${f.call} → ${f.status}`,
    `  ${f.request.method} ${f.request.url.length > 500 ? `${f.request.url.slice(0, 500)}…` : f.request.url}`,
    `  headers: ${JSON.stringify(f.request.headers)}  remoteAddress: ${f.request.remoteAddress}`,
    `  body: ${JSON.stringify(shown)}`,
    `  answer: ${f.response}`,
    `  replay: npm run fuzz -- --seed ${f.seed} --path ${f.path}`,
  ].join("\n");
}
