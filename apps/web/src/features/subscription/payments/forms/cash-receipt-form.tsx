import { useState } from "react";
import { useSWRConfig } from "swr";
import { CashReceiptBodySchema } from "@evsafe/contract/areas/service";
import { CASH_RECEIPT_PURPOSE, CASH_RECEIPT_PURPOSE_LABEL, type CashReceiptPurpose } from "@evsafe/contract/constants/payment";
import type { CashReceiptBody, PaymentRecord } from "@evsafe/contract";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";

const FIELDS = ["purpose", "identity"] as const;

/** What each purpose asks for, with an example. */
const IDENTITY_FIELD: Record<CashReceiptPurpose, { label: string; placeholder: string; hint: string }> = {
  INCOME_DEDUCTION: { label: "휴대폰 번호", placeholder: "010-1234-5678", hint: "연말정산 소득공제에 쓰여요." },
  EXPENSE_PROOF: { label: "사업자등록번호", placeholder: "123-45-67890", hint: "회사 경비 처리(지출증빙)에 쓰여요." },
};

export interface CashReceiptFormProps {
  tradeId: string;
  onIssued: (record: PaymentRecord) => void;
  /** Replaces `kg/stlm/{id}/cash-receipt` (tests). */
  request?: (tradeId: string, body: CashReceiptBody) => Promise<PaymentRecord>;
}

const defaultRequest: NonNullable<CashReceiptFormProps["request"]> = (id, body) => api("requestCashReceipt", { params: { id }, body });

/**
 * 현금영수증 신청: 소득공제 (a mobile number) or 지출증빙 (a business registration number), checked by the contract's
 * rule when the field is left and on 신청; a wrong number is said beside the field and the typed number stays. The
 * API's refusal (already issued, not a transfer) is said above the button.
 */
export function CashReceiptForm({ tradeId, onIssued, request = defaultRequest }: CashReceiptFormProps) {
  const form = useZodForm(CashReceiptBodySchema, { defaultValues: { purpose: CASH_RECEIPT_PURPOSE.INCOME_DEDUCTION, identity: "" } });
  const { errors } = form.formState;
  const purpose = form.watch("purpose");
  const field = IDENTITY_FIELD[purpose] ?? IDENTITY_FIELD.INCOME_DEDUCTION;
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        onIssued(await request(tradeId, values));
        // The history shows the cash receipt too: its cached list is read again.
        void mutate((key) => Array.isArray(key) && key[0] === "getPaymentHistory");
      } catch (error) {
        setFailure(applyApiError(error, { fields: FIELDS }, form.setError));
      }
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-4" aria-label="현금영수증 신청">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-800">용도</legend>
        <div className="grid grid-cols-2 gap-2">
          {(Object.keys(CASH_RECEIPT_PURPOSE_LABEL) as CashReceiptPurpose[]).map((value) => (
            <label
              key={value}
              className="flex min-h-12 items-center gap-2 rounded-xl border border-gray-300 px-3 text-sm font-semibold text-gray-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                className="size-5 accent-brand-700"
                {...form.register("purpose", { onChange: () => form.clearErrors("identity") })}
              />
              {CASH_RECEIPT_PURPOSE_LABEL[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={field.label}
        hint={field.hint}
        placeholder={field.placeholder}
        inputMode="tel"
        autoComplete={purpose === CASH_RECEIPT_PURPOSE.INCOME_DEDUCTION ? "tel" : "off"}
        error={errors.identity?.message}
        {...form.register("identity")}
      />
      <FormMessage message={failure} />
      <SubmitButton pending={pending} pendingLabel="신청하는 중…">
        현금영수증 신청
      </SubmitButton>
    </form>
  );
}
