import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
/** scrypt cost (N=2^15, r=8, p=1): OWASP's minimum recommendation; ~60 ms here. */
const N = 1 << 15;
const PARAMS = { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${N}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, { ...PARAMS, N: Number(n) });
  return timingSafeEqual(actual, expected);
}

/** Password rule for sign-up and changes: 8–20 chars with letters, digits and a symbol. */
export const PASSWORD_RULE_MESSAGE = "비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.";
export function isStrongPassword(pw: string): boolean {
  return pw.length >= 8 && pw.length <= 20 && /[A-Za-z]/.test(pw) && /\d/.test(pw) && /[^A-Za-z0-9]/.test(pw);
}
