/**
 * The bridge's plain values (docs/bridge.md): no zod here, so screens and the shell can name a permission, a
 * platform or a message without loading the protocol's schemas, which `client.ts` loads with the first request
 * or message (first-load JS, docs/performance.md).
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

/**
 * SPEC §8 "native bridge missing", for an app shell that is there but older than the web: it answers UNSUPPORTED to a
 * request it does not know (or reports an old version, SPEC §5). Never said in a browser without the shell.
 */
export const BRIDGE_UPDATE_REQUIRED_MESSAGE = "앱을 최신 버전으로 업데이트한 후 이용해 주세요.";
/** SPEC §8: a native-only function (social sign-in) used outside the mobile app, on a computer. */
export const MOBILE_ONLY_MESSAGE = "모바일 기기에서만 이용할 수 있는 기능입니다.";
/** A phone's browser without the app shell: the function is in the app (with the store links where there is room). */
export const APP_ONLY_TITLE = "앱에서 이용할 수 있어요";
export const APP_ONLY_MESSAGE = "앱에서 이용할 수 있는 기능이에요. 스토어에서 앱을 설치해 주세요.";
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

/** `tel:` and a phone number (digits, an optional leading +, hyphens): what `link.open` may hand to the dialer. */
export const TEL_URL_PATTERN = /^tel:\+?\d[\d-]{1,19}$/;

/** A `tel:` URL the shell may open (`link.open`) in the phone's dialer. */
export const isTelUrl = (url: string): boolean => TEL_URL_PATTERN.test(url);

/** sessionStorage flag the shell simulator sets for `?shell=aos|ios`, so manual testing survives full reloads. */
export const SHELL_SIMULATOR_SESSION_KEY = "evsafe.shellSimulator";

/** A phone or tablet browser (decides between the app-only and the mobile-only message when there is no shell). */
export function isMobileDevice(): boolean {
  if (typeof navigator === "undefined") return false;
  const ua = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(ua)) return true;
  // iPadOS reports itself as a Mac.
  return /Macintosh/.test(ua) && navigator.maxTouchPoints > 1;
}

/** What to say when a native-only function is used without the app shell: in the app on a phone, mobile-only elsewhere. */
export function noShellMessage(): string {
  return isMobileDevice() ? APP_ONLY_MESSAGE : MOBILE_ONLY_MESSAGE;
}
