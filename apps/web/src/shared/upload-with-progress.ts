import type { CallName, calls, Result } from "@evsafe/contract";
import { buildPath } from "@evsafe/contract/define";
import { ApiErrorSchema, unwrap } from "@evsafe/contract/envelope";
import { apiBase, HTTP_TIMEOUT_MS } from "./api-base";
import { ApiRequestError, CLIENT_ERROR_CODES } from "./api-error";
import { actsInBackground } from "./background-errors";
import { getAccessToken } from "./session-token";

/** The contract's multipart calls (file uploads). */
export type UploadCallName = {
  [N in CallName]: (typeof calls)[N] extends { kind: "multipart" } ? N : never;
}[CallName];

/**
 * A multipart call of the contract sent with upload progress, which fetch does not report: the same URL, session
 * token (with the `token` header of file calls, SPEC §6), answer parsing and Korean errors as the api-client
 * (api-request.ts), over XMLHttpRequest; `query` is the call's query (the plain uploads' `fileType`). `onProgress` gets the bytes of the body sent so far. Failures the error
 * policy acts on in the background (SPEC §8: 401, 403, expired, 502) go to it, and the error says so
 * (`policyAction`); the rest (413, 415, 422) are the caller's to show beside its field.
 */
export async function uploadWithProgress<N extends UploadCallName>(
  name: N,
  opts: { params?: Record<string, string | number>; query?: Record<string, string>; body: FormData },
  onProgress: (sentBytes: number) => void,
): Promise<Result<(typeof calls)[N]>> {
  const { callDef } = await import("./api-request");
  const call = await callDef(name);
  const search = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : "";
  const url = `${await apiBase()}/${buildPath(call.path, opts.params ?? {})}${search}`;
  const token = getAccessToken();
  const failed = await new Promise<{ status: number; json: unknown } | ApiRequestError>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, url);
    xhr.timeout = HTTP_TIMEOUT_MS;
    xhr.setRequestHeader("accept", "application/json");
    if (token) {
      xhr.setRequestHeader("authorization", `Bearer ${token}`);
      xhr.setRequestHeader("token", token);
    }
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onerror = () =>
      resolve(new ApiRequestError(0, CLIENT_ERROR_CODES.NETWORK, "서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요."));
    xhr.ontimeout = () =>
      resolve(new ApiRequestError(0, CLIENT_ERROR_CODES.TIMEOUT, "서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요."));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      resolve({ status: xhr.status, json });
    };
    xhr.send(opts.body);
  });
  const error = failed instanceof ApiRequestError ? failed : answerError(failed.status, failed.json);
  if (error) {
    if (actsInBackground(error)) error.policyAction = (await import("./error-policy")).handleError(error);
    throw error;
  }
  const { status, json } = failed as { status: number; json: unknown };
  const result = call.response.safeParse(unwrap(json));
  if (!result.success) {
    throw new ApiRequestError(status, CLIENT_ERROR_CODES.INVALID_RESPONSE, "서버 응답을 해석할 수 없습니다. 잠시 후 다시 시도해 주세요.");
  }
  return result.data as Result<(typeof calls)[N]>;
}

function answerError(status: number, json: unknown): ApiRequestError | null {
  if (status >= 200 && status < 300) return null;
  const parsed = ApiErrorSchema.safeParse(json);
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiRequestError(status, code, message, null, field ?? null);
  }
  return new ApiRequestError(status, `HTTP_${status}`, "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.");
}
