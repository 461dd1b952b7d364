import { useId, useState } from "react";
import { z } from "zod";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatKoreanDate } from "@/shared/format";
import { Button } from "@/shared/ui/button";
import { checkPromotionKey, type PromotionKeyCheck } from "../api";

/** Longest key the API takes (`payment/promotion/validate-key/{key}`). */
export const PROMOTION_KEY_MAX_LENGTH = 50;

export const PromotionKeySchema = z.object({
  key: z.string().trim().min(1, { error: "프로모션 키를 입력해 주세요." }).max(PROMOTION_KEY_MAX_LENGTH),
});

/**
 * A promotion key, checked when 확인 is tapped: a valid key says what it gives (free months, until when) and offers
 * to join with it instead of paying; an invalid, used or expired one says why beside the field (the API's text).
 */
export function PromotionKeyForm({ onUse, disabled }: { onUse: (key: string) => void; disabled?: boolean }) {
  const inputId = useId();
  const messageId = useId();
  // An optional field: checked when 확인 is tapped, not when it is left.
  const form = useZodForm(PromotionKeySchema, { defaultValues: { key: "" }, mode: "onSubmit" });
  const problem = form.formState.errors.key?.message ?? null;
  const [check, setCheck] = useState<PromotionKeyCheck | null>(null);

  // A refused key (invalid, used, expired: the API's text) is said beside the field, like an empty one.
  const [onSubmit, checking] = useSubmitOnce(
    form.handleSubmit(async ({ key }) => {
      setCheck(null);
      try {
        const answer = await checkPromotionKey(key);
        if (answer.result) setCheck(answer);
        else form.setError("key", { type: "refused", message: answer.message }, { shouldFocus: true });
      } catch (error) {
        if (!isHandledByPolicy(error))
          form.setError(
            "key",
            {
              type: "failed",
              message: error instanceof ApiRequestError ? error.message : "프로모션 키를 확인하지 못했습니다. 다시 시도해 주세요.",
            },
            { shouldFocus: true },
          );
      }
    }),
  );

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-4 text-gray-900">
      <h3 id={`${inputId}-title`} className="font-bold">
        프로모션 키가 있나요?
      </h3>
      <form className="flex gap-2" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          프로모션 키
        </label>
        <input
          id={inputId}
          maxLength={PROMOTION_KEY_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="예: EVSAFE-2026-PROMO"
          aria-invalid={problem !== null}
          aria-describedby={problem || check ? messageId : undefined}
          disabled={disabled}
          {...form.register("key", {
            onChange: () => {
              setCheck(null);
              form.clearErrors("key");
            },
          })}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-gray-300 px-3 text-base"
        />
        <Button type="submit" variant="secondary" disabled={disabled || checking} aria-busy={checking}>
          확인
        </Button>
      </form>
      {problem && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {check && (
        <div id={messageId} role="status" className="flex flex-col gap-2">
          <p className="text-sm text-brand-900">
            사용할 수 있는 키예요. {check.months}개월 무료
            {check.expirationDate ? `, ${formatKoreanDate(check.expirationDate)}까지 이용할 수 있어요.` : "."}
          </p>
          <Button onClick={() => onUse(check.promotionKey)} disabled={disabled}>
            이 키로 가입하기 (결제 없음)
          </Button>
        </div>
      )}
    </section>
  );
}
