import { z } from "zod";
import { AREAS, ApiErrorSchema, calls, ERROR_CODES, ERROR_MESSAGES, SERVICE_EXPIRED_MESSAGE, type CallDef } from "@evsafe/contract";

/**
 * OpenAPI 3.1 document generated from the contract (`calls`): one operation per call, schemas from zod 4's
 * `z.toJSONSchema` (JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Request parts are described as the
 * client sends them (`io: "input"`), responses as the API answers them (`io: "output"`).
 * Nothing here is per call: a call added to the contract appears without touching this file.
 */

type Json = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
  "x-auth": CallDef["auth"];
  "x-kind": NonNullable<CallDef["kind"]>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: Json[];
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", OpenApiOperation>>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

/** Korean names of the contract areas (SPEC §7 grouping), used as OpenAPI tags and page sections. */
export const AREA_LABELS: Record<string, string> = {
  common: "공통",
  auth: "인증",
  user: "사용자",
  service: "서비스 신청·결제",
  main: "메인",
  diagnosis: "배터리 진단",
  vehicle: "차량 데이터",
  files: "파일",
  customer: "고객센터",
  review: "리뷰",
};
const OTHER_AREA = "기타";

export const AUTH_LABELS: Record<CallDef["auth"], string> = {
  public: "공개 (토큰 불필요)",
  user: "로그인 필요 (Bearer 토큰)",
  service: "서비스 이용 중 (Bearer 토큰, 서비스 만료 전)",
};

const SCHEMA_REF = "#/components/schemas/";
const RESPONSE_REF = "#/components/responses/";
const UNREPRESENTABLE = "스키마로 표현할 수 없는 값입니다 (서버에서 변환·검증).";

/** Area of every call name, from the contract's `AREAS` grouping. */
function areaOf(): Map<string, string> {
  const m = new Map<string, string>();
  for (const [area, group] of Object.entries(AREAS as Record<string, Record<string, CallDef>>)) {
    for (const name of Object.keys(group)) m.set(name, area);
  }
  return m;
}

/**
 * JSON Schema of a zod schema, `$schema` removed and local `$defs` (recursive or id-named schemas)
 * hoisted into `components.schemas` under unique names, refs rewritten to match.
 */
function convert(schema: z.ZodType, io: "input" | "output", prefix: string, components: Record<string, Json>): Json {
  let json: Json;
  try {
    json = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      cycles: "ref",
      override(ctx) {
        const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
        // Dates travel as ISO text; anything else unrepresentable (transform outputs, custom) is left open but said so.
        if (def.type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
        else if (Object.keys(ctx.jsonSchema).length === 0 && ["transform", "custom", "function"].includes(def.type)) {
          ctx.jsonSchema.description = UNREPRESENTABLE;
        }
      },
    }) as Json;
  } catch {
    return { description: UNREPRESENTABLE };
  }
  delete json.$schema;
  const defs = json.$defs as Record<string, Json> | undefined;
  delete json.$defs;
  if (!defs) return json;
  const rename = new Map<string, string>();
  for (const key of Object.keys(defs)) {
    let name = key.startsWith("__") ? `${prefix}_${key.replace(/^_+/, "")}` : key;
    // An id-named schema may come from several calls: same JSON → same component; else a unique name.
    if (components[name] && JSON.stringify(components[name]) !== JSON.stringify(defs[key])) name = `${prefix}_${key}`;
    rename.set(`#/$defs/${key}`, `${SCHEMA_REF}${name}`);
  }
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === "object") {
      const o: Json = {};
      for (const [k, x] of Object.entries(v)) o[k] = k === "$ref" && typeof x === "string" ? (rename.get(x) ?? x) : rewrite(x);
      return o;
    }
    return v;
  };
  for (const [key, def] of Object.entries(defs)) components[rename.get(`#/$defs/${key}`)!.slice(SCHEMA_REF.length)] = rewrite(def) as Json;
  return rewrite(json) as Json;
}

const errorExample = (code: string, message: string) => ({ error: { code, message } });

function errorResponse(description: string, code: string, message: string): Json {
  return {
    description,
    content: { "application/json": { schema: { $ref: `${SCHEMA_REF}ErrorEnvelope` }, example: errorExample(code, message) } },
  };
}

