import { connect } from "node:net";
import { request as httpRequest } from "node:http";
import { expect, test } from "../fixtures";
import { ONE_PHONE_TAG, PRODUCT, WEB_PORT } from "../env";

/**
 * Request desync through the web origin's API forwarder (docs/security.md "The web tier"), against the production
 * build and the real API: raw bytes a client can send must never leave a pooled upstream connection out of step, so
 * another client's next request is answered as usual. The same tricks are unit-tested with a recording stand-in API
 * (apps/web/src/server/__tests__/api-forward-desync.test.ts), which also proves nothing is smuggled.
 */

const HEALTH = `/${PRODUCT}/api/health-check`;
const SMUGGLED = "GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n";

/** Writes raw bytes to the web server and returns what it answers until it closes or goes quiet. */
function raw(bytes: string, opts: { end?: boolean } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(WEB_PORT, "127.0.0.1");
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(done, 1_000);
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

/** Another client's ordinary request through the web origin. */
function ordinary(): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: WEB_PORT, path: HEALTH });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: kept as text, so the failure shows what came back.
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function expectOthersAnswered() {
  for (let i = 0; i < 4; i++) {
    const res = await ordinary();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toHaveProperty("results");
  }
}

test.describe("the web origin's forwarder cannot be desynchronised", { tag: ONE_PHONE_TAG }, () => {
  test("a GET with Content-Length and no body (the probe's reproduction) is refused 400; others are answered", async () => {
    const answer = await raw(`GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("조회 요청에는 본문을 보낼 수 없습니다");
    await expectOthersAnswered();
  });

  test("a GET or HEAD carrying a request in its body, or chunked, is refused 400; others are answered", async () => {
    expect(await raw(`GET ${HEALTH} HTTP/1.1\r\nHost: x\r\nContent-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`)).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    expect(await raw(`HEAD ${HEALTH} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    await expectOthersAnswered();
  });

  test("both framings, a short body, a long body and pipelining leave the next client's answer intact", async () => {
    const login = `/${PRODUCT}/api/auth/login`;
    await raw(
      `POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${SMUGGLED}`,
    );
    await expectOthersAnswered();
    await raw(`POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"loginId":`, {
      end: true,
    });
    await expectOthersAnswered();
    // Bytes past Content-Length are this client's own next request: the web origin answers it (no route: 404).
    const long = await raw(`POST ${login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}${SMUGGLED}`);
    expect(long).not.toContain('"openapi"');
    await expectOthersAnswered();
    const pipelined = await raw(`GET ${HEALTH} HTTP/1.1\r\nHost: x\r\n\r\nGET ${HEALTH}?n=2 HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(pipelined.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    await expectOthersAnswered();
  });
});
