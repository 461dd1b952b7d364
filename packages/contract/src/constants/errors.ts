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

/** SPEC §8: the Korean text that the service expiry date has passed (the web matches code or text). */
export const SERVICE_EXPIRED_MESSAGE = "서비스 만료일이 지났습니다. 서비스를 다시 신청해 주세요.";
