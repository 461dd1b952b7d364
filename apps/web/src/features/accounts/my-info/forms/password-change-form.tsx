import { useState } from "react";
import { z } from "zod";
import { NewPasswordSchema, PASSWORD_CONTAINS_ID_MESSAGE, PASSWORD_MAX_LENGTH, passwordProblem } from "@evsafe/contract/account-rules";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, PasswordField, SubmitButton } from "@/shared/form/fields";
import { PASSWORD_MISMATCH_MESSAGE, PasswordChecklist } from "@/shared/form/password-checklist";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { VERIFY_AGAIN_CODES, VerifyAgainButton } from "./identity-proof";

const CURRENT_PASSWORD_MESSAGE = "현재 비밀번호를 입력해 주세요.";
/** The longest password the API's body takes (a current password is checked against the account, not the rule). */
const CURRENT_PASSWORD_MAX_LENGTH = 100;

/**
 * The current password (the proof of presence; not asked when an identity verification proves it), the new one by
 * the contract's rule, not containing the id, confirmed.
 */
export function passwordChangeSchema(loginId: string, asksCurrent = true) {
  const current = z.string().min(1, CURRENT_PASSWORD_MESSAGE).max(CURRENT_PASSWORD_MAX_LENGTH);
  return z
    .object({ currentPassword: asksCurrent ? current : z.string(), newPassword: NewPasswordSchema, newPasswordConfirm: z.string() })
    .superRefine((v, ctx) => {
      if (passwordProblem(v.newPassword, loginId) === PASSWORD_CONTAINS_ID_MESSAGE) {
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: PASSWORD_CONTAINS_ID_MESSAGE });
      }
      if (v.newPasswordConfirm !== v.newPassword)
        ctx.addIssue({ code: "custom", path: ["newPasswordConfirm"], message: PASSWORD_MISMATCH_MESSAGE });
    });
}

const FIELDS = ["currentPassword", "newPassword", "newPasswordConfirm"] as const;
/** Codes that concern one field when the API does not name it. */
const FIELD_OF_CODE = { WEAK_PASSWORD: "newPassword", SAME_PASSWORD: "newPassword", WRONG_CURRENT_PASSWORD: "currentPassword" } as const;

export interface PasswordChangeFormProps {
  /** The member's login id: the new password must not contain it. */
  loginId: string;
  /** The password changed (every other device is signed out); `newPassword` lets the screen sign this one in again. */
  onChanged: (newPassword: string) => Promise<void> | void;
  /** An account without a password proves presence with a fresh identity verification instead (its first password). */
  proof?: { serviceToken: string; verifyAgain: () => void };
  /** Replaces `users/set-password` (tests). */
  setPassword?: (body: { currentPassword?: string; serviceToken?: string; newPassword: string }) => Promise<unknown>;
}

const defaultSetPassword: NonNullable<PasswordChangeFormProps["setPassword"]> = (body) => api("putSetPassword", { body });

/**
 * Password change on /my-info: the current password proves the member is present (docs/security.md; for an account
 * without one, a fresh identity verification, `proof`, and this sets its first password), the new one
 * shows the rule live and is confirmed. A wrong current password, a weak or unchanged new one show beside their
 * field; offline or a server failure at the top. Values stay; one tap sends once.
 */
export function PasswordChangeForm({ loginId, onChanged, proof, setPassword = defaultSetPassword }: PasswordChangeFormProps) {
  const form = useZodForm(passwordChangeSchema(loginId, !proof), {
    defaultValues: { currentPassword: "", newPassword: "", newPasswordConfirm: "" },
  });
  const { errors } = form.formState;
  const newPassword = form.watch("newPassword");
  const [failure, setFailure] = useState<{ message: string; code: string | null } | null>(null);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await setPassword(
          proof
            ? { serviceToken: proof.serviceToken, newPassword: values.newPassword }
            : { currentPassword: values.currentPassword, newPassword: values.newPassword },
        );
      } catch (error) {
        const message = applyApiError(error, { fields: FIELDS, byCode: FIELD_OF_CODE }, form.setError);
        if (message) setFailure({ message, code: (error as { code?: string }).code ?? null });
        return;
      }
      await onChanged(values.newPassword);
    }),
  );

  // POST: a submit before the script has loaded sends the fields in a body to this page, never a password in the URL.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="비밀번호 변경">
      <FormMessage message={failure?.message} />
      {proof && failure?.code && VERIFY_AGAIN_CODES.has(failure.code) && <VerifyAgainButton onClick={proof.verifyAgain} />}
      {!proof && (
        <PasswordField
          label="현재 비밀번호"
          autoComplete="current-password"
          enterKeyHint="next"
          maxLength={CURRENT_PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
      )}
      <PasswordField
        label="새 비밀번호"
        autoComplete="new-password"
        enterKeyHint="next"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordChecklist password={newPassword} loginId={loginId} />}
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
