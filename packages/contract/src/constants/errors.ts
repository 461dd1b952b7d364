/** Machine-readable error codes the reference API sends; messages are Korean. */
export const ERROR_CODES = {
  VALIDATION: "VALIDATION_ERROR",
  UNAUTHORIZED: "UNAUTHORIZED",
  TOKEN_EXPIRED: "TOKEN_EXPIRED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  SERVICE_EXPIRED: "SERVICE_EXPIRED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  BAD_GATEWAY: "BAD_GATEWAY",
  INTERNAL: "INTERNAL_ERROR",
  INJECTED: "INJECTED_FAULT",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Texts that the API and the web server's forwarder both send with a code (the forwarder answers for the API when
 * it refuses a request itself or cannot reach it): one source, so a client reads the same words from either.
 */
export const ERROR_MESSAGES = {
  /** 404 for an address no route serves. */
  UNKNOWN_ADDRESS: "요청한 주소를 찾을 수 없습니다.",
  /** 413 for a body over the limits of constants/limits.ts. */
  PAYLOAD_TOO_LARGE: "요청 크기가 허용 한도를 넘었습니다.",
  /** 502 when the business API cannot be reached. */
  API_UNREACHABLE: "서비스 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/** SPEC §8: the Korean text that the service expiry date has passed (the web matches code or text). */
export const SERVICE_EXPIRED_MESSAGE = "서비스 만료일이 지났습니다. 서비스를 다시 신청해 주세요.";
