import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import { applyApiError, placeApiError, UNKNOWN_FAILURE_MESSAGE } from "../api-errors";

const FIELDS = {
  fields: ["loginId", "password", "mobile"] as const,
  byCode: { DUPLICATE_ID: "loginId" as const },
  aliases: { phone: "mobile" as const },
};

describe("placeApiError", () => {
  it("uses the API's field, then its alias, then the code's field, else the top", () => {
    expect(placeApiError(new ApiRequestError(422, "WEAK_PASSWORD", "약함", null, "password"), FIELDS)).toEqual({
      field: "password",
      message: "약함",
      code: "WEAK_PASSWORD",
    });
    expect(placeApiError(new ApiRequestError(422, "IDENTITY_MISMATCH", "다름", null, "phone"), FIELDS).field).toBe("mobile");
    expect(placeApiError(new ApiRequestError(409, "DUPLICATE_ID", "사용 중"), FIELDS).field).toBe("loginId");
    expect(placeApiError(new ApiRequestError(400, "X", "알 수 없는 필드", null, "serviceToken"), FIELDS).field).toBeNull();
    expect(placeApiError(new ApiRequestError(502, "HTTP_502", "서비스 접속이 원활하지 않습니다."), FIELDS)).toMatchObject({
      field: null,
      message: "서비스 접속이 원활하지 않습니다.",
    });
  });

  it("gives a Korean message for anything that is not an API error", () => {
    expect(placeApiError(new TypeError("boom"), FIELDS)).toEqual({ field: null, message: UNKNOWN_FAILURE_MESSAGE, code: null });
  });
});

describe("applyApiError", () => {
  it("sets the field's error (focused) and returns null, or returns the form-level message", () => {
    const setError = vi.fn();
    expect(applyApiError(new ApiRequestError(409, "DUPLICATE_ID", "사용 중"), FIELDS, setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith("loginId", { type: "DUPLICATE_ID", message: "사용 중" }, { shouldFocus: true });
    expect(applyApiError(new ApiRequestError(0, "NETWORK_ERROR", "오프라인"), FIELDS, setError)).toBe("오프라인");
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it("stays quiet when the error policy already showed the failure", () => {
    const handled = new ApiRequestError(503, "SERVICE_PAUSED", "점검 중");
    handled.policyAction = { kind: "redirect", rule: "other" } as never;
    const setError = vi.fn();
    expect(applyApiError(handled, FIELDS, setError)).toBeNull();
    expect(setError).not.toHaveBeenCalled();
  });
});
