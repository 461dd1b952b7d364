import {
  BRIDGE_PROTOCOL_VERSION,
  BRIDGE_REQUEST_TYPES,
  NATIVE_ERROR_CODES,
  SHELL_SIMULATOR_SESSION_KEY,
  type BridgeEventName,
  type BridgeRequestType,
  type Permission,
  type Platform,
} from "./protocol";

/**
 * Shell simulator: a scripted native bridge in an ordinary browser, for development and the end-to-end suite
 * (docs/bridge.md "Testing without a phone"). It defines `window.AndroidBridge` or the iOS
 * `window.webkit.messageHandlers.bridge` and answers each request through `window.postMessage` after a delay,
 * exactly as a shell does. Only a build with NEXT_PUBLIC_SHELL_SIMULATOR=1 can load it (client.ts), lazily.
 */

/** One scripted answer. `ok: true` sends `payload` as given (unchecked, so tests can send broken answers). */
export type ShellAnswer =
  | { ok: true; payload?: unknown; delayMs?: number }
  | { ok: false; error: { code: string; message: string }; delayMs?: number }
  /** Never answers (timeout tests). */
  | { noAnswer: true };

export interface ShellScript {
  /** Default AOS. */
  platform?: Platform;
  /** Installed app version `app.info` reports. Default SIMULATOR_DEFAULT_VERSION. */
  version?: string;
  /** What `app.info` reports; default 48 (AOS) / 94 (iOS) device pixels. */
  statusBarHeight?: number;
  /** Delay before every answer, ms. Default 30. */
  delayMs?: number;
  /** `push.token` answer. */
  deviceToken?: string;
  /** `permission.request` answers; a permission not listed is granted. */
  permissions?: Partial<Record<Permission, boolean>>;
  /** Profile `auth.social` signs in with (its oauthKey comes from the reference API's simulator endpoint). */
  social?: { sub?: string; name?: string | null; email?: string | null };
  /** Answers per type, overriding the defaults above. A list is used in order; its last entry then repeats. */
  answers?: Partial<Record<BridgeRequestType, ShellAnswer | ShellAnswer[]>>;
}

export interface ShellLogEntry {
  at: number;
  id: string | null;
  type: string | null;
  payload: unknown;
  /** Set when the request broke the protocol (the simulator answered INVALID_REQUEST or UNSUPPORTED). */
  invalid?: string;
}

export interface ShellController {
  readonly log: ShellLogEntry[];
  /** Sends an unsolicited event (`app.foreground`, `push.token`, …) as the shell would. */
  emit(event: BridgeEventName, payload?: unknown): void;
  /** Replaces the answers of one type from now on. */
  setAnswer(type: BridgeRequestType, answer: ShellAnswer | ShellAnswer[] | undefined): void;
  uninstall(): void;
}

declare global {
  interface Window {
    /** Set before the page's scripts run (Playwright `addInitScript`) to turn the simulator on. */
    __EVSAFE_SHELL__?: ShellScript;
    /** Requests the simulator has seen, oldest first. */
    __EVSAFE_SHELL_LOG__?: ShellLogEntry[];
    /** The running simulator, for tests (`page.evaluate(() => window.__EVSAFE_SHELL_CONTROL__.emit(…))`). */
    __EVSAFE_SHELL_CONTROL__?: ShellController;
  }
}

/** Default installed version: current with the reference API's seeded releases, so no update prompt appears. */
export const SIMULATOR_DEFAULT_VERSION = "1.3.1";
const DEFAULT_DELAY_MS = 30;
const DEFAULT_STATUS_BAR: Record<Platform, number> = { AOS: 48, iOS: 94 };

let current: ShellController | undefined;

