import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dialog, expect, signIn, test } from "../fixtures";
import { ONE_PHONE_TAG } from "../env";

/**
 * The web tier's operability (docs/operations.md "Web tier"): the operators' listener is not on the public origin,
 * a production `next start` answers readiness and a metrics scrape on its own port, drains in-flight requests on
 * SIGTERM, and the default error dialog shows the failed call's request id.
 */

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const webDir = join(repoRoot, "apps/web");
const NEXT_BIN = join(repoRoot, "node_modules/next/dist/bin/next");

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** A stand-in API: ready at once, and `codes/*` answers after `SLOW_MS`, so requests are in flight at SIGTERM. */
const SLOW_MS = 2_000;
function slowApi() {
  let arrived = 0;
  const server = createServer((req, res) => {
    if (req.url!.startsWith("/evsafe/api/codes/")) {
      arrived++;
      setTimeout(
        () =>
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ results: [{ code: "01", name: "x".repeat(2000) }] })),
        SLOW_MS,
      );
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end('{"results":{"status":"UP"}}');
  });
  return { server, arrived: () => arrived };
}

/** `next start` of the build under test on free ports, in production mode with its operators' listener on a free port. */
async function startWeb(apiOrigin: string): Promise<{ child: ChildProcess; port: number; opsPort: number; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      API_ORIGIN: apiOrigin,
      PRODUCT: "evsafe",
      // Production mode refuses a secret written in the repository.
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SIMULATORS: "0",
      WEB_METRICS_PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  await expect.poll(() => /"msg":"ops listener".*?"port":(\d+)/.exec(output)?.[1], { timeout: 60_000 }).toBeTruthy();
  const opsPort = Number(/"msg":"ops listener".*?"port":(\d+)/.exec(output)![1]);
  return { child, port, opsPort, output: () => output };
}

test.describe("web tier operations", () => {
  test(`the operators' paths are not on the public origin ${ONE_PHONE_TAG}`, async ({ request }) => {
    for (const path of ["/metrics", "/livez", "/readyz"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).not.toMatch(/evsafe_web_|process_cpu/);
    }
  });

  test(`production next start: readiness, a metrics scrape, and SIGTERM under load cuts no request ${ONE_PHONE_TAG}`, async () => {
    test.setTimeout(150_000);
    const api = slowApi();
    await new Promise<void>((r) => api.server.listen(0, "127.0.0.1", () => r()));
    const apiOrigin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    const web = await startWeb(apiOrigin);
    try {
      await expect.poll(async () => (await get(web.opsPort, "/livez")).status, { timeout: 30_000 }).toBe(200);
      await expect.poll(async () => (await get(web.opsPort, "/readyz")).status, { timeout: 30_000 }).toBe(200);

      // Pages and made-up addresses: the scrape names page patterns, never an address.
      expect((await get(web.port, "/nonMemberMain")).status).toBe(200);
      expect((await get(web.port, "/made-up-4711")).status).toBe(404);
      expect((await get(web.port, "/metrics")).status).toBe(404);
      const scrape = await get(web.opsPort, "/metrics");
      expect(scrape.status).toBe(200);
      expect(scrape.text).toMatch(/^evsafe_web_http_requests_total\{route="\/nonMemberMain",status_class="2xx"\} \d+$/m);
      expect(scrape.text).toMatch(/^evsafe_web_http_requests_total\{route="other",status_class="4xx"\} \d+$/m);
      expect(scrape.text).toMatch(/^evsafe_web_process_resident_memory_bytes \d+/m);
      expect(scrape.text).not.toContain("made-up");

      // Load: slow API calls through the forwarder, all in flight when SIGTERM arrives.
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        get(web.port, `/evsafe/api/codes/C${i}`, { "x-request-id": `drain-test-${i}-abcdef` }),
      );
      await expect.poll(api.arrived, { timeout: 30_000 }).toBe(20);
      web.child.kill("SIGTERM");
      // Draining: readiness says so at once, while the requests finish.
      await expect.poll(async () => (await get(web.opsPort, "/readyz")).status, { timeout: SLOW_MS }).toBe(503);
      const answers = await Promise.all(inFlight);
      for (const [i, a] of answers.entries()) {
        expect(a.status, `request ${i}`).toBe(200);
        expect(JSON.parse(a.text).results[0].name).toHaveLength(2000);
        expect(a.headers["x-request-id"]).toBe(`drain-test-${i}-abcdef`);
      }
      const code = await new Promise<number | null>((r) =>
        web.child.exitCode !== null ? r(web.child.exitCode) : web.child.once("exit", (c) => r(c)),
      );
      expect(code).toBe(143);
      // One JSON log line per forwarded call, with the caller's id and the call's contract name.
      expect(web.output()).toMatch(/"msg":"api-forward","reqId":"drain-test-7-abcdef","call":"getCodes","method":"GET","status":200/);
    } finally {
      if (web.child.exitCode === null) web.child.kill("SIGKILL");
      await new Promise<void>((r) => api.server.close(() => r()));
    }
  });

  test("a failed action's error dialog shows 문의 번호: the id the browser sent and the web server answered with", async ({
    page,
    faults,
  }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await faults.inject({
      path: "users/cancel-service",
      method: "PUT",
      status: 500,
      code: "INTERNAL_ERROR",
      message: "해지 처리 중 일시적인 오류가 발생했습니다.",
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/users/cancel-service") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "서비스 해지" }).click();
    await dialog(page).getByRole("button", { name: "해지 신청" }).click();
    const res = await answer;
    const sent = (await res.request().allHeaders())["x-request-id"];
    expect(sent).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(await res.headerValue("x-request-id")).toBe(sent);
    const d = dialog(page);
    await expect(d).toContainText("해지 처리 중 일시적인 오류가 발생했습니다.");
    await expect(d).toContainText(`문의 번호 ${sent}`);
  });

  test("real-user vitals of a sampled page view go to metrics/web-vitals when the page is hidden, with its route pattern only", async ({
    page,
  }) => {
    // The sampling draw is the test's: this page view is in the sample.
    await page.addInitScript(() => (Math.random = () => 0));
    const beacons: { samples: { name: string; value: number; route: string }[] }[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/evsafe/api/metrics/web-vitals") && r.method() === "POST") beacons.push(r.postDataJSON());
    });
    await page.goto("/nonMemberMain");
    // The reporter starts when the browser is idle. The user leaves the app (the page is hidden) and comes back,
    // until the figures measured so far have been sent.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            const set = (state: string) => {
              Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
              document.dispatchEvent(new Event("visibilitychange"));
            };
            set("hidden");
            set("visible");
          });
          return beacons.length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const body = beacons[0]!;
    expect(Object.keys(body)).toEqual(["samples"]);
    expect(body.samples.length).toBeGreaterThan(0);
    for (const s of body.samples) {
      expect(["LCP", "INP", "CLS", "TTFB"]).toContain(s.name);
      expect(s.route).toBe("/nonMemberMain");
      expect(Object.keys(s).sort()).toEqual(["name", "route", "value"]);
    }
    expect(body.samples.map((s) => s.name)).toContain("TTFB");
  });
});
