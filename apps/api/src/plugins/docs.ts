import type { FastifyInstance } from "fastify";
import { AUTH_LABELS, buildOpenApi, type OpenApiDocument, type OpenApiOperation } from "../openapi";

/**
 * The OpenAPI document as JSON at `GET /openapi.json` and `GET {basePath}/openapi.json`, and a readable
 * self-contained page at `GET /docs` (server-rendered, no scripts, no external resources: works offline).
 * Both are built once per app, on first request.
 */
export function registerDocs(app: FastifyInstance, basePath: string): void {
  let doc: OpenApiDocument | undefined;
  let html: string | undefined;
  const product = basePath.split("/").filter(Boolean)[0] ?? "evsafe";
  const document = () => (doc ??= buildOpenApi({ product }));

  const sendJson = async () => document();
  app.get("/openapi.json", sendJson);
  app.get(`${basePath}/openapi.json`, sendJson);
  app.get("/docs", async (_req, reply) => {
    html ??= renderDocsPage(document(), basePath);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
      .header("x-content-type-options", "nosniff")
      .send(html);
  });
}

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Text content only (not attributes): quotes stay readable in JSON blocks. */
const escText = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

const METHOD_ORDER = ["get", "post", "put", "delete"] as const;

/** Replaces `$ref`s to `components.schemas` by the schema itself (once per path, so recursion stays finite). */
function resolveRefs(value: unknown, schemas: Record<string, unknown>, seen: Set<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, schemas, seen));
  if (!value || typeof value !== "object") return value;
  const o = value as Record<string, unknown>;
  const ref = o.$ref;
  if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
    const name = ref.slice("#/components/schemas/".length);
    if (seen.has(name) || !(name in schemas)) return { $ref: ref };
    return resolveRefs(schemas[name], schemas, new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, resolveRefs(v, schemas, seen)]));
}

function schemaBlock(title: string, schema: unknown, schemas: Record<string, unknown>): string {
  const text = JSON.stringify(resolveRefs(schema, schemas), null, 2);
  return `<details class="schema"><summary>${esc(title)}</summary><pre>${escText(text)}</pre></details>`;
}

