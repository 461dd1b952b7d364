// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-client";
import { STATUS_FIXTURES } from "@/testing/factories";

const api = vi.hoisted(() => vi.fn());
const handleError = vi.hoisted(() => vi.fn());
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => api(...args),
}));
vi.mock("@/shared/error-policy", () => ({ handleError: (...args: unknown[]) => handleError(...args) }));

/** What the error policy did: shown a dialog (its details do not matter here). */
const DIALOG = { kind: "dialog" };
const { cancelService } = await import("../cancel-service");

beforeEach(() => {
  api.mockReset();
  handleError.mockReset().mockReturnValue(DIALOG);
});

describe("cancelService", () => {
  it("answers the new status", async () => {
    api.mockResolvedValue(STATUS_FIXTURES.cancelRequested());
    await expect(cancelService()).resolves.toEqual(STATUS_FIXTURES.cancelRequested());
    expect(api).toHaveBeenCalledWith("cancelService");
  });

  it("leaves CANNOT_CANCEL to the screen: thrown as it is, the error policy not involved", async () => {
    const refusal = new ApiRequestError(422, "CANNOT_CANCEL", "이미 해지 신청이 접수되었습니다.");
    api.mockRejectedValue(refusal);
    await expect(cancelService()).rejects.toBe(refusal);
    expect(handleError).not.toHaveBeenCalled();
    expect(refusal.policyAction).toBeNull();
  });

  it("hands any other API failure to the error policy and marks it handled", async () => {
    const down = new ApiRequestError(502, "BAD_GATEWAY", "서버에 연결할 수 없습니다.");
    api.mockRejectedValue(down);
    await expect(cancelService()).rejects.toBe(down);
    expect(handleError).toHaveBeenCalledWith(down);
    expect(down.policyAction).toBe(DIALOG);
  });
});
