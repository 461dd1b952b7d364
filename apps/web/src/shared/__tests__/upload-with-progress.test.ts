// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import { publishSession, resetSessionToken } from "@/shared/session-token";
import { uploadWithProgress } from "@/shared/upload-with-progress";

const handleError = vi.hoisted(() => vi.fn(() => ({ kind: "signOut" })));
vi.mock("@/shared/error-policy", () => ({ handleError }));

const GROUP = {
  atchFileSn: 12,
  fileType: "INQUIRY",
  fileTypeNm: "1:1 문의 첨부",
  encrypted: true,
  files: [],
  fileCount: 1,
  totalSize: 68,
  createdAt: "2026-11-24T01:00:00Z",
  updatedAt: "2026-11-24T01:00:00Z",
};

/** A stand-in XMLHttpRequest answering with `status` and `body`, reporting upload progress in two steps. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = "";
    private req = { method: "", url: "", headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, url: string) {
      this.req.method = method;
      this.req.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.req.headers[name] = value;
    }
    send(data: unknown) {
      this.req.body = data;
      sent.push(this.req);
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 30 });
        this.upload.onprogress?.({ loaded: 68 });
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

beforeEach(() => publishSession({ status: "authenticated", accessToken: "session-token" }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionToken();
  handleError.mockClear();
});

describe("uploadWithProgress", () => {
  it("sends the multipart body to the contract's path with both token headers, reports progress and parses the group", async () => {
    const sent = fakeXhr(200, { results: GROUP });
    const progress: number[] = [];
    const body = new FormData();
    const group = await uploadWithProgress("addEncryptedFiles", { params: { sn: 12 }, body }, (n) => progress.push(n));
    expect(group.atchFileSn).toBe(12);
    expect(progress).toEqual([30, 68]);
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/evsafe/api/files/add/encrypted/12",
        headers: { accept: "application/json", authorization: "Bearer session-token", token: "session-token" },
        body,
      },
    ]);
  });

  it("gives the API's Korean refusal to the caller (413, 415), without the error policy", async () => {
    fakeXhr(415, { error: { code: "UNSUPPORTED_FILE_TYPE", message: "지원하지 않는 파일 형식입니다.", field: "atchFiles" } });
    const error = await uploadWithProgress("uploadEncryptedFiles", { body: new FormData() }, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 415, message: "지원하지 않는 파일 형식입니다.", field: "atchFiles", policyAction: null });
    expect(handleError).not.toHaveBeenCalled();
  });

  it("hands a 401 to the error policy and says so; a lost connection is a Korean network error", async () => {
    fakeXhr(401, { error: { code: "UNAUTHORIZED", message: "로그인이 필요합니다." } });
    const error = await uploadWithProgress("uploadEncryptedFiles", { body: new FormData() }, () => {}).catch((e: unknown) => e);
    expect(handleError).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ status: 401, policyAction: { kind: "signOut" } });

    fakeXhr(0, null);
    await expect(uploadWithProgress("uploadEncryptedFiles", { body: new FormData() }, () => {})).rejects.toMatchObject({
      status: 0,
      message: "서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.",
    });
  });
});
