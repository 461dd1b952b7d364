import { useEffect, useState } from "react";
import { z } from "zod";
import { EmailSchema, type SignupBody } from "@evsafe/contract/areas/auth";
import {
  LOGIN_ID_TAKEN_MESSAGE,
  loginIdProblem,
  NewLoginIdSchema,
  NewPasswordSchema,
  PASSWORD_CONTAINS_ID_MESSAGE,
  passwordProblem,
} from "@evsafe/contract/account-rules";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, PasswordField, SubmitButton, TextField } from "@/shared/form/fields";
import { PASSWORD_MISMATCH_MESSAGE, PasswordChecklist } from "@/shared/form/password-checklist";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { forgetVerification, type SignedUp, type TermAnswer, type Verification } from "../journey";
import { SPENT_VERIFICATION_CODES } from "../verification-refusals";

/** Quiet time after the last keystroke before the id is checked with the API (one check per pause, not per key). */
export const ID_CHECK_DEBOUNCE_MS = 400;

/**
 * The sign-up form over the contract's rules: the new login id (format; availability is checked apart), the
 * password rule, not containing the id, the confirmation, the email. Name and phone come from the verification.
 */
export const SignUpFormSchema = z
  .object({ loginId: NewLoginIdSchema, password: NewPasswordSchema, passwordConfirm: z.string(), email: EmailSchema })
  .superRefine((v, ctx) => {
    if (passwordProblem(v.password, v.loginId) === PASSWORD_CONTAINS_ID_MESSAGE) {
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_CONTAINS_ID_MESSAGE });
    }
    if (v.passwordConfirm !== v.password) ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: PASSWORD_MISMATCH_MESSAGE });
  });

const FIELDS = ["loginId", "password", "passwordConfirm", "email"] as const;
/** Codes that concern one field (the API does not name it for these). */
const FIELD_OF_CODE = { DUPLICATE_ID: "loginId", INVALID_LOGIN_ID: "loginId", WEAK_PASSWORD: "password" } as const;
/**
 * The verification cannot serve this sign-up: spent, or of another person than the API expects. It is dropped so that
 * 본인인증 다시 하기 asks anew instead of offering the same refused one (the terms stay).
 */
const VERIFICATION_REFUSED: ReadonlySet<string> = new Set([...SPENT_VERIFICATION_CODES, "IDENTITY_MISMATCH"]);
/** The kept terms answers were refused (a required one missing, or a term revised since): back to the terms. */
const TERMS_REFUSED = new Set(["REQUIRED_TERMS", "NOT_FOUND"]);
const ALREADY_MEMBER = "ALREADY_MEMBER";

/** Where the id stands: its format (here), `users/validation-id`, then `users/id-duplicated`. */
export type IdCheck =
  { state: "checking" | "free" | "unknown"; id: string } | { state: "format" | "refused" | "taken"; id: string; message: string };

export interface SignUpChecks {
  /** `users/validation-id`. */
  validate: (userId: string) => Promise<{ result: boolean; message: string }>;
  /** `users/id-duplicated`: true when taken. */
  isTaken: (userId: string) => Promise<boolean>;
  /** `auth/signup`. */
  signUp: (body: SignupBody) => Promise<SignedUp>;
}

const defaultChecks: SignUpChecks = {
  validate: (userId) => api("validationId", { query: { userId }, token: null }),
  isTaken: async (userId) => (await api("idDuplicated", { query: { userId }, token: null })).result,
  signUp: (body) => api("signup", { body, token: null }),
};

export interface SignUpUserFormProps {
  verification: Verification;
  agrees: TermAnswer[];
  /** The account is created; `credentials` let the completion sign in without typing them again (memory only). */
  onSignedUp: (account: SignedUp, credentials: { loginId: string; password: string }) => void;
  checks?: Partial<SignUpChecks>;
}

/** The id's check while it is typed: the contract's format at once, then (after a pause) the API's format and availability. */
function useIdCheck(loginId: string, checks: SignUpChecks): IdCheck | null {
  const [check, setCheck] = useState<IdCheck | null>(null);
  useEffect(() => {
    const id = loginId.trim();
    const problem = id ? loginIdProblem(id) : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check follows the typed value; the API part is asynchronous
    setCheck(!id ? null : problem ? { state: "format", id, message: problem } : { state: "checking", id });
    if (!id || problem) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const format = await checks.validate(id);
        if (!current) return;
        if (!format.result) return setCheck({ state: "refused", id, message: format.message });
        const taken = await checks.isTaken(id);
        if (current) setCheck(taken ? { state: "taken", id, message: LOGIN_ID_TAKEN_MESSAGE } : { state: "free", id });
      } catch {
        // The check could not be made (offline, a fault): sign-up checks the id again.
        if (current) setCheck({ state: "unknown", id });
      }
    }, ID_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [loginId, checks]);
  return check;
}