function operationBlock(path: string, method: string, op: OpenApiOperation, doc: OpenApiDocument, basePath: string): string {
  const schemas = doc.components.schemas;
  const parts: string[] = [];
  const params = op.parameters ?? [];
  if (params.length) {
    const rows = params
      .map(
        (p) =>
          `<tr><td><code>${esc(p.name)}</code></td><td>${p.in === "path" ? "경로" : "조회 조건"}</td><td>${p.required ? "필수" : "선택"}</td><td><code>${escText(JSON.stringify(p.schema))}</code></td></tr>`,
      )
      .join("");
    parts.push(
      `<table class="params"><thead><tr><th>이름</th><th>위치</th><th>필수</th><th>스키마</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  const body = op.requestBody as { required?: boolean; content?: Record<string, { schema?: unknown }> } | undefined;
  if (body?.content) {
    for (const [type, c] of Object.entries(body.content)) {
      parts.push(schemaBlock(`요청 본문 (${type}${body.required ? ", 필수" : ", 선택"})`, c.schema, schemas));
    }
  }
  const ok = op.responses["200"] as { content?: Record<string, { schema?: unknown }> } | undefined;
  for (const [type, c] of Object.entries(ok?.content ?? {})) {
    const schema = type === "application/json" ? (c.schema as { properties?: { results?: unknown } }).properties?.results : c.schema;
    parts.push(schemaBlock(type === "application/json" ? "응답 results" : `응답 (${type})`, schema, schemas));
  }
  const errors = Object.keys(op.responses).filter((s) => s !== "200");
  const id = `op-${op.operationId}`;
  return `<article class="op" id="${esc(id)}">
<header><span class="method m-${esc(method)}">${esc(method.toUpperCase())}</span> <code class="path">${esc(basePath)}${esc(path)}</code>
<span class="auth a-${esc(op["x-auth"])}">${esc(AUTH_LABELS[op["x-auth"]])}</span>${op["x-kind"] !== "json" ? ` <span class="kind">${op["x-kind"] === "multipart" ? "파일 업로드" : "파일 응답"}</span>` : ""}</header>
<p class="summary">${esc(op.summary)} <span class="opid">${esc(op.operationId)}</span></p>
${parts.join("\n")}
${errors.length ? `<p class="errors">오류 응답: ${errors.map(esc).join(", ")} — <code>{ error: { code, message } }</code></p>` : ""}
</article>`;
}

/** The readable page: calls grouped by area, each with method, path, summary, auth and collapsible schemas. */
export function renderDocsPage(doc: OpenApiDocument, basePath: string): string {
  const byTag = new Map<string, Array<[string, string, OpenApiOperation]>>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHOD_ORDER) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags[0] ?? "기타";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push([path, method, op]);
    }
  }
  const total = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  const sections = doc.tags
    .filter((t) => byTag.has(t.name))
    .map((t) => {
      const ops = byTag.get(t.name)!;
      return `<section id="area-${esc(t.name)}"><h2>${esc(t.description)} <small>(${ops.length}개)</small></h2>
${ops.map(([p, m, op]) => operationBlock(p, m, op, doc, basePath)).join("\n")}
</section>`;
    })
    .join("\n");
  const toc = doc.tags
    .filter((t) => byTag.has(t.name))
    .map((t) => `<li><a href="#area-${esc(t.name)}">${esc(t.description)}</a> <small>${byTag.get(t.name)!.length}</small></li>`)
    .join("");
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} — API 문서</title>
<style>
:root { color-scheme: light; --fg:#1d2330; --muted:#5b6474; --line:#e3e7ee; --bg:#f6f8fb; }
* { box-sizing: border-box; }
body { margin:0; font: 15px/1.55 system-ui, -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", sans-serif; color:var(--fg); background:var(--bg); }
header.top { background:#0f3d2e; color:#fff; padding:20px 24px; }
header.top h1 { margin:0 0 4px; font-size:22px; }
header.top p { margin:0; opacity:.9; }
header.top a { color:#bff0d4; }
main { max-width:1080px; margin:0 auto; padding:16px 24px 48px; }
nav ul { display:flex; flex-wrap:wrap; gap:8px; list-style:none; padding:0; }
nav li { background:#fff; border:1px solid var(--line); border-radius:16px; padding:4px 12px; }
nav a { color:var(--fg); text-decoration:none; }
section h2 { margin:28px 0 12px; font-size:19px; border-bottom:2px solid var(--line); padding-bottom:6px; }
.op { background:#fff; border:1px solid var(--line); border-radius:10px; padding:12px 16px; margin:10px 0; }
.op header { display:flex; flex-wrap:wrap; align-items:center; gap:8px; }
.method { font-weight:700; font-size:12px; padding:2px 8px; border-radius:4px; color:#fff; min-width:58px; text-align:center; }
.m-get { background:#1f6feb; } .m-post { background:#1a7f37; } .m-put { background:#9a6700; } .m-delete { background:#cf222e; }
.path { font-size:14px; word-break:break-all; }
.auth { font-size:12px; padding:2px 8px; border-radius:10px; background:#eef1f5; color:var(--muted); }
.a-public { background:#e6f4ea; color:#1a7f37; } .a-service { background:#fff4e5; color:#9a6700; }
.kind { font-size:12px; padding:2px 8px; border-radius:10px; background:#f0e8ff; color:#6639ba; }
.summary { margin:8px 0; }
.opid { color:var(--muted); font-size:12px; margin-left:6px; }
.errors { color:var(--muted); font-size:13px; margin:6px 0 0; }
details.schema { margin:6px 0; }
details.schema summary { cursor:pointer; color:#0f3d2e; font-weight:600; }
pre { background:#f3f5f8; border:1px solid var(--line); border-radius:6px; padding:10px; overflow:auto; font-size:12.5px; max-height:480px; }
table.params { border-collapse:collapse; width:100%; font-size:13px; margin:6px 0; }
table.params th, table.params td { border:1px solid var(--line); padding:4px 8px; text-align:left; vertical-align:top; }
table.params th { background:#f3f5f8; }
table.params code { word-break:break-all; }
</style>
</head>
<body>
<header class="top">
<h1>${esc(doc.info.title)}</h1>
<p>버전 ${esc(doc.info.version)} · 호출 ${total}개 · 기본 경로 <code>${esc(basePath)}</code> · <a href="${esc(basePath)}/openapi.json">OpenAPI 3.1 JSON</a></p>
</header>
<main>
<p>${esc(doc.info.description)}</p>
<p>인증이 필요한 호출은 <code>Authorization: Bearer &lt;액세스 토큰&gt;</code> 헤더를 보낸다. 토큰은 <code>POST ${esc(basePath)}/auth/login</code>으로 받는다.
서비스 이용 기간이 지나면 서비스 호출은 403 <code>SERVICE_EXPIRED</code>로 답한다.</p>
<nav aria-label="영역 목차"><ul>${toc}</ul></nav>
${sections}
</main>
</body>
</html>
`;
}