/** Installs the scripted bridge (replacing a previous simulator). Refuses to shadow a real shell's bridge. */
export function installShellSimulator(script: ShellScript = {}): ShellController {
  current?.uninstall();
  const platform: Platform = script.platform === "iOS" ? "iOS" : "AOS";
  const delayMs = script.delayMs ?? DEFAULT_DELAY_MS;
  const answers = new Map<BridgeRequestType, ShellAnswer[]>();
  for (const [type, a] of Object.entries(script.answers ?? {})) {
    if (a) answers.set(type as BridgeRequestType, Array.isArray(a) ? [...a] : [a]);
  }
  const log: ShellLogEntry[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let installed = true;

  const post = (message: object) => {
    if (installed) window.postMessage(message, window.location.origin);
  };
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const nextAnswer = (type: BridgeRequestType): ShellAnswer | undefined => {
    const list = answers.get(type);
    if (!list || list.length === 0) return undefined;
    return list.length > 1 ? list.shift() : list[0];
  };

  const defaultAnswer = async (type: BridgeRequestType, payload: Record<string, unknown>): Promise<ShellAnswer> => {
    switch (type) {
      case "permission.request":
        return { ok: true, payload: { granted: script.permissions?.[payload.permission as Permission] ?? true } };
      case "push.token":
        return { ok: true, payload: { deviceToken: script.deviceToken ?? `sim-${platform.toLowerCase()}-device-token-0001` } };
      case "app.info":
        return {
          ok: true,
          payload: {
            version: script.version ?? SIMULATOR_DEFAULT_VERSION,
            platform,
            statusBarHeight: script.statusBarHeight ?? DEFAULT_STATUS_BAR[platform],
          },
        };
      case "auth.social":
        return socialSignIn(String(payload.provider), script.social ?? {});
      case "file.download":
        return { ok: true, payload: { saved: true } };
      case "link.open":
        return { ok: true, payload: {} };
    }
  };

  const receive = (raw: unknown) => {
    let msg: unknown;
    try {
      msg = typeof raw === "string" ? JSON.parse(raw) : raw;
    } catch {
      log.push({ at: Date.now(), id: null, type: null, payload: raw, invalid: "not JSON" });
      return;
    }
    const m = (msg ?? {}) as { v?: unknown; id?: unknown; type?: unknown; payload?: unknown };
    const id = typeof m.id === "string" ? m.id : null;
    const type = typeof m.type === "string" ? m.type : null;
    const entry: ShellLogEntry = { at: Date.now(), id, type, payload: m.payload };
    log.push(entry);
    if (!id) {
      entry.invalid = "no id";
      return;
    }
    const fail = (code: string, message: string, why: string) => {
      entry.invalid = why;
      later(delayMs, () => post({ id, ok: false, error: { code, message } }));
    };
    if (m.v !== BRIDGE_PROTOCOL_VERSION) return fail(NATIVE_ERROR_CODES.UNSUPPORTED, "지원하지 않는 요청 형식입니다.", "version");
    if (!type || !(BRIDGE_REQUEST_TYPES as string[]).includes(type)) {
      return fail(NATIVE_ERROR_CODES.UNSUPPORTED, "지원하지 않는 요청입니다.", "type");
    }
    if (m.payload === null || typeof m.payload !== "object")
      return fail(NATIVE_ERROR_CODES.INVALID_REQUEST, "요청 값이 올바르지 않습니다.", "payload");

    const known = type as BridgeRequestType;
    const scripted = nextAnswer(known);
    if (scripted && "noAnswer" in scripted) return;
    later(scripted?.delayMs ?? delayMs, () => {
      void (async () => {
        const answer = scripted ?? (await defaultAnswer(known, m.payload as Record<string, unknown>));
        if ("noAnswer" in answer) return;
        post(answer.ok ? { id, ok: true, payload: answer.payload ?? {} } : { id, ok: false, error: answer.error });
      })();
    });
  };

  if (platform === "AOS") window.AndroidBridge = { postMessage: (json: string) => receive(json) };
  else window.webkit = { messageHandlers: { bridge: { postMessage: (json: unknown) => receive(json) } } };
  window.__EVSAFE_SHELL_LOG__ = log;

  const controller: ShellController = {
    log,
    emit(event, payload = {}) {
      post({ event, payload });
    },
    setAnswer(type, answer) {
      if (answer === undefined) answers.delete(type);
      else answers.set(type, Array.isArray(answer) ? [...answer] : [answer]);
    },
    uninstall() {
      installed = false;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      if (platform === "AOS") delete window.AndroidBridge;
      else delete window.webkit;
      if (window.__EVSAFE_SHELL_CONTROL__ === controller) delete window.__EVSAFE_SHELL_CONTROL__;
      if (current === controller) current = undefined;
    },
  };
  window.__EVSAFE_SHELL_CONTROL__ = controller;
  current = controller;
  return controller;
}

/** `auth.social`: a real oauthKey from the reference API (`POST /{product}/api/sim/oauth-key`), as an SDK gives one. */
async function socialSignIn(provider: string, profile: NonNullable<ShellScript["social"]>): Promise<ShellAnswer> {
  const sub = profile.sub ?? `sim-${provider}-user`;
  const name = profile.name === undefined ? "시뮬레이터 사용자" : profile.name;
  const email = profile.email === undefined ? `sim-${provider}@example.com` : profile.email;
  try {
    // Same-origin API base as api-base.ts's browser branch (not imported: it would bring env.ts and the full zod).
    const res = await fetch(`/${process.env.NEXT_PUBLIC_PRODUCT ?? "evsafe"}/api/sim/oauth-key`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ provider, sub, name, email }),
    });
    const json = (await res.json().catch(() => null)) as { results?: { oauthKey?: unknown }; error?: { message?: unknown } } | null;
    const oauthKey = json?.results?.oauthKey;
    if (!res.ok || typeof oauthKey !== "string") {
      const message = typeof json?.error?.message === "string" ? json.error.message : "소셜 로그인에 실패했습니다.";
      return { ok: false, error: { code: NATIVE_ERROR_CODES.FAILED, message } };
    }
    return { ok: true, payload: { provider, sub, name, email, oauthKey } };
  } catch {
    return { ok: false, error: { code: NATIVE_ERROR_CODES.NETWORK, message: "소셜 로그인 서버에 연결할 수 없습니다." } };
  }
}

