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
  /** 502 when the business API cannot be reached. */
  API_UNREACHABLE: "서비스 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
} as const;
