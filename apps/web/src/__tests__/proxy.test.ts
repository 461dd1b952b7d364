// @vitest-environment node
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES } from "@evsafe/contract/constants/limits";
import {
  apiSubPath,
  forwardApiRequest,
  bodyLimitFor,
  forwardedFor,
  isDemoOnlyPath,
  UPLOAD_BODY_MAX_BYTES,
  upstreamHeaders,
  withoutSessionCookies,
} from "../server/api-forward";

describe("withoutSessionCookies", () => {
  it("keeps other cookies and drops next-auth's", () => {
    expect(
      withoutSessionCookies("a=1; next-auth.session-token=x; __Secure-next-auth.session-token=y; __Host-next-auth.csrf-token=z; b=2"),
    ).toBe("a=1; b=2");
    expect(withoutSessionCookies("next-auth.callback-url=/home")).toBe("");
    expect(withoutSessionCookies(null)).toBe("");
  });
});

describe("demo-only paths", () => {
  it("are the simulators and fault injection", () => {
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/sim/identity/verify", "evsafe")!)).toBe(true);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/__faults", "evsafe")!)).toBe(true);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/__faults/clear", "evsafe")!)).toBe(true);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/health-check", "evsafe")!)).toBe(false);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/users/simple", "evsafe")!)).toBe(false);
    expect(apiSubPath("/other/api/x", "evsafe")).toBeNull();
  });
});

describe("X-Forwarded-For", () => {
  it("is the address this server saw, never what the client wrote", () => {
    expect(forwardedFor({ headers: { "x-forwarded-for": "203.0.113.7" }, socket: { remoteAddress: "10.0.0.2" } as never })).toBe(
      "10.0.0.2",
    );
    const headers = upstreamHeaders({
      headers: { host: "web", "x-forwarded-for": "203.0.113.7", forwarded: "for=203.0.113.8", "x-forwarded-host": "evil" },
      socket: { remoteAddress: "198.51.100.4" } as never,
    });
    expect(headers["x-forwarded-for"]).toBe("198.51.100.4");
    expect(headers.forwarded).toBeUndefined();
  });

  it("drops the session cookie and every framing or hop-by-hop header, those the Connection header names too", () => {
    const headers = upstreamHeaders({
      method: "GET",
      headers: {
        host: "web",
        cookie: "next-auth.session-token=s; a=1",
        expect: "100-continue",
        "content-length": "40",
        "transfer-encoding": "chunked",
        te: "trailers",
        connection: "keep-alive, x-hop",
        "x-hop": "1",
        "keep-alive": "timeout=5",
        "x-kept": "2",
      },
      socket: { remoteAddress: "127.0.0.1" } as never,
    });
    expect(headers.cookie).toBe("a=1");
    for (const name of ["expect", "host", "content-length", "transfer-encoding", "te", "connection", "x-hop", "keep-alive"])
      expect(headers[name], name).toBeUndefined();
    expect(headers["x-kept"]).toBe("2");
  });

  it("frames a body itself: chunked when the client chunked it, else its length (0 when it sent none), a DELETE's too", () => {
    const socket = { remoteAddress: "127.0.0.1" } as never;
    const withLength = upstreamHeaders({ method: "DELETE", headers: { "content-length": "12" }, socket });
    expect([withLength["content-length"], withLength["transfer-encoding"]]).toEqual(["12", undefined]);
    const chunked = upstreamHeaders({ method: "POST", headers: { "transfer-encoding": "chunked", "content-length": "5" }, socket });
    expect([chunked["content-length"], chunked["transfer-encoding"]]).toEqual([undefined, "chunked"]);
    const none = upstreamHeaders({ method: "DELETE", headers: {}, socket });
    expect([none["content-length"], none["transfer-encoding"]]).toEqual(["0", undefined]);
  });
});

