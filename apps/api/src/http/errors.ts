import { ERROR_CODES } from "@evsafe/contract";

/** An error a client caused or may see; the error handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field the error is about (the form shows the message next to it). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: string = ERROR_CODES.VALIDATION) => new HttpError(400, code, message);
export const unauthorized = (message = "로그인이 필요합니다.", code: string = ERROR_CODES.UNAUTHORIZED) =>
  new HttpError(401, code, message);
export const forbidden = (message = "접근 권한이 없습니다.", code: string = ERROR_CODES.FORBIDDEN) => new HttpError(403, code, message);
export const notFound = (message = "요청한 정보를 찾을 수 없습니다.") => new HttpError(404, ERROR_CODES.NOT_FOUND, message);
export const conflict = (message: string, code: string = ERROR_CODES.CONFLICT) => new HttpError(409, code, message);
/** Well-formed input that breaks a business rule (weak password, wrong state). */
export const unprocessable = (message: string, code = "BUSINESS_RULE") => new HttpError(422, code, message);
