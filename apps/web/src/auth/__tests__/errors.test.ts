import { describe, expect, it } from "vitest";
import { authErrorMessage, tooManyAttemptsError } from "../errors";

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