describe("body limits", () => {
  it("allow 1 MB of JSON and five 10 MB files in a multipart upload", () => {
    expect(bodyLimitFor("application/json")).toBe(JSON_BODY_MAX_BYTES);
    expect(bodyLimitFor(undefined)).toBe(JSON_BODY_MAX_BYTES);
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_MAX_BYTES);
    expect(UPLOAD_BODY_MAX_BYTES).toBeGreaterThan(5 * 10 * 1024 * 1024);
    expect(UPLOAD_BODY_MAX_BYTES).toBeLessThan(60 * 1024 * 1024);
  });
});

describe("forwardApiRequest between real servers", () => {
  /** What the stand-in API received. */
  const seen: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
  let api: Server;
  const webs: Record<"demo" | "production", Server> = {} as never;
  const port = (s: Server) => (s.address() as AddressInfo).port;
  const listen = (s: Server) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r));

  beforeAll(async () => {
    api = createServer((req, res) => {
      let bytes = 0;
      req.on("data", (c: Buffer) => (bytes += c.length));
      req.on("end", () => {
        seen.push({ path: req.url!, headers: req.headers, bytes });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ results: { ok: true } }));
      });
    });
    await listen(api);
    for (const mode of ["demo", "production"] as const) {
      webs[mode] = createServer(
        (req, res) =>
          void forwardApiRequest(req, res, { apiOrigin: `http://127.0.0.1:${port(api)}`, product: "evsafe", simulators: mode === "demo" }),
      );
      await listen(webs[mode]);
    }
  });
  afterAll(() => {
    for (const s of [api, webs.demo, webs.production]) s.close();
  });

  function send(web: Server, path: string, opts: { body?: Buffer; headers?: Record<string, string>; expectContinue?: boolean } = {}) {
    return new Promise<{ status: number; json: { error?: { code: string; message: string }; results?: unknown } }>((resolve, reject) => {
      const headers = { ...opts.headers, ...(opts.expectContinue ? { expect: "100-continue" } : {}) };
      const req = request({ host: "127.0.0.1", port: port(web), path, method: opts.body ? "POST" : "GET", headers });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
      });
      req.on("error", reject);
      if (!opts.body) req.end();
      else if (opts.expectContinue) req.on("continue", () => req.end(opts.body));
      else req.end(opts.body);
    });
  }

  it("forwards the simulators and fault injection only in demo mode", async () => {
    seen.length = 0;
    const off = await send(webs.production, "/evsafe/api/sim/identity/requests");
    expect(off.status).toBe(404);
    expect(off.json.error?.message).toBe("요청한 주소를 찾을 수 없습니다.");
    expect((await send(webs.production, "/evsafe/api/__faults")).status).toBe(404);
    expect(seen).toEqual([]);

    expect((await send(webs.demo, "/evsafe/api/__faults")).status).toBe(200);
    expect((await send(webs.production, "/evsafe/api/health-check?x=1")).status).toBe(200);
    expect(seen.map((s) => s.path)).toEqual(["/evsafe/api/__faults", "/evsafe/api/health-check?x=1"]);
  });

  it("tells the API the address this server saw, not what the client wrote, without the session cookie", async () => {
    seen.length = 0;
    await send(webs.production, "/evsafe/api/health-check", {
      headers: { "x-forwarded-for": "203.0.113.9", cookie: "next-auth.session-token=s; a=1" },
    });
    expect(seen[0]!.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen[0]!.headers.cookie).toBe("a=1");
  });

  it("answers an over-limit body 413 in Korean without forwarding it, also with Expect: 100-continue", async () => {
    seen.length = 0;
    const json = { "content-type": "application/json" };
    const big = Buffer.alloc(JSON_BODY_MAX_BYTES + 1, 0x20);
    for (const expectContinue of [false, true]) {
      const res = await send(webs.production, "/evsafe/api/auth/login", { body: big, headers: json, expectContinue });
      expect(res.status).toBe(413);
      expect(res.json.error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "요청 크기가 허용 한도를 넘었습니다." });
    }
    expect(seen).toEqual([]);
    const small = await send(webs.production, "/evsafe/api/auth/login", { body: Buffer.from("{}"), headers: json, expectContinue: true });
    expect(small.status).toBe(200);
    expect(seen[0]!.bytes).toBe(2);
  });
});