/**
 * The dev switch (called by client.ts only in a NEXT_PUBLIC_SHELL_SIMULATOR=1 build): `window.__EVSAFE_SHELL__`
 * set by a test, else `?shell=aos|ios` (optionally `&shellVersion=1.2.0`), remembered for the tab so sign-in
 * redirects keep it; `?shell=off` forgets it.
 */
export function bootShellSimulatorFromPage(): ShellController | undefined {
  if (window.__EVSAFE_SHELL__) return installShellSimulator(window.__EVSAFE_SHELL__);
  const query = new URLSearchParams(window.location.search);
  const shell = query.get("shell");
  if (shell === "off") {
    sessionSet(null);
    return undefined;
  }
  if (shell === "aos" || shell === "ios") {
    const script: ShellScript = { platform: shell === "aos" ? "AOS" : "iOS" };
    const version = query.get("shellVersion");
    if (version) script.version = version;
    sessionSet(script);
    return installShellSimulator(script);
  }
  const saved = sessionGet();
  return saved ? installShellSimulator(saved) : undefined;
}

function sessionSet(script: ShellScript | null): void {
  try {
    if (script) window.sessionStorage.setItem(SHELL_SIMULATOR_SESSION_KEY, JSON.stringify(script));
    else window.sessionStorage.removeItem(SHELL_SIMULATOR_SESSION_KEY);
  } catch {
    // private mode: the switch then lasts for this page only
  }
}

function sessionGet(): ShellScript | null {
  try {
    const raw = window.sessionStorage.getItem(SHELL_SIMULATOR_SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" ? (parsed as ShellScript) : null;
  } catch {
    return null;
  }
}