function IdStatus({ check }: { check: IdCheck | null }) {
  const text =
    check?.state === "checking"
      ? "사용할 수 있는 아이디인지 확인하는 중…"
      : check?.state === "free"
        ? "사용할 수 있는 아이디예요."
        : check?.state === "unknown"
          ? "아이디를 확인하지 못했어요. 가입할 때 다시 확인해요."
          : check?.state === "format"
            ? check.message
            : null;
  const tone = check?.state === "free" ? "text-green-800" : check?.state === "format" ? "text-amber-800" : "text-neutral-600";
  return (
    <span role="status" className={`block ${tone}`}>
      {text}
    </span>
  );
}

const linkClasses = {
  primary: "flex min-h-12 flex-1 items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-white",
  secondary: "flex min-h-12 flex-1 items-center justify-center rounded-xl border border-gray-300 px-4 font-semibold text-gray-900",
};

/** What a refusal of the whole sign-up offers next to its message. */
function FailureActions({ code }: { code: string | null }) {
  if (code === ALREADY_MEMBER) {
    return (
      <div className="flex gap-2">
        <AppLink href={ROUTES.findId} className={linkClasses.primary}>
          아이디 찾기
        </AppLink>
        <AppLink href={ROUTES.signIn} className={linkClasses.secondary}>
          로그인
        </AppLink>
      </div>
    );
  }
  if (code && VERIFICATION_REFUSED.has(code)) {
    return (
      <AppLink href={ROUTES.identityVerification} className={linkClasses.primary}>
        본인인증 다시 하기
      </AppLink>
    );
  }
  if (code && TERMS_REFUSED.has(code)) {
    return (
      <AppLink href={ROUTES.termsOnboarding} className={linkClasses.primary}>
        약관 다시 확인하기
      </AppLink>
    );
  }
  return null;
}

/**
 * /signup/user's form (docs/accounts.md "Sign-up form"): id with its rule and availability shown while typing,
 * password with its checklist and a confirmation, email; sends `auth/signup` with the verified name and phone, the
 * verification's token and the kept terms answers. A refusal shows beside its field or at the top with the way on
 * (find id, verify again, the terms); every typed value stays.
 */
export function SignUpUserForm({ verification, agrees, onSignedUp, checks: overrides }: SignUpUserFormProps) {
  const [checks] = useState<SignUpChecks>(() => ({ ...defaultChecks, ...overrides }));
  const form = useZodForm(SignUpFormSchema, { defaultValues: { loginId: "", password: "", passwordConfirm: "", email: "" } });
  const { errors } = form.formState;
  const loginId = form.watch("loginId");
  const password = form.watch("password");
  const idCheck = useIdCheck(loginId, checks);
  const [failure, setFailure] = useState<{ message: string; code: string | null } | null>(null);
  const idRefusal = idCheck && (idCheck.state === "taken" || idCheck.state === "refused") ? idCheck.message : null;

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      if (idRefusal && idCheck?.id === values.loginId) {
        form.setError("loginId", { type: "taken", message: idRefusal }, { shouldFocus: true });
        return;
      }
      try {
        const account = await checks.signUp({
          loginId: values.loginId,
          password: values.password,
          email: values.email,
          userName: verification.name,
          phone: verification.phone,
          serviceToken: verification.serviceToken,
          agrees,
        });
        onSignedUp(account, { loginId: values.loginId, password: values.password });
      } catch (error) {
        const code = (error as { code?: string }).code ?? null;
        if (code && VERIFICATION_REFUSED.has(code)) forgetVerification();
        const message = applyApiError(error, { fields: FIELDS, byCode: FIELD_OF_CODE }, form.setError);
        if (message) setFailure({ message, code });
      }
    }),
  );

  // POST: a submit before the script has loaded sends the fields in a body to this page, never a password in the URL.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage message={failure?.message} />
      <FailureActions code={failure?.code ?? null} />
      <TextField
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
        maxLength={20}
        placeholder="영문 소문자, 숫자 5~20자"
        hint={
          <>
            <span className="block">영문 소문자와 숫자를 사용해 5~20자로 입력해 주세요.</span>
            <IdStatus check={errors.loginId ? null : idCheck} />
          </>
        }
        error={errors.loginId?.message ?? idRefusal}
        {...form.register("loginId")}
      />
      <PasswordField
        label="비밀번호"
        autoComplete="new-password"
        enterKeyHint="next"
        maxLength={20}
        hint={<PasswordChecklist password={password} loginId={loginId} />}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        label="비밀번호 확인"
        autoComplete="new-password"
        enterKeyHint="next"
        maxLength={20}
        error={errors.passwordConfirm?.message}
        {...form.register("passwordConfirm")}
      />
      <TextField
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="done"
        placeholder="example@email.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SubmitButton pending={pending} pendingLabel="가입하는 중…">
        가입하기
      </SubmitButton>
    </form>
  );
}
