import { useState } from "react";
import { z } from "zod";
import { NewPasswordSchema, PASSWORD_MAX_LENGTH } from "@evsafe/contract/account-rules";
import { ERROR_CODES } from "@evsafe/contract/constants/errors";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, PasswordField, SubmitButton } from "@/shared/form/fields";
import { PASSWORD_MISMATCH_MESSAGE, PasswordChecklist } from "@/shared/form/password-checklist";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { PRIMARY_LINK } from "@/shared/ui/link-styles";
import { forgetVerification, type PasswordReset, type Verification } from "../journey";
import { SPENT_VERIFICATION_CODES } from "../verification-refusals";

/** The new password (the contract's rule) and its confirmation. "Not the id" is the API's check: the id is masked here. */
export const ResetPasswordFormSchema = z
  .object({ newPassword: NewPasswordSchema, newPasswordConfirm: z.string() })
  .superRefine((v, ctx) => {
    if (v.newPasswordConfirm !== v.newPassword)
      ctx.addIssue({ code: "custom", path: ["newPasswordConfirm"], message: PASSWORD_MISMATCH_MESSAGE });
  });

const FIELDS = ["newPassword", "newPasswordConfirm"] as const;
/** WEAK_PASSWORD (the rule, or the password contains the id) concerns the new password. */
const FIELD_OF_CODE = { WEAK_PASSWORD: "newPassword" } as const;
/** No account for the verified person. */
const NO_ACCOUNT = ERROR_CODES.NOT_FOUND;

export interface ResetPasswordFormProps {
  verification: Verification;
  /** The password is set (every device of the account is signed out): `account` is its masked id. */
  onReset: (account: PasswordReset) => void;
  /** Replaces `auth/set-password` (tests). */
  setPassword?: (body: { serviceToken: string; newPassword: string }) => Promise<PasswordReset>;
}

const defaultSetPassword: NonNullable<ResetPasswordFormProps["setPassword"]> = async (body) => {
  const { userId } = await api("setPasswordByToken", { body, token: null });
  return { userId };
};

/** What a refusal of the whole reset offers next to its message. */
function FailureAction({ code }: { code: string | null }) {
  if (code === NO_ACCOUNT) {
    return (
      <AppLink href={ROUTES.termsOnboarding} className={PRIMARY_LINK}>
        회원가입
      </AppLink>
    );
  }
  if (code && SPENT_VERIFICATION_CODES.has(code)) {
    return (
      <AppLink href={ROUTES.findPassword} className={PRIMARY_LINK}>
        본인인증 다시 하기
      </AppLink>
    );
  }
  return null;
}

/**
 * /find/password's second step: a new password with the rule shown live and a confirmation, sent with the kept
 * verification (`auth/set-password`, which signs every device out). A refusal shows beside the password (too weak,
 * contains the id) or at the top with the way on (verify again, sign up, wait after too many attempts); the typed
 * values stay and one tap sends once.
 */
export function ResetPasswordForm({ verification, onReset, setPassword = defaultSetPassword }: ResetPasswordFormProps) {
  const form = useZodForm(ResetPasswordFormSchema, { defaultValues: { newPassword: "", newPasswordConfirm: "" } });
  const { errors } = form.formState;
  const newPassword = form.watch("newPassword");
  const [failure, setFailure] = useState<{ message: string; code: string | null } | null>(null);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        onReset(await setPassword({ serviceToken: verification.serviceToken, newPassword: values.newPassword }));
      } catch (error) {
        const code = (error as { code?: string }).code ?? null;
        if (code && SPENT_VERIFICATION_CODES.has(code)) forgetVerification();
        const message = applyApiError(error, { fields: FIELDS, byCode: FIELD_OF_CODE }, form.setError);
        if (message) setFailure({ message, code });
      }
    }),
  );

  // POST: a submit before the script has loaded sends the fields in a body to this page, never a password in the URL.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage message={failure?.message} />
      <FailureAction code={failure?.code ?? null} />
      <PasswordField
        label="새 비밀번호"
        autoComplete="new-password"
        enterKeyHint="next"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordChecklist password={newPassword} />}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <PasswordField
        label="새 비밀번호 확인"
        autoComplete="new-password"
        enterKeyHint="done"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.newPasswordConfirm?.message}
        {...form.register("newPasswordConfirm")}
      />
      <SubmitButton pending={pending} pendingLabel="변경하는 중…">
        비밀번호 변경
      </SubmitButton>
    </form>
  );
}
