import { useState } from "react";
import { z } from "zod";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { CheckboxField, FormMessage, PasswordField, SubmitButton } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { VERIFY_AGAIN_CODES, VerifyAgainButton } from "./identity-proof";

/** The API refuses while the paid service is being applied for or in use: it must be cancelled first. */
export const SERVICE_IN_USE = "SERVICE_IN_USE";
const CONFIRM_MESSAGE = "탈퇴 안내를 확인하고 체크해 주세요.";
const CURRENT_PASSWORD_MESSAGE = "현재 비밀번호를 입력해 주세요.";
/** The longest password the API's body takes. */
const CURRENT_PASSWORD_MAX_LENGTH = 100;

/** The notice ticked, and the current password unless an identity verification proves presence. */
export function withdrawFormSchema(asksCurrent = true) {
  return z.object({
    currentPassword: asksCurrent ? z.string().min(1, CURRENT_PASSWORD_MESSAGE).max(CURRENT_PASSWORD_MAX_LENGTH) : z.string(),
    confirmed: z.boolean().refine((v) => v, CONFIRM_MESSAGE),
  });
}
const FIELDS = ["currentPassword"] as const;
const FIELD_OF_CODE = { WRONG_CURRENT_PASSWORD: "currentPassword", CURRENT_PASSWORD_REQUIRED: "currentPassword" } as const;

export interface WithdrawFormProps {
  /** The account is closed: the screen signs this device out. */
  onWithdrawn: () => Promise<void> | void;
  /** An account without a password proves presence with a fresh identity verification instead. */
  proof?: { serviceToken: string; verifyAgain: () => void };
  /** Replaces `users/withdraw` (tests). */
  withdraw?: (body: { currentPassword: string } | { serviceToken: string }) => Promise<unknown>;
}

const defaultWithdraw: NonNullable<WithdrawFormProps["withdraw"]> = (body) => api("deleteWithdraw", { body });

/** What a member in service reads instead of a bare refusal: why, and where to go on. */
function ServiceInUse({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{message}</p>
      <p>
        배터리 안전 모니터링 서비스를 신청했거나 이용 중이면 탈퇴할 수 없어요. 탈퇴하면 단말기 알림과 결제 내역을 확인할 수 없게 되기
        때문이에요. 서비스를 해지하면(서비스 약관 제5조: 남은 기간만큼 환불) 바로 탈퇴할 수 있어요.
      </p>
      <AppLink href={ROUTES.home} className={SECONDARY_LINK}>
        내 서비스 상태 보기
      </AppLink>
    </div>
  );
}

/**
 * Withdrawal on /my-info: the member ticks that the notice was read and proves presence with the current password
 * (docs/security.md), or for an account without one with a fresh identity verification (`proof`). A member in service is refused with SERVICE_IN_USE explained; a wrong password shows beside
 * its field. Values stay; one tap sends once.
 */
export function WithdrawForm({ onWithdrawn, proof, withdraw = defaultWithdraw }: WithdrawFormProps) {
  const form = useZodForm(withdrawFormSchema(!proof), { defaultValues: { currentPassword: "", confirmed: false } });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<{ message: string; code: string | null } | null>(null);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await withdraw(proof ? { serviceToken: proof.serviceToken } : { currentPassword: values.currentPassword });
      } catch (error) {
        const message = applyApiError(error, { fields: FIELDS, byCode: FIELD_OF_CODE }, form.setError);
        if (message) setFailure({ message, code: (error as { code?: string }).code ?? null });
        return;
      }
      await onWithdrawn();
    }),
  );

  // POST: a submit before the script has loaded sends the fields in a body to this page, never a password in the URL.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="회원 탈퇴">
      {failure?.code === SERVICE_IN_USE ? <ServiceInUse message={failure.message} /> : <FormMessage message={failure?.message} />}
      {proof && failure?.code && VERIFY_AGAIN_CODES.has(failure.code) && <VerifyAgainButton onClick={proof.verifyAgain} />}
      <CheckboxField label="탈퇴 안내를 모두 확인했습니다" error={errors.confirmed?.message} {...form.register("confirmed")} />
      {!proof && (
        <PasswordField
          label="현재 비밀번호"
          autoComplete="current-password"
          enterKeyHint="done"
          maxLength={CURRENT_PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
      )}
      <SubmitButton variant="danger" pending={pending} pendingLabel="탈퇴하는 중…">
        회원 탈퇴
      </SubmitButton>
    </form>
  );
}
