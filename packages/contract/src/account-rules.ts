import { z } from "zod";
import { LOGIN_ID_PATTERN, LOGIN_ID_RULE_MESSAGE, LoginIdSchema, MobilePhoneSchema } from "./areas/auth";
import { IDENTITY_PURPOSES, type IdentityPurpose } from "./constants/account";

/**
 * The account rules the API enforces and the web's forms show live, in one place: the new login id, the password,
 * the minimum sign-up age and the identity-verification input (`POST identity-verification`, outside the calls).
 * The calls' own body schemas stay lenient where the API answers a business error (422 WEAK_PASSWORD,
 * INVALID_LOGIN_ID) instead of a 400, so the forms use the stricter schemas below.
 */

// ---------------------------------------------------------------------------------------------- login id

/** Ids nobody may take (they look official). */
export const RESERVED_LOGIN_IDS: readonly string[] = [
  "admin",
  "administrator",
  "root",
  "evsafe",
  "system",
  "manager",
  "support",
  "master",
  "test1",
];
export const LOGIN_ID_DIGITS_ONLY_MESSAGE = "아이디는 숫자만으로 만들 수 없습니다. 영문 소문자를 포함해 주세요.";
export const LOGIN_ID_RESERVED_MESSAGE = "사용할 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.";
/** The id is someone's already (`users/id-duplicated`, sign-up's 409 DUPLICATE_ID). */
export const LOGIN_ID_TAKEN_MESSAGE = "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.";

/** Why a new login id is refused (the format of `users/validation-id`), or null when its format is fine. */
export function loginIdProblem(userId: string): string | null {
  const id = userId.trim();
  if (!LOGIN_ID_PATTERN.test(id)) return LOGIN_ID_RULE_MESSAGE;
  if (/^\d+$/.test(id)) return LOGIN_ID_DIGITS_ONLY_MESSAGE;
  if (RESERVED_LOGIN_IDS.includes(id)) return LOGIN_ID_RESERVED_MESSAGE;
  return null;
}

/** A login id chosen at sign-up: the format, not digits only, not reserved (availability is `users/id-duplicated`). */
export const NewLoginIdSchema = LoginIdSchema.superRefine((id, ctx) => {
  const problem = loginIdProblem(id);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

// ---------------------------------------------------------------------------------------------- password

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_RULE_MESSAGE = "비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.";
export const PASSWORD_CONTAINS_ID_MESSAGE = "비밀번호에 아이디를 포함할 수 없습니다.";

/** Each part of the password rule, for a live checklist under the field. */
export const PASSWORD_RULE_PARTS = [
  {
    key: "length",
    label: `${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자`,
    test: (pw: string) => pw.length >= PASSWORD_MIN_LENGTH && pw.length <= PASSWORD_MAX_LENGTH,
  },
  { key: "letter", label: "영문", test: (pw: string) => /[A-Za-z]/.test(pw) },
  { key: "digit", label: "숫자", test: (pw: string) => /\d/.test(pw) },
  { key: "symbol", label: "특수문자", test: (pw: string) => /[^A-Za-z0-9]/.test(pw) },
] as const;

/** Password rule for sign-up and changes: 8–20 chars with letters, digits and a symbol. */
export function isStrongPassword(pw: string): boolean {
  return PASSWORD_RULE_PARTS.every((part) => part.test(pw));
}

/** Why a new password is refused (the rule, then "contains the login id"), or null. */
export function passwordProblem(pw: string, loginId?: string): string | null {
  if (!isStrongPassword(pw)) return PASSWORD_RULE_MESSAGE;
  if (loginId && pw.toLowerCase().includes(loginId.trim().toLowerCase())) return PASSWORD_CONTAINS_ID_MESSAGE;
  return null;
}

/** A new password (sign-up, reset, change); "must not contain the id" needs the id and is checked by the form. */
export const NewPasswordSchema = z.string().refine(isStrongPassword, PASSWORD_RULE_MESSAGE);

// ---------------------------------------------------------------------------------------------- age, identity

/** Members are at least 14 (Korean personal-information law: younger children need a guardian's consent). */
export const MIN_SIGNUP_AGE = 14;
export const UNDER_AGE_MESSAGE = "만 14세 미만은 가입할 수 없습니다.";

/** True when someone born on `birthDate` (YYYY-MM-DD) is at least MIN_SIGNUP_AGE on `today` (YYYY-MM-DD). */
export function isOldEnoughToSignUp(birthDate: string, today: string): boolean {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  const birthday = `${y + MIN_SIGNUP_AGE}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return birthday <= today;
}

export const IDENTITY_NAME_PATTERN = /^[가-힣a-zA-Z ]{2,50}$/;
export const IDENTITY_NAME_MESSAGE = "이름을 2~50자의 한글 또는 영문으로 입력해 주세요.";
const MOBILE_PHONE_MESSAGE = "휴대폰 번호를 입력해 주세요. (예: 010-1234-5678)";
export const BIRTH_DATE_FORMAT_MESSAGE = "생년월일 8자리를 입력해 주세요. (예: 19850110)";
export const BIRTH_DATE_RANGE_MESSAGE = "생년월일이 올바르지 않습니다.";
/** Earliest birth date accepted (anything before is a typing mistake). */
export const OLDEST_BIRTH_DATE = "1900-01-01";

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `19850110`, `1985-01-10` or `1985.01.10` → `1985-01-10`; anything else is returned trimmed, unchanged. */
export function normalizeBirthDate(value: string): string {
  const digits = value.trim().replace(/[-.\s/]/g, "");
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` : value.trim();
}

/** The API checks age and membership before issuing a token for a sign-up purpose. */
export const IdentityPurposeSchema = z.enum(IDENTITY_PURPOSES);
export { IDENTITY_PURPOSES, type IdentityPurpose };

/**
 * `POST identity-verification` (and `sim/identity-verification`): name, mobile number and birth date (8 digits or
 * YYYY-MM-DD, sent as YYYY-MM-DD). Whether the date is in the future is checked against the checker's own clock.
 */
export const IdentityVerificationBodySchema = z.object({
  name: z.string({ error: IDENTITY_NAME_MESSAGE }).trim().regex(IDENTITY_NAME_PATTERN, IDENTITY_NAME_MESSAGE),
  birthDate: z
    .string({ error: BIRTH_DATE_FORMAT_MESSAGE })
    .transform(normalizeBirthDate)
    .refine(isCalendarDate, BIRTH_DATE_FORMAT_MESSAGE)
    .refine((d) => d >= OLDEST_BIRTH_DATE, BIRTH_DATE_RANGE_MESSAGE),
  phone: z.string({ error: MOBILE_PHONE_MESSAGE }).pipe(MobilePhoneSchema),
  purpose: z.enum(IDENTITY_PURPOSES, { error: "본인인증 목적이 올바르지 않습니다." }).optional(),
});
export type IdentityVerificationBody = z.input<typeof IdentityVerificationBodySchema>;

export const IdentityVerificationResultSchema = z.object({
  serviceToken: z.string(),
  /** ISO timestamp: the token's end (30 minutes after the verification). */
  expiresAt: z.string(),
});
export type IdentityVerificationResult = z.infer<typeof IdentityVerificationResultSchema>;
