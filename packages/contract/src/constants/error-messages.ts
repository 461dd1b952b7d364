/**
 * Texts that the API and the web server's forwarder both send with a code (the forwarder answers for the API when
 * it refuses a request itself or cannot reach it): one source, so a client reads the same words from either.
 * A module of its own so that the sign-in page, which shows one of them, carries only these texts.
 */
export const ERROR_MESSAGES = {
  /** 404 for an address no route serves. */
  UNKNOWN_ADDRESS: "요청한 주소를 찾을 수 없습니다.",
  /** 413 for a body over the limits of constants/limits.ts. */
  PAYLOAD_TOO_LARGE: "요청 크기가 허용 한도를 넘었습니다.",
  /** 400 for a request whose framing the web server refuses to pass on (a GET or HEAD that carries a body). */
  BODY_NOT_ALLOWED: "요청 형식이 올바르지 않습니다. 조회 요청에는 본문을 보낼 수 없습니다.",
  /** 502 when the business API cannot be reached. */
  API_UNREACHABLE: "서비스 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
} as const;
