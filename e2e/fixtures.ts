import { test as base, expect, type APIRequestContext } from "@playwright/test";
import type { TokenPair } from "@evsafe/contract";
import { API_BASE, DEMO_PASSWORD } from "./env";

/** Demo accounts of the reference API (apps/api/src/db/seed/accounts.ts); README says what each shows. */
export type DemoLogin = "demo" | "demo00" | "demo01" | "demoempty" | "demowarn" | "demo03" | "demo04" | "demob2b";

/** One injected fault (apps/api/src/plugins/faults.ts): the next `count` requests to `path` fail or wait. */
export interface Fault {
  /** Path under the API base, e.g. `main/info`; `*` for any call. */
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
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
}

export interface ApiSession {
  /** Signs a demo account in through `POST auth/login` and returns its tokens. */
  login(loginId?: DemoLogin | (string & {}), password?: string): Promise<TokenPair>;
}

async function expectOk(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

export const test = base.extend<{ faults: Faults; apiSession: ApiSession }>({
  /** Fault injection; whatever a test injected is cleared after it, pass or fail. */
  faults: async ({ request }, use) => {
    const faults: Faults = {
      async inject(fault) {
        await expectOk(await request.post(`${API_BASE}/__faults`, { data: { count: 1, ...fault } }), `inject fault ${fault.path}`);
      },
      async clear() {
        await expectOk(await request.delete(`${API_BASE}/__faults`), "clear faults");
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

/** GET a business-API call directly and return its unwrapped `results` (to compare pages with the API). */
export async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(`${API_BASE}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await expectOk(res, `GET ${path}`);
  return ((await res.json()) as { results: T }).results;
}

export { expect };
