import * as z from "zod/mini";

/**
 * The native bridge protocol (docs/bridge.md is the contract for the app teams; keep the two in step).
 *
 * zod/mini, not the full zod: the bridge sits in the application shell of every page, and the mini build
 * is a few kB where the classic one is tens (issue 3's first-load budget).
 */

/** Version of the envelope the web sends (`v`). A shell that does not know it answers `UNSUPPORTED`. */
export const BRIDGE_PROTOCOL_VERSION = 1;

export const PLATFORMS = ["AOS", "iOS"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** SPEC §6 native permissions. */
export const PERMISSIONS = ["POST_NOTIFICATIONS", "READ_MEDIA_IMAGES"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Same list as the contract's SOCIAL_PROVIDERS (a unit test keeps them equal; the contract pulls in full zod). */
export const BRIDGE_SOCIAL_PROVIDERS = ["kakao", "naver", "google", "apple"] as const;
export type BridgeSocialProvider = (typeof BRIDGE_SOCIAL_PROVIDERS)[number];

const Id = z.string().check(z.minLength(1), z.maxLength(64));
const Text = (max: number) => z.string().check(z.maxLength(max));
const NonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const Empty = z.object({});

/** Absolute URL string (http/https); which origins are allowed is checked per request (see `isOpenableUrl`). */
const UrlString = z.string().check(
  z.maxLength(4096),
  z.refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "absolute http(s) URL"),
);

/**
 * Every request the web may send: payload (web → native), result (native → web) and how long the web waits.
 * Timeouts: a request that needs the user (an OS permission dialog, a provider's sign-in screen, a download)
 * waits long; one the shell answers from memory waits briefly, so a missing answer never leaves a screen stuck.
 */
export const BRIDGE_REQUESTS = {
  "permission.request": {
    payload: z.object({ permission: z.enum(PERMISSIONS) }),
    result: z.object({ granted: z.boolean() }),
    /** The OS dialog waits for the user. */
    timeoutMs: 60_000,
  },
  "push.token": {
    payload: Empty,
    result: z.object({ deviceToken: NonEmpty(4096) }),
    /** FCM/APNs registration may need a network round trip. */
    timeoutMs: 10_000,
  },
  "app.info": {
    payload: Empty,
    result: z.object({
      /** Installed app version, `major.minor.patch` (SPEC §5 compares it with app-version/biz). */
      version: Text(32),
      platform: z.enum(PLATFORMS),
      /**
       * Status-bar height as the shell reports it (device pixels, as the existing shells send it); the layout
       * pads half of it (SPEC §9).
       */
      statusBarHeight: z.number().check(z.nonnegative(), z.lte(400)),
    }),
    /** Answered from memory; the version check must not hang the first screen. */
    timeoutMs: 3_000,
  },
  "auth.social": {
    payload: z.object({ provider: z.enum(BRIDGE_SOCIAL_PROVIDERS) }),
    result: z.object({
      provider: z.enum(BRIDGE_SOCIAL_PROVIDERS),
      sub: NonEmpty(200),
      /** Apple and some Kakao accounts share neither name nor e-mail. */
      name: z.optional(z.nullable(Text(100))),
      email: z.optional(z.nullable(Text(200))),
      /** What the provider SDK gave (access token or ID token); the business API verifies it (oauth/login). */
      oauthKey: NonEmpty(8192),
    }),
    /** The provider's app or web sign-in, possibly with account creation, happens in between. */
    timeoutMs: 300_000,
  },
  "file.download": {
    payload: z.object({
      url: UrlString,
      fileName: NonEmpty(255),
      /**
       * Headers for the download. Only ever sent for our own origin (the client strips them otherwise):
       * business-API file calls need `Authorization` and `token` (SPEC §6).
       */
      headers: z.optional(z.record(z.string(), Text(8192))),
    }),
    result: z.object({ saved: z.boolean() }),
    /** Answered when the file is saved. */
    timeoutMs: 120_000,
  },
  "link.open": {
    payload: z.object({ url: UrlString }),
    result: Empty,
    /** The shell answers as soon as it has handed the URL to the system. */
    timeoutMs: 5_000,
  },
} as const;

export type BridgeRequestType = keyof typeof BRIDGE_REQUESTS;
export const BRIDGE_REQUEST_TYPES = Object.keys(BRIDGE_REQUESTS) as BridgeRequestType[];
export type BridgePayload<T extends BridgeRequestType> = z.input<(typeof BRIDGE_REQUESTS)[T]["payload"]>;
export type BridgeResult<T extends BridgeRequestType> = z.output<(typeof BRIDGE_REQUESTS)[T]["result"]>;

/** Web → native envelope (sent as a JSON string). */
export const BridgeRequestEnvelopeSchema = z.object({
  v: z.literal(BRIDGE_PROTOCOL_VERSION),
  id: Id,
  type: z.enum(BRIDGE_REQUEST_TYPES as [BridgeRequestType, ...BridgeRequestType[]]),
  payload: z.record(z.string(), z.unknown()),
});
export type BridgeRequestEnvelope = z.output<typeof BridgeRequestEnvelopeSchema>;

/** Error codes a shell answers with; the web adds TIMEOUT, UNAVAILABLE, INVALID_REQUEST, INVALID_RESPONSE. */
export const NATIVE_ERROR_CODES = {
  /** The user closed the provider's sign-in or the share sheet: not an error to show. */
  CANCELLED: "CANCELLED",
  /** The shell does not know this `type` (or this `v`): the app is older than the web. */
  UNSUPPORTED: "UNSUPPORTED",
  /** The payload failed the shell's own checks. */
  INVALID_REQUEST: "INVALID_REQUEST",
  /** The OS refused (e.g. the permission is blocked in settings). */
  DENIED: "DENIED",
  NETWORK: "NETWORK",
  FAILED: "FAILED",
} as const;

/** Native → web reply to one request, matched by `id`. */
export const BridgeResponseSchema = z.discriminatedUnion("ok", [
  z.object({ id: Id, ok: z.literal(true), payload: z.optional(z.unknown()) }),
  z.object({
    id: Id,
    ok: z.literal(false),
    error: z.object({ code: NonEmpty(64), message: Text(500) }),
  }),
]);
export type BridgeResponse = z.output<typeof BridgeResponseSchema>;

/** Native → web events the shell sends on its own (docs/bridge.md "Events"). */
export const BRIDGE_EVENTS = {
  /** The app came back to the foreground (SWR revalidates, the version check may re-run). */
  "app.foreground": Empty,
  /** The app went to the background. */
  "app.background": Empty,
  /** The push token was issued or rotated: the web stores it (PUT users/device-token). */
  "push.token": z.object({ deviceToken: NonEmpty(4096) }),
} as const;
export type BridgeEventName = keyof typeof BRIDGE_EVENTS;
export type BridgeEventPayload<E extends BridgeEventName> = z.output<(typeof BRIDGE_EVENTS)[E]>;
export const BRIDGE_EVENT_NAMES = Object.keys(BRIDGE_EVENTS) as BridgeEventName[];

export const BridgeEventEnvelopeSchema = z.object({
  event: z.enum(BRIDGE_EVENT_NAMES as [BridgeEventName, ...BridgeEventName[]]),
  payload: z.optional(z.unknown()),
});

/** SPEC §8: the native bridge is missing inside the app (an old shell). */
export const BRIDGE_UPDATE_REQUIRED_MESSAGE = "앱을 최신 버전으로 업데이트한 후 이용해 주세요.";
/** SPEC §8: a native-only function (social sign-in) used outside the mobile app. */
export const MOBILE_ONLY_MESSAGE = "모바일 기기에서만 이용할 수 있는 기능입니다.";
export const BRIDGE_TIMEOUT_MESSAGE = "앱이 응답하지 않습니다. 잠시 후 다시 시도해 주세요.";
export const BRIDGE_FAILED_MESSAGE = "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.";

/**
 * URLs the shell may open (`link.open`) or download (`file.download`): https anywhere, or our own origin
 * (which may be plain http in development). Never javascript:, data:, intent:, file: or custom schemes.
 */
export function isOpenableUrl(url: string, origin: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.origin === origin) return true;
  return u.protocol === "https:";
}

/** sessionStorage flag the shell simulator sets for `?shell=aos|ios`, so manual testing survives full reloads. */
export const SHELL_SIMULATOR_SESSION_KEY = "evsafe.shellSimulator";