/** Builds the document for the API served under `/{product}/api`. */
export function buildOpenApi(opts: { product?: string; version?: string } = {}): OpenApiDocument {
  const schemas: Record<string, Json> = {};
  schemas.ErrorEnvelope = {
    ...convert(ApiErrorSchema, "output", "ErrorEnvelope", schemas),
    description: "오류 응답 봉투: 기계가 읽는 code와 사용자에게 보여 줄 한국어 message.",
  };
  schemas.SuccessEnvelope = {
    type: "object",
    description: "성공 응답 봉투: 결과는 results에 담긴다 (SPEC §7: results, 없으면 data를 꺼내 쓴다).",
    properties: { results: { description: "호출별 결과" } },
    required: ["results"],
  };

  const responses: Record<string, Json> = {
    BadRequest: errorResponse(
      "요청 값이 올바르지 않습니다 (경로·조회 조건·본문 검증 실패).",
      ERROR_CODES.VALIDATION,
      "요청 본문 값이 올바르지 않습니다.",
    ),
    Unauthorized: errorResponse("토큰이 없거나 유효하지 않거나 만료되었습니다.", ERROR_CODES.UNAUTHORIZED, "로그인이 필요합니다."),
    Forbidden: errorResponse("서비스 이용 기간이 끝났거나 권한이 없습니다.", ERROR_CODES.SERVICE_EXPIRED, SERVICE_EXPIRED_MESSAGE),
    NotFound: errorResponse("대상을 찾을 수 없습니다.", ERROR_CODES.NOT_FOUND, "요청한 정보를 찾을 수 없습니다."),
    PayloadTooLarge: errorResponse(ERROR_MESSAGES.PAYLOAD_TOO_LARGE, ERROR_CODES.PAYLOAD_TOO_LARGE, ERROR_MESSAGES.PAYLOAD_TOO_LARGE),
    UnsupportedMediaType: errorResponse(
      "지원하지 않는 요청 형식입니다.",
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      "지원하지 않는 요청 형식입니다.",
    ),
  };

  const areas = areaOf();
  const usedAreas = new Set<string>();
  const paths: OpenApiDocument["paths"] = {};

  for (const [name, call] of Object.entries(calls as Record<string, CallDef>)) {
    const kind = call.kind ?? "json";
    const area = areas.get(name) ?? OTHER_AREA;
    usedAreas.add(area);
    const op: OpenApiOperation = {
      operationId: name,
      summary: call.summary,
      tags: [area],
      responses: {},
      "x-auth": call.auth,
      "x-kind": kind,
    };

    const parameters: Json[] = [];
    const addParams = (schema: z.ZodObject | undefined, where: "path" | "query") => {
      if (!schema) return;
      const json = convert(schema, "input", `${name}_${where}`, schemas);
      const props = (json.properties ?? {}) as Record<string, Json>;
      const required = new Set((json.required ?? []) as string[]);
      for (const [p, s] of Object.entries(props)) {
        parameters.push({ name: p, in: where, required: where === "path" || required.has(p), schema: s });
      }
    };
    addParams(call.params, "path");
    // A path parameter the template names but the schema does not: still a required string.
    for (const m of call.path.matchAll(/\{(\w+)\}/g)) {
      if (!parameters.some((p) => p.in === "path" && p.name === m[1])) {
        parameters.push({ name: m[1], in: "path", required: true, schema: { type: "string" } });
      }
    }
    addParams(call.query, "query");
    if (parameters.length) op.parameters = parameters;

    if (kind === "multipart") {
      const schema = call.body
        ? convert(call.body, "input", `${name}_body`, schemas)
        : { type: "object", description: "multipart/form-data: 파일(file)과 텍스트 필드", additionalProperties: true };
      op.requestBody = { required: true, content: { "multipart/form-data": { schema } } };
    } else if (call.body) {
      schemas[`${name}Body`] = convert(call.body, "input", `${name}_body`, schemas);
      const optional = call.body.safeParse(undefined).success;
      op.requestBody = {
        required: !optional,
        content: { "application/json": { schema: { $ref: `${SCHEMA_REF}${name}Body` } } },
      };
    }

    if (call.noContent) {
      op.responses["204"] = { description: "성공: 본문 없음" };
    } else if (kind === "binary") {
      op.responses["200"] = {
        description: "파일 내용",
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      };
    } else {
      schemas[`${name}Result`] = convert(call.response, "output", `${name}_result`, schemas);
      op.responses["200"] = {
        description: "성공: results에 결과",
        content: {
          "application/json": {
            schema: {
              allOf: [{ $ref: `${SCHEMA_REF}SuccessEnvelope` }],
              type: "object",
              properties: { results: { $ref: `${SCHEMA_REF}${name}Result` } },
              required: ["results"],
            },
          },
        },
      };
    }
    if (call.params || call.query || call.body || kind === "multipart") op.responses["400"] = { $ref: `${RESPONSE_REF}BadRequest` };
    if (call.auth !== "public") {
      op.responses["401"] = { $ref: `${RESPONSE_REF}Unauthorized` };
      op.security = [{ bearerAuth: [] }];
    }
    if (call.auth === "service") op.responses["403"] = { $ref: `${RESPONSE_REF}Forbidden` };
    if (call.path.includes("{")) op.responses["404"] = { $ref: `${RESPONSE_REF}NotFound` };
    if (kind === "multipart") {
      op.responses["413"] = { $ref: `${RESPONSE_REF}PayloadTooLarge` };
      op.responses["415"] = { $ref: `${RESPONSE_REF}UnsupportedMediaType` };
    }

    const key = `/${call.path}`;
    const method = call.method.toLowerCase() as "get" | "post" | "put" | "delete";
    const item = (paths[key] ??= {});
    if (item[method]) throw new Error(`contract has two calls for ${call.method} ${call.path}: ${item[method]!.operationId}, ${name}`);
    item[method] = op;
  }

  const tagOrder = [...Object.keys(AREA_LABELS), OTHER_AREA];
  return {
    openapi: "3.1.0",
    info: {
      title: "EV 배터리 안전 알림 서비스 업무 API",
      version: opts.version ?? "0.1.0",
      description:
        "전기차 배터리 안전 알림 서비스의 참조 업무 API. 모든 성공 응답은 { results }, 오류는 { error: { code, message } } (한국어 메시지)로 답한다. 계약(packages/contract)에서 자동 생성된 문서이다.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [
      {
        url: "/{product}/api",
        description: "업무 API 기본 경로",
        variables: { product: { default: opts.product ?? "evsafe", description: "제품 식별자" } },
      },
    ],
    tags: tagOrder.filter((a) => usedAreas.has(a)).map((a) => ({ name: a, description: AREA_LABELS[a] ?? "분류되지 않은 호출" })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "auth/login으로 받은 액세스 토큰" },
      },
    },
  };
}
