import {
  APP_ONLY_MESSAGE,
  BRIDGE_FAILED_MESSAGE,
  BRIDGE_PROTOCOL_VERSION,
  BRIDGE_TIMEOUT_MESSAGE,
  BRIDGE_UPDATE_REQUIRED_MESSAGE,
  isOpenableUrl,
  isTelUrl,
  isMobileDevice,
  MOBILE_ONLY_MESSAGE,
  NATIVE_ERROR_CODES,
  SHELL_SIMULATOR_SESSION_KEY,
  type Platform,
} from "./constants";
export { isMobileDevice };
import type { BridgeEventName, BridgeEventPayload, BridgePayload, BridgeRequestType, BridgeResult } from "./protocol";

/**
 * The protocol's schemas (zod/mini) load with the first request, subscription or message, not with the page:
 * detection (`hasBridge`, `platform`) and the messages need none of them (first-load JS, docs/performance.md).
 */
let protocolModule: Promise<typeof import("./protocol")> | undefined;
const loadProtocol = () => (protocolModule ??= import("./protocol"));

/**
 * The web side of the native bridge (docs/bridge.md). Web → native: one JSON string per request through
 * `window.AndroidBridge.postMessage` or `window.webkit.messageHandlers.bridge.postMessage`; native → web:
 * `message` events on window, accepted only from our own origin's main frame and only when they parse.
 */

declare global {
  interface Window {
    /** Android: injected by the shell (WebViewCompat.addWebMessageListener, or addJavascriptInterface). */
    AndroidBridge?: { postMessage(message: string): void };
    /** iOS: WKUserContentController.add(_:name: "bridge"). */
    webkit?: { messageHandlers?: { bridge?: { postMessage(message: unknown): void } } };
  }
}

export type BridgeErrorCode =
  | "TIMEOUT"
  | "UNAVAILABLE"
  | "INVALID_REQUEST"
  | "INVALID_RESPONSE"
  | (typeof NATIVE_ERROR_CODES)[keyof typeof NATIVE_ERROR_CODES]
  | (string & {});

/** A bridge request that failed: timed out, refused by the shell, or answered with something unreadable. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  readonly type: BridgeRequestType;
  constructor(code: BridgeErrorCode, type: BridgeRequestType, message: string) {
    super(message);
    this.name = "BridgeError";
    this.code = code;
    this.type = type;
  }
}

/**
 * No native bridge on this page: a browser without the app shell. On a phone the user is told the function is in the
 * app (never asked to update an app they may not have: an old shell is told so by its UNSUPPORTED answer or its
 * version, SPEC §5/§8); on a computer, that it needs the mobile app. `userMessage` is the text.
 */
export class BridgeUnavailableError extends BridgeError {
  readonly reason: "no-app" | "not-mobile";
  readonly userMessage: string;
  constructor(type: BridgeRequestType, reason: "no-app" | "not-mobile") {
    const userMessage = reason === "not-mobile" ? MOBILE_ONLY_MESSAGE : APP_ONLY_MESSAGE;
    super("UNAVAILABLE", type, userMessage);
    this.name = "BridgeUnavailableError";
    this.reason = reason;
    this.userMessage = userMessage;
  }
}

/** Korean text to show for a failed bridge call, or null when there is nothing to tell (the user cancelled). */
export function bridgeErrorMessage(err: unknown): string | null {
  if (err instanceof BridgeUnavailableError) return err.userMessage;
  if (err instanceof BridgeError) {
    if (err.code === NATIVE_ERROR_CODES.CANCELLED) return null;
    if (err.code === NATIVE_ERROR_CODES.UNSUPPORTED) return BRIDGE_UPDATE_REQUIRED_MESSAGE;
    if (err.code === "TIMEOUT") return BRIDGE_TIMEOUT_MESSAGE;
    if (err.code === "INVALID_REQUEST" || err.code === "INVALID_RESPONSE") return BRIDGE_FAILED_MESSAGE;
    return err.message.trim() || BRIDGE_FAILED_MESSAGE;
  }
  return BRIDGE_FAILED_MESSAGE;
}

// ------------------------------------------------------------------------------------------------ detection

function nativeSender(): ((json: string) => void) | null {
  if (typeof window === "undefined") return null;
  const android = window.AndroidBridge;
  if (android && typeof android.postMessage === "function") return (json) => android.postMessage(json);
  const ios = window.webkit?.messageHandlers?.bridge;
  if (ios && typeof ios.postMessage === "function") return (json) => ios.postMessage(json);
  return null;
}

/** True inside a shell that exposes the bridge. With the shell simulator, call after `await bridgeReady()`. */
export function hasBridge(): boolean {
  return nativeSender() !== null;
}

/** Which shell this page runs in, from the bridge it exposes; null in a browser. */
export function platform(): Platform | null {
  if (typeof window === "undefined") return null;
  if (typeof window.AndroidBridge?.postMessage === "function") return "AOS";
  if (typeof window.webkit?.messageHandlers?.bridge?.postMessage === "function") return "iOS";
  return null;
}

