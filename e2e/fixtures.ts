import {
  test as base,
  expect,
  type APIRequestContext,
  type Cookie,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from "@playwright/test";
import type { TokenPair } from "@evsafe/contract";
import { API_BASE, DEMO_PASSWORD, PRODUCT, WEB_ORIGIN } from "./env";

/** Demo accounts of the reference API (apps/api/src/db/seed/accounts.ts); README says what each shows. */
export type DemoLogin = "demo" | "demo00" | "demo01" | "demoempty" | "demowarn" | "demo03" | "demo04" | "demob2b";

/** One injected fault (apps/api/src/plugins/faults.ts): the next `count` requests to `path` fail or wait. */
export interface Fault {
  /** Path under the API base, e.g. `main/info`; `*` for any call. */
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Whose requests fail: the browser's (default), the web server's reads for a first paint, or both. */
  target?: "client" | "server-render" | "any";
  status?: number;
  code?: string;
  /** Korean text the client should show. */
  message?: string;
  count?: number;
  delayMs?: number;
}

export interface Faults {
  inject(fault: Fault): Promise<void>;
  clear(): Promise<void>;
  /** The faults still armed, each with the number of requests it has left (`count`). */
  pending(): Promise<Fault[]>;
}

export interface ApiSession {
  /** Signs a demo account in through `POST auth/login` and returns its tokens. */
  login(loginId?: DemoLogin | (string & {}), password?: string): Promise<TokenPair>;
}

async function expectOk(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

/** The web app's localStorage key of the day the promotion-extension notice was last shown (shared/storage.ts). */
export const PROMOTION_NOTICE_DATE_KEY = "evsafe.promotionNoticeDate";
export const EXPIRY_NOTICE_SHOWN_KEY = "evsafe.expiryNoticeShown";

/** The web app's localStorage key of this device's first home-screen day (shared/storage.ts): the first visit's day. */
export const FIRST_USE_DATE_KEY = "evsafe.firstUseDate";

export const test = base.extend<{
  faults: Faults;
  apiSession: ApiSession;
  promotionNotice: boolean;
  businessOffer: boolean;
  firstVisit: boolean;
}>({
  /**
   * SPEC §5's once-a-day promotion notice would open over the first session page of every test (each has a new
   * browser context). Off by default: the page counts it as already shown today (KST); the notice's own spec
   * switches it on with `test.use({ promotionNotice: true })`.
   */
  promotionNotice: [false, { option: true }],
  /**
   * The one-time business-service offer would open over the first /home of every consumer member. Off by default:
   * the API's `users/is-bz-service-alert` answers "not offered" to the page; its spec switches it on.
   */
  businessOffer: [false, { option: true }],
  /**
   * Marketing dialogs never open on a member's first visit (this device's first home-screen day). Every test has a
   * new browser context, so by default the device has known the member since yesterday; a test of the first visit
   * itself switches that off with `test.use({ firstVisit: true })`.
   */
  firstVisit: [false, { option: true }],
  page: async ({ page, promotionNotice, businessOffer, firstVisit }, use, testInfo) => {
    // On the context, so a second tab of the test (context.newPage()) gets the same. A RegExp, not a function: the
    // browser then pauses only the matching request, where a function makes every request of every test (scripts,
    // fonts, data) wait for a round trip to this process.
    if (!businessOffer) {
      await page.context().route(/\/users\/is-bz-service-alert(\?|$)/, (route) => route.fulfill({ json: { results: { result: false } } }));
    }
    if (!firstVisit) {
      await page.context().addInitScript((key) => {
        const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
        try {
          if (window.localStorage.getItem(key) === null) {
            window.localStorage.setItem(key, new Date(Date.now() + KST_OFFSET_MS - 86_400_000).toISOString().slice(0, 10));
          }
        } catch {
          // storage disabled: every visit is a first visit, and no marketing dialog opens
        }
      }, FIRST_USE_DATE_KEY);
    }
    if (!promotionNotice) {
      await page.context().addInitScript((key) => {
        const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
        try {
          window.localStorage.setItem(key, new Date(Date.now() + KST_OFFSET_MS).toISOString().slice(0, 10));
        } catch {
          // storage disabled: the app keeps the day in memory and would show the notice once
        }
      }, PROMOTION_NOTICE_DATE_KEY);
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await screenshotPages(page, testInfo);
  },

  /** Fault injection; whatever a test injected is cleared after it, pass or fail. */
  faults: async ({ request }, use) => {
    const faults: Faults = {
      async inject(fault) {
        await expectOk(await request.post(`${API_BASE}/__faults`, { data: { count: 1, ...fault } }), `inject fault ${fault.path}`);
      },
      async clear() {
        await expectOk(await request.delete(`${API_BASE}/__faults`), "clear faults");
      },
      async pending() {
        const res = await request.get(`${API_BASE}/__faults`);
        await expectOk(res, "list faults");
        return ((await res.json()) as { results: Fault[] }).results;
      },
    };
    await faults.clear();
    await use(faults);
    await faults.clear();
  },

  apiSession: async ({ request }, use) => {
    await use({
      async login(loginId = "demo", password = DEMO_PASSWORD) {
        const res = await request.post(`${API_BASE}/auth/login`, { data: { loginId, password } });
        await expectOk(res, `login ${loginId}`);
        return ((await res.json()) as { results: TokenPair }).results;
      },
    });
  },
});

/**
 * A failed test's screenshot of its end: every open page of every context (a test's own contexts included). Here
 * instead of Playwright's `screenshot: "only-on-failure"`, which shoots every test's pages when their context closes
 * and throws the passing tests' shots away.
 */
async function screenshotPages(page: Page, testInfo: TestInfo) {
  const contexts = page.context().browser()?.contexts() ?? [page.context()];
  const pages = contexts.flatMap((context) => context.pages());
  for (const [i, open] of pages.entries()) {
    try {
      const path = testInfo.outputPath(`test-failed-${i + 1}.png`);
      await open.screenshot({ path, timeout: 5_000, caret: "initial" });
      await testInfo.attach("screenshot", { path, contentType: "image/png" });
    } catch {
      // a page that crashed or closed meanwhile: the error and error-context.md still say what happened
    }
  }
}

/** GET a business-API call directly and return its unwrapped `results` (to compare pages with the API). */
export async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(`${API_BASE}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await expectOk(res, `GET ${path}`);
  return ((await res.json()) as { results: T }).results;
}

// ------------------------------------------------------------------------------------------------ sessions

/** What `GET /api/auth/session` gives the browser (docs/auth.md "What the browser gets"). */
export interface BrowserSession {
  expires: string;
  accessToken: string;
  exp: number;
  iat: number;
  sub: string;
  user: { userId: string; userName: string; loginProvider: string };
  error?: string;
}

/** The name of next-auth's session cookie (http: no `__Secure-` prefix; a large one comes in `.0`, `.1` chunks). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** The demo accounts whose signed-in cookies a worker keeps for its later tests (`signIn`). */
const DEMO_LOGINS: ReadonlySet<string> = new Set<DemoLogin>([
  "demo",
  "demo00",
  "demo01",
  "demoempty",
  "demowarn",
  "demo03",
  "demo04",
  "demob2b",
]);
/**
 * How long a worker reuses a demo account's cookies: far below the access token's 30 minutes, so a reused session is
 * never one the web server would refresh during a test.
 */
const REUSE_MS = 10 * 60_000;
/** Per worker process: the session cookies of a demo account's sign-in, by web origin and login id. */
const signedIn = new Map<string, { cookies: Cookie[]; at: number }>();

/** The session is usable: signed in, not signed out or refused elsewhere (docs/auth.md "Sign-out"). */
const usable = (session: BrowserSession | null): session is BrowserSession => !!session && !session.error && !!session.accessToken;

/**
 * Signs an account in the way next-auth's client does (`GET /api/auth/csrf`, then the credentials callback
 * form-encoded with `json=true`), through `page.request`, so the session cookie lands in the page's context.
 * The sign-in form itself is exercised in auth.spec.ts.
 *
 * A demo account with its password is signed in once per worker: later tests get a copy of that session's cookies
 * (as a second tab of the same member would), checked with `GET /api/auth/session`, which also runs the web server's
 * check of the session against sign-outs; a session signed out or refused since is replaced by a new sign-in. A
 * test that signs out, rotates or breaks its session, moves the page's clock, or is about the sign-in itself asks
 * for a sign-in of its own with `fresh`.
 *
 * An ended service's once-a-day notice (docs/service-life.md "Expiry") counts as already shown today for the member,
 * as the promotion notice does, unless `expiryNotice` asks for it (the specs of the notice itself).
 */
export async function signIn(
  page: Page,
  loginId: DemoLogin | (string & {}) = "demo",
  password = DEMO_PASSWORD,
  { expiryNotice = false, fresh = false }: { expiryNotice?: boolean; fresh?: boolean } = {},
): Promise<BrowserSession> {
  const context = page.context();
  const reusable = !fresh && password === DEMO_PASSWORD && DEMO_LOGINS.has(loginId);
  const key = `${WEB_ORIGIN} ${loginId}`;
  const kept = reusable ? signedIn.get(key) : undefined;
  let session: BrowserSession | null = null;
  if (kept && Date.now() - kept.at < REUSE_MS) {
    await context.addCookies(kept.cookies);
    session = await readSession(page);
    if (!usable(session)) {
      signedIn.delete(key);
      await context.clearCookies({ name: SESSION_COOKIE });
      session = null;
    }
  }
  if (!session) {
    const csrf = await page.request.get("/api/auth/csrf");
    await expectOk(csrf, "GET /api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await page.request.post(`/api/auth/callback/${PRODUCT}`, {
      form: { csrfToken, loginId, password, callbackUrl: "/home", json: "true" },
      maxRedirects: 0,
    });
    await expectOk(res, `sign in ${loginId}`);
    session = await readSession(page);
    if (!session) throw new Error(`sign in ${loginId}: no session afterwards`);
    if (reusable) {
      const cookies = (await context.cookies(WEB_ORIGIN)).filter((c) => SESSION_COOKIE.test(c.name));
      signedIn.set(key, { cookies, at: Date.now() });
    }
  }
  if (!expiryNotice) {
    await context.addInitScript(
      ([key, sub]) => {
        const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
        const entry = `${sub}_${new Date(Date.now() + KST_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "")}`;
        try {
          const shown = window.localStorage.getItem(key)?.split(",") ?? [];
          if (!shown.includes(entry)) window.localStorage.setItem(key, [...shown, entry].join(","));
        } catch {
          // storage disabled: the app keeps the day in memory and would show the notice once
        }
      },
      [EXPIRY_NOTICE_SHOWN_KEY, session.sub] as const,
    );
  }
  return session;
}

/** The sign-in page's fields (the saved-id checkbox is also labelled "아이디 저장"). */
export function signInForm(page: Page) {
  return {
    loginId: page.getByRole("textbox", { name: "아이디", exact: true }),
    password: page.getByLabel("비밀번호", { exact: true }),
    submit: page.getByRole("button", { name: "로그인", exact: true }),
    async fill(loginId: string, password: string) {
      await this.loginId.fill(loginId);
      await this.password.fill(password);
    },
  };
}

/** `GET /api/auth/session` with the page's cookies (null when signed out). */
export async function readSession(page: Page): Promise<BrowserSession | null> {
  const res = await page.request.get("/api/auth/session");
  await expectOk(res, "GET /api/auth/session");
  const body = (await res.json()) as Partial<BrowserSession> | null;
  return body?.user ? (body as BrowserSession) : null;
}

/** The next-auth session cookie of the page's context, if any (http: no `__Secure-` prefix). */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => SESSION_COOKIE.test(c.name));
}

// ------------------------------------------------------------------------------------------ shell simulator

export type ShellPlatform = "AOS" | "iOS";

/** One scripted bridge answer (apps/web/src/shared/bridge/simulator.ts `ShellAnswer`). */
export type ShellAnswer =
  | { ok: true; payload?: unknown; delayMs?: number }
  | { ok: false; error: { code: string; message: string }; delayMs?: number }
  | { noAnswer: true };

/** The simulator script (`window.__EVSAFE_SHELL__`, docs/bridge.md §6). */
export interface ShellScript {
  platform?: ShellPlatform;
  version?: string;
  statusBarHeight?: number;
  delayMs?: number;
  deviceToken?: string;
  permissions?: Partial<Record<"POST_NOTIFICATIONS" | "READ_MEDIA_IMAGES", boolean>>;
  social?: { sub?: string; name?: string | null; email?: string | null };
  answers?: Partial<
    Record<"permission.request" | "push.token" | "app.info" | "auth.social" | "file.download" | "link.open", ShellAnswer | ShellAnswer[]>
  >;
}

export interface ShellLogEntry {
  at: number;
  id: string | null;
  type: string | null;
  payload: unknown;
  invalid?: string;
}

/**
 * Runs every page of this test inside the shell simulator (a build with NEXT_PUBLIC_SHELL_SIMULATOR=1): the
 * script is set before the page's own scripts, as a native shell injects its bridge before the page loads.
 */
export async function shell(page: Page, script: ShellScript = {}): Promise<void> {
  await page.addInitScript((s) => {
    (window as unknown as { __EVSAFE_SHELL__: unknown }).__EVSAFE_SHELL__ = s;
  }, script);
}

/** What the page asked the simulated shell so far. */
export async function shellLog(page: Page): Promise<ShellLogEntry[]> {
  return page.evaluate(() => (window as unknown as { __EVSAFE_SHELL_LOG__?: ShellLogEntry[] }).__EVSAFE_SHELL_LOG__ ?? []);
}

// ----------------------------------------------------------------------------------------------- network

/** Requests of the page whose URL path matches, recorded from now on (`page.on("request")`). */
export function recordRequests(page: Page, match: (url: URL, req: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.context().on("request", (req) => {
    if (match(new URL(req.url()), req)) seen.push(req);
  });
  return seen;
}

/** Browser-side path of a business-API call (`/{product}/api/<path>`), for routes and request matching. */
export function apiPath(path: string): string {
  return `/${PRODUCT}/api/${path}`;
}

/** A dialog of the modal layer (role dialog or alertdialog) with its text, not Next's route announcer. */
export function dialog(page: Page) {
  return page.locator('[data-modal-layer] [role="dialog"], [data-modal-layer] [role="alertdialog"]');
}

/**
 * Resolves once React has hydrated the page: its heading (or open dialog) carries React's fiber. A tap on a
 * server-rendered button before that does nothing, and a loaded test machine can take seconds to get there.
 */
export async function hydrated(page: Page): Promise<void> {
  await hydratedElement(page.locator("h1, [role=dialog], [role=alertdialog]").first());
}

/**
 * Resolves once React has hydrated this element. A part loaded with React.lazy stays the server's HTML, dead to a
 * tap, until its chunk arrives, which can be after the rest of the page has hydrated.
 */
export async function hydratedElement(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react"))), { timeout: 30_000 }).toBe(true);
}

export { expect };
