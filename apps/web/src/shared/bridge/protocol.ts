import * as z from "zod/mini";
import { BRIDGE_PROTOCOL_VERSION, BRIDGE_SOCIAL_PROVIDERS, PERMISSIONS, PLATFORMS, TEL_URL_PATTERN } from "./constants";

export * from "./constants";

/**
 * The native bridge protocol's schemas (docs/bridge.md is the contract for the app teams; keep the two in step).
 * zod/mini, not the full zod: a few kB where the classic build is tens. Plain values live in constants.ts.
 */

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

/** A phone number for the dialer, `tel:` and digits (an optional leading + and hyphens): `link.open` only. */
const TelUrl = z.string().check(z.regex(TEL_URL_PATTERN, "tel: URL"));

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
    /** An https page or our origin, or a `tel:` number the shell hands to the phone's dialer (never calls by itself). */
    payload: z.object({ url: z.union([UrlString, TelUrl]) }),
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
