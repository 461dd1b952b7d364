import { ERROR_MESSAGES } from "@evsafe/contract/constants/error-messages";

// Texts several names share, written once (this table is part of the sign-in page's first-load JS).
const CONFIGURATION_PROBLEM = "로그인 설정에 문제가 있습니다. 고객센터로 문의해 주세요.";
const OAUTH_CALLBACK_FAILED = "소셜 로그인 정보를 확인하지 못했습니다. 다시 시도해 주세요.";

/**
 * Sign-in error names (next-auth v4's, SPEC §8's and ours) → the Korean text the sign-in page shows for
 * `?error=`. next-auth sends every error to `pages.error` (= /signin) with the name in the query.
 */
export const AUTH_ERROR_MESSAGES = {
  // SPEC §2/§4: a page needed a session.
  SessionRequired: "로그인이 필요한 페이지입니다. 로그인해 주세요.",
  CredentialsSignin: "아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해 주세요.",
  // SPEC §8 names
  UnknownError: "알 수 없는 오류로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  OAuthCallbackError: OAUTH_CALLBACK_FAILED,
  AccountNotLinkedError: "해당 소셜 계정으로 가입된 회원이 없습니다. 회원가입을 진행해 주세요.",
  MissingAPIRoute: CONFIGURATION_PROBLEM,
  MissingSecret: CONFIGURATION_PROBLEM,
  MissingAuthorize: CONFIGURATION_PROBLEM,
  MissingAdapter: CONFIGURATION_PROBLEM,
  MissingAdapterMethods: CONFIGURATION_PROBLEM,
  UnsupportedStrategy: "지원하지 않는 로그인 방식입니다. 고객센터로 문의해 주세요.",
  InvalidCallbackUrl: "잘못된 이동 주소입니다. 다시 로그인해 주세요.",
  // next-auth v4's error-page names
  Configuration: CONFIGURATION_PROBLEM,
  AccessDenied: "로그인 권한이 없는 계정입니다. 다른 계정으로 로그인하거나 고객센터로 문의해 주세요.",
  Verification: "로그인 링크가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.",
  Signin: "다른 방법으로 로그인해 주세요.",
  OAuthSignin: "소셜 로그인을 시작하지 못했습니다. 다시 시도해 주세요.",
  OAuthCallback: OAUTH_CALLBACK_FAILED,
  OAuthCreateAccount: "소셜 계정으로 회원 정보를 만들지 못했습니다. 다시 시도해 주세요.",
  EmailCreateAccount: "이메일 계정으로 회원 정보를 만들지 못했습니다. 다시 시도해 주세요.",
  Callback: "로그인 처리 중 오류가 발생했습니다. 다시 시도해 주세요.",
  OAuthAccountNotLinked: "이미 다른 방법으로 가입된 계정입니다. 처음 가입한 방법으로 로그인해 주세요.",
  EmailSignin: "로그인 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.",
  // ours: the business API could not be reached or answered 5xx during sign-in.
  ApiUnavailable: ERROR_MESSAGES.API_UNREACHABLE,
  // ours: the providers list could not be fetched when sign-in started (SPEC §8 sends that to the error page).
  ProvidersUnavailable: "로그인 방법을 불러오지 못했습니다. 인터넷 연결을 확인하고 다시 로그인해 주세요.",
  // ours: the API locked the id after repeated wrong passwords (429); with the time, see tooManyAttemptsError.
  TooManyAttempts: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  Default: "로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

export type AuthErrorName = keyof typeof AUTH_ERROR_MESSAGES;

/** Error codes a Credentials `authorize` throws (they reach the client as `?error=<name>`). */
export const AUTHORIZE_ERRORS = {
  API_UNAVAILABLE: "ApiUnavailable",
  PROVIDERS_UNAVAILABLE: "ProvidersUnavailable",
  NOT_LINKED: "AccountNotLinkedError",
  OAUTH_REJECTED: "OAuthCallbackError",
  TOO_MANY_ATTEMPTS: "TooManyAttempts",
} as const satisfies Record<string, AuthErrorName>;

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** `TooManyAttempts-HHMM`: the lock's end in Korean time, digits only, so the page can say until when. */
const TOO_MANY_WITH_TIME = /^TooManyAttempts-([01]\d|2[0-3])([0-5]\d)$/;

/**
 * The error name for a sign-in the API refused for too many attempts: with the time the lock ends (Korean time,
 * rounded up to the minute) when the API said how long to wait.
 */
export function tooManyAttemptsError(retryAfterSeconds: number | null, now = Date.now()): string {
  if (retryAfterSeconds === null) return AUTHORIZE_ERRORS.TOO_MANY_ATTEMPTS;
  const until = new Date(Math.ceil((now + retryAfterSeconds * 1000) / 60_000) * 60_000 + KST_OFFSET_MS);
  const hh = String(until.getUTCHours()).padStart(2, "0");
  const mm = String(until.getUTCMinutes()).padStart(2, "0");
  return `${AUTHORIZE_ERRORS.TOO_MANY_ATTEMPTS}-${hh}${mm}`;
}

/** The name shown for a value that is no known error name (`undefined` from a bare `/api/auth/error`, a typo). */
const UNKNOWN_ERROR_NAME = "UnknownError";

/** What the sign-in page shows for an `?error=` value: the error's name (so support can tell which) and the Korean text. */
export interface AuthErrorNotice {
  name: string;
  message: string;
}

/**
 * The notice for an `?error=` value: a known name keeps its name and text; `TooManyAttempts-HHMM` says until when;
 * anything else is named UnknownError with the default text (the raw value is never echoed).
 */
export function authErrorNotice(error: unknown): AuthErrorNotice | null {
  if (typeof error !== "string" || error === "") return null;
  const locked = TOO_MANY_WITH_TIME.exec(error);
  if (locked) {
    return {
      name: AUTHORIZE_ERRORS.TOO_MANY_ATTEMPTS,
      message: `로그인 시도가 너무 많습니다. ${Number(locked[1])}시 ${locked[2]}분 이후에 다시 시도해 주세요.`,
    };
  }
  if (error !== "Default" && Object.hasOwn(AUTH_ERROR_MESSAGES, error))
    return { name: error, message: AUTH_ERROR_MESSAGES[error as AuthErrorName] };
  return { name: UNKNOWN_ERROR_NAME, message: AUTH_ERROR_MESSAGES.Default };
}

/** Korean text for an `?error=` value; unknown names get the default text (never echo the raw value). */
export function authErrorMessage(error: unknown): string | null {
  return authErrorNotice(error)?.message ?? null;
}