/** SPEC §7 `PUT users/device-type` value for this page. */
export function deviceType(): Platform | "N/A" {
  return platform() ?? "N/A";
}

// ------------------------------------------------------------------------------------------ simulator switch

let ready: Promise<void> | undefined;

/**
 * Resolves once the bridge is in place. Real shells inject it before any script runs; the shell simulator
 * (a dev build switch) is imported lazily, so code that asks `hasBridge()` at start-up awaits this first.
 * `bridge.request` awaits it itself.
 */
export function bridgeReady(): Promise<void> {
  ready ??= bootShellSimulator();
  return ready;
}

async function bootShellSimulator(): Promise<void> {
  // Inlined at build time ("1" or "0", next.config.ts): without the switch the block below, with its import of the
  // simulator's chunk, is dead code the bundler drops (the import sits inside the constant condition for that).
  if (process.env.NEXT_PUBLIC_SHELL_SIMULATOR === "1") {
    if (typeof window === "undefined") return;
    if (!window.__EVSAFE_SHELL__ && !/[?&]shell=/.test(window.location.search) && !sessionFlag()) return;
    try {
      const { bootShellSimulatorFromPage } = await import("./simulator");
      bootShellSimulatorFromPage();
    } catch (err) {
      console.error("[bridge] shell simulator failed to start", err);
    }
  }
}

function sessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(SHELL_SIMULATOR_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------------------------------------ messages

interface Pending {
  type: BridgeRequestType;
  resolve: (payload: unknown) => void;
  reject: (err: BridgeError) => void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
const eventHandlers = new Map<BridgeEventName, Set<(payload: never) => void>>();
let listening = false;
let sequence = 0;

function ensureListening(): void {
  if (listening || typeof window === "undefined") return;
  // Ready before the shell's first message; a plain browser (no shell yet) loads it when a message comes, so pages
  // outside the app do not load the schemas (zod) for nothing (docs/performance.md).
  if (nativeSender()) void loadProtocol();
  window.addEventListener("message", onMessage);
  listening = true;
}

/** Only our origin's main frame: the shell evaluates `window.postMessage(…)` in the top document. */
function onMessage(event: MessageEvent): void {
  if (event.origin !== window.location.origin || event.source !== window) return;
  let data: unknown = event.data;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      return;
    }
  }
  if (data === null || typeof data !== "object") return;
  if ("event" in data) void handleEvent(data);
  else if ("id" in data) void handleResponse(data);
}

async function handleResponse(data: object): Promise<void> {
  const { BRIDGE_REQUESTS, BridgeResponseSchema } = await loadProtocol();
  const parsed = BridgeResponseSchema.safeParse(data);
  if (!parsed.success) return;
  const res = parsed.data;
  const entry = pending.get(res.id);
  if (!entry) return; // not ours, already answered, or timed out
  pending.delete(res.id);
  clearTimeout(entry.timer);
  if (!res.ok) {
    entry.reject(new BridgeError(res.error.code, entry.type, res.error.message));
    return;
  }
  const result = BRIDGE_REQUESTS[entry.type].result.safeParse(res.payload ?? {});
  if (!result.success) {
    console.error(`[bridge] ${entry.type}: unreadable answer`, result.error.issues);
    entry.reject(new BridgeError("INVALID_RESPONSE", entry.type, BRIDGE_FAILED_MESSAGE));
    return;
  }
  entry.resolve(result.data);
}

async function handleEvent(data: object): Promise<void> {
  const { BRIDGE_EVENTS, BridgeEventEnvelopeSchema } = await loadProtocol();
  const parsed = BridgeEventEnvelopeSchema.safeParse(data);
  if (!parsed.success) return;
  const { event } = parsed.data;
  const payload = BRIDGE_EVENTS[event].safeParse(parsed.data.payload ?? {});
  if (!payload.success) return;
  for (const handler of eventHandlers.get(event) ?? []) {
    try {
      handler(payload.data as never);
    } catch (err) {
      console.error(`[bridge] handler of ${event} failed`, err);
    }
  }
}

function nextId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

type PayloadArgs<T extends BridgeRequestType> =
  Record<string, never> extends BridgePayload<T>
    ? [payload?: BridgePayload<T>, options?: RequestOptions]
    : [payload: BridgePayload<T>, options?: RequestOptions];

export interface RequestOptions {
  /** Overrides the type's timeout from BRIDGE_REQUESTS. */
  timeoutMs?: number;
}

/**
 * Sends one request to the shell and resolves with its validated answer. Rejects with
 * `BridgeUnavailableError` without a bridge, `BridgeError` code TIMEOUT after the type's timeout, the shell's
 * own code (CANCELLED, DENIED, UNSUPPORTED, …) when it refuses, INVALID_REQUEST / INVALID_RESPONSE when
 * either side breaks the protocol.
 */
