import { describe, expect, it } from "vitest";
import { POLICY_ROUTES } from "@/shared/error-policy";
import { AUTH_ERROR_MESSAGES, AUTHORIZE_ERRORS, authErrorMessage, authErrorNotice, tooManyAttemptsError } from "../errors";

describe("sign-in errors", () => {
  it("a lock says until when, in Korean time, rounded up to the minute", () => {
    // 05:20:30 UTC is 14:20:30 in Seoul; 15 minutes later, rounded up: 14:36.
    const error = tooManyAttemptsError(900, Date.parse("2026-11-23T05:20:30Z"));
    expect(error).toBe("TooManyAttempts-1436");
    expect(authErrorMessage(error)).toBe("로그인 시도가 너무 많습니다. 14시 36분 이후에 다시 시도해 주세요.");
  });

  it("a lock without a known end still says what happened", () => {
    expect(authErrorMessage(tooManyAttemptsError(null))).toBe("로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.");
  });

  it("never shows a time that is not one (the name comes back in the URL)", () => {
    expect(authErrorMessage("TooManyAttempts-2561")).toBe(authErrorMessage("Default"));
    expect(authErrorMessage("TooManyAttempts-1436<script>")).toBe(authErrorMessage("Default"));
  });
});

describe("every sign-in error page names the error and says what to do", () => {
  const SPEC_AUTH_ERROR_NAMES = [
    "UnknownError",
    "OAuthCallbackError",
    "AccountNotLinkedError",
    "MissingAPIRoute",
    "MissingSecret",
    "MissingAuthorize",
    "MissingAdapter",
    "MissingAdapterMethods",
    "UnsupportedStrategy",
    "InvalidCallbackUrl",
  ];

  it("each SPEC §8 name keeps its name and has its own Korean text", () => {
    for (const name of SPEC_AUTH_ERROR_NAMES) {
      expect(authErrorNotice(name)).toEqual({ name, message: AUTH_ERROR_MESSAGES[name as keyof typeof AUTH_ERROR_MESSAGES] });
    }
  });

  it("every text asks the visitor to do something (a '~해 주세요' sentence)", () => {
    for (const [name, text] of Object.entries(AUTH_ERROR_MESSAGES)) expect(text, name).toMatch(/[가-힣]+ 주세요\.$/);
  });

  it("'undefined' (a bare /api/auth/error) and other unknown values are named UnknownError, never echoed", () => {
    for (const value of ["undefined", "<script>x</script>", "Default", "toString", "__proto__"]) {
      expect(authErrorNotice(value)).toEqual({ name: "UnknownError", message: AUTH_ERROR_MESSAGES.Default });
    }
  });

  it("providers that cannot be fetched have their own name and text, the one the error policy sends", () => {
    expect(new URL(POLICY_ROUTES.authError, "http://localhost").searchParams.get("error")).toBe(AUTHORIZE_ERRORS.PROVIDERS_UNAVAILABLE);
    expect(authErrorNotice("ProvidersUnavailable")).toEqual({
      name: "ProvidersUnavailable",
      message: "로그인 방법을 불러오지 못했습니다. 인터넷 연결을 확인하고 다시 로그인해 주세요.",
    });
  });

  it("a lock is named TooManyAttempts, without the time in the name", () => {
    expect(authErrorNotice("TooManyAttempts-1436")?.name).toBe("TooManyAttempts");
  });
});
