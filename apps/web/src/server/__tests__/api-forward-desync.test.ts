// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@evsafe/contract/constants/error-messages";
import { forwardApiRequest } from "../api-forward";

/**
 * Request desync through the forwarder: raw bytes a client can send (framing headers on a bodiless request, both
 * framings at once, a short or a long body, pipelining) must never make the API read bytes as a request that the
 * web server did not see as one, nor leave a pooled upstream socket out of step for the next client.
 */

const port = (s: Server) => (s.address() as AddressInfo).port;
const listen = (s: Server) => new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));

/** Requests the web server handled (method and path) and those the stand-in API read, with their bodies. */
const webSaw: string[] = [];
const apiSaw: { request: string; body: string }[] = [];
let api: Server;
let web: Server;

beforeAll(async () => {
  // A keep-alive HTTP/1.1 server like the API's: Node's parser honours Content-Length on any method, and a GET or
  // HEAD is answered at once without waiting for a body, as Fastify does; whatever body arrives is still recorded.
  api = createServer((req, res) => {
    const seen = { request: `${req.method} ${req.url}`, body: "" };
    apiSaw.push(seen);
    const answer = () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ results: { path: req.url } }));
    req.setEncoding("latin1");
    req.on("data", (c: string) => (seen.body += c));
    if (req.method === "GET" || req.method === "HEAD") answer();
    else req.on("end", answer);
  });
  api.keepAliveTimeout = 30_000;
  await listen(api);
  web = createServer((req, res) => {
    webSaw.push(`${req.method} ${req.url}`);
    void forwardApiRequest(req, res, {
      apiOrigin: `http://127.0.0.1:${port(api)}`,
      product: "evsafe",
      simulators: false,
      timeoutMs: 2_000,
    });
  });
  await listen(web);
});

afterAll(async () => {
  web.closeAllConnections();
  api.closeAllConnections();
  await Promise.all([web, api].map((s) => new Promise<void>((r) => s.close(() => r()))));
});

beforeEach(() => {
  webSaw.length = 0;
  apiSaw.length = 0;
});

/** Writes raw bytes to the web server and collects everything it answers until it closes or goes quiet. */
function raw(bytes: string, opts: { quietMs?: number; end?: boolean } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port(web), "127.0.0.1");
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(done, opts.quietMs ?? 400);
    };
    socket.on("data", (c: Buffer) => {
      chunks.push(c);
      quiet();
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.write(bytes, () => (opts.end ? socket.end() : quiet()));
  });
}

/** An ordinary request of another client, through the same forwarder and so the same upstream pool. */
function ordinary(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: port(web), path });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

const SMUGGLED = "GET /evsafe/api/smuggled HTTP/1.1\r\nHost: x\r\n\r\n";

/** After the trick, other clients are answered as usual and the API read nothing the web server did not hand it. */
async function expectNoDesync() {
  for (let i = 0; i < 3; i++) {
    const res = await ordinary(`/evsafe/api/health-check?client=${i}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ results: { path: `/evsafe/api/health-check?client=${i}` } });
  }
  for (const seen of apiSaw) {
    expect(webSaw, `the API read "${seen.request}", which the web server never handled`).toContain(seen.request);
    expect(seen.body, "a request inside a body").not.toMatch(/HTTP\/1\.[01]/);
  }
  expect(apiSaw.map((s) => s.request)).not.toContain("GET /evsafe/api/smuggled");
}

describe("the forwarder never desynchronises the API's connections", () => {
  it("refuses a GET with Content-Length (400, connection closed) and the next client is answered as usual", async () => {
    // The probe's reproduction: the header alone, no body, the connection closed.
    const answer = await raw("GET /evsafe/api/health-check HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(ERROR_MESSAGES.BODY_NOT_ALLOWED);
    expect(answer.toLowerCase()).toContain("connection: close");
    await expectNoDesync();
  });

  it("refuses a GET whose body carries a request of the attacker's choosing", async () => {
    const answer = await raw(`GET /evsafe/api/health-check HTTP/1.1\r\nHost: x\r\nContent-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await expectNoDesync();
  });

  it("refuses a HEAD or GET with Transfer-Encoding", async () => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await raw(
        `${method} /evsafe/api/health-check HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    }
    await expectNoDesync();
  });

  it("never forwards both framings of a POST with Content-Length and Transfer-Encoding", async () => {
    await raw(
      `POST /evsafe/api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${SMUGGLED}`,
    );
    await expectNoDesync();
  });

  it("a short body: the client stops early and leaves; the API is not left waiting on a pooled socket", async () => {
    await raw(`POST /evsafe/api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`, {
      end: true,
    });
    await expectNoDesync();
  });

  it("a long body: bytes past Content-Length are the client's next request, not part of the forwarded body", async () => {
    const answer = await raw(
      `POST /evsafe/api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}${SMUGGLED}`,
    );
    // Both are the client's own requests on its own connection, each handled by the web server and forwarded alone.
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(apiSaw.find((s) => s.request === "POST /evsafe/api/echo")?.body).toBe("{}");
    expect(webSaw).toContain("GET /evsafe/api/smuggled");
    webSaw.length = 0;
    apiSaw.length = 0;
    await expectNoDesync();
  });

  it("pipelined requests are answered in order, each with its own answer", async () => {
    const answer = await raw(
      "GET /evsafe/api/health-check?n=1 HTTP/1.1\r\nHost: x\r\n\r\nGET /evsafe/api/health-check?n=2 HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    const paths = [...answer.matchAll(/"path":"([^"]+)"/g)].map((m) => m[1]);
    expect(paths).toEqual(["/evsafe/api/health-check?n=1", "/evsafe/api/health-check?n=2"]);
    await expectNoDesync();
  });

  it("a DELETE's body reaches the API whole, and the next client is answered as usual", async () => {
    const answer = await raw(
      'DELETE /evsafe/api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{"reason":1}\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(apiSaw.find((s) => s.request === "DELETE /evsafe/api/echo")?.body).toBe('{"reason":1}\n');
    await expectNoDesync();
  });

  it("a GET with Content-Length: 0 is an ordinary request", async () => {
    const answer = await raw("GET /evsafe/api/health-check HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    await expectNoDesync();
  });
});