export async function request<T extends BridgeRequestType>(type: T, ...args: PayloadArgs<T>): Promise<BridgeResult<T>> {
  const [payload, options] = args;
  await bridgeReady();
  const send = nativeSender();
  if (!send) throw new BridgeUnavailableError(type, isMobileDevice() ? "no-app" : "not-mobile");

  const { BRIDGE_REQUESTS } = await loadProtocol();
  const spec = BRIDGE_REQUESTS[type];
  const checked = spec.payload.safeParse(prepare(type, payload ?? {}));
  if (!checked.success) throw new BridgeError("INVALID_REQUEST", type, BRIDGE_FAILED_MESSAGE);
  const data = checked.data as Record<string, unknown>;
  const url = String(data.url);
  const allowed = isOpenableUrl(url, window.location.origin) || (type === "link.open" && isTelUrl(url));
  if ((type === "link.open" || type === "file.download") && !allowed) {
    throw new BridgeError("INVALID_REQUEST", type, BRIDGE_FAILED_MESSAGE);
  }

  const id = nextId();
  const json = JSON.stringify({ v: BRIDGE_PROTOCOL_VERSION, id, type, payload: data });
  ensureListening();
  return new Promise<BridgeResult<T>>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new BridgeError("TIMEOUT", type, BRIDGE_TIMEOUT_MESSAGE));
    }, options?.timeoutMs ?? spec.timeoutMs);
    pending.set(id, { type, resolve: resolve as (p: unknown) => void, reject, timer });
    try {
      send(json);
    } catch (err) {
      pending.delete(id);
      clearTimeout(timer);
      console.error(`[bridge] ${type}: postMessage failed`, err);
      reject(new BridgeError(NATIVE_ERROR_CODES.FAILED, type, BRIDGE_FAILED_MESSAGE));
    }
  });
}

/**
 * Relative URLs become absolute on our origin; download headers (the access token) are dropped unless the
 * file is on our origin, so a token never leaves for a third party.
 */
function prepare(type: BridgeRequestType, payload: object): object {
  if (type !== "link.open" && type !== "file.download") return payload;
  const p = payload as { url?: unknown; headers?: unknown };
  if (typeof p.url !== "string") return payload;
  let absolute: URL;
  try {
    absolute = new URL(p.url, window.location.href);
  } catch {
    return payload;
  }
  const out: Record<string, unknown> = { ...p, url: absolute.href };
  if (type === "file.download" && absolute.origin !== window.location.origin) delete out.headers;
  return out;
}

/** `bridge.request(type, payload)` (docs/web-shell.md). */
export const bridge = { request } as const;

/** Subscribes to an unsolicited shell event; returns the unsubscribe function. */
export function onBridgeEvent<E extends BridgeEventName>(event: E, handler: (payload: BridgeEventPayload<E>) => void): () => void {
  ensureListening();
  let set = eventHandlers.get(event);
  if (!set) {
    set = new Set();
    eventHandlers.set(event, set);
  }
  const h = handler as (payload: never) => void;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

// ------------------------------------------------------------------------------------------------ push token

/** The api-client's `api` as far as this module needs it (injected, so the contract stays out of this chunk). */
export type PutDeviceTokenCall = (name: "putDeviceToken", opts: { body: { deviceToken: string }; token?: string }) => Promise<unknown>;

/**
 * Asks the shell for the push token and stores it with `PUT users/device-token` (SPEC §7). Resolves with the
 * token. Rejects with the bridge or API error; callers log it (a missing token must not block a screen).
 */
export async function registerPushToken(api: PutDeviceTokenCall, opts: { token?: string } = {}): Promise<string> {
  const { deviceToken } = await request("push.token");
  await api("putDeviceToken", { body: { deviceToken }, ...(opts.token ? { token: opts.token } : {}) });
  return deviceToken;
}

/**
 * Registers now (inside a shell) and again whenever the shell reports a rotated token (`push.token` event).
 * `getToken` gives the current access token. Returns the unsubscribe function.
 */
export function keepPushTokenRegistered(api: PutDeviceTokenCall, getToken: () => string | undefined = () => undefined): () => void {
  const put = (deviceToken: string) => {
    const token = getToken();
    api("putDeviceToken", { body: { deviceToken }, ...(token ? { token } : {}) }).catch((err: unknown) =>
      console.error("[bridge] device token not stored", err),
    );
  };
  const off = onBridgeEvent("push.token", ({ deviceToken }) => put(deviceToken));
  void bridgeReady().then(() => {
    if (!hasBridge()) return; // a plain browser has no push token
    const token = getToken();
    registerPushToken(api, token ? { token } : {}).catch((err: unknown) => console.error("[bridge] push token unavailable", err));
  });
  return off;
}

/** Clears pending requests, handlers and the simulator switch (unit tests). */
export function resetBridge(): void {
  for (const p of pending.values()) clearTimeout(p.timer);
  pending.clear();
  eventHandlers.clear();
  if (listening && typeof window !== "undefined") window.removeEventListener("message", onMessage);
  listening = false;
  ready = undefined;
}
