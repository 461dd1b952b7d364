import { useState } from "react";
import { mutate } from "swr";
import { TariffBodySchema } from "@evsafe/contract/areas/driving-log";
import { TARIFF_WON_PER_KWH } from "@evsafe/contract/constants/driving-log";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatNumber } from "@/shared/format-number";
import { Button } from "@/shared/ui/button";
import { PRICED_CALLS, saveTariff, type Tariff } from "../api";

const FIELDS = ["dcWonPerKwh", "acWonPerKwh"] as const;
const RANGE_HINT = `kWh당 ${TARIFF_WON_PER_KWH.MIN}원에서 ${formatNumber(TARIFF_WON_PER_KWH.MAX, 0)}원까지, 소수 첫째 자리까지`;

/**
 * The member's DC and AC rates (원/kWh), checked by the contract's own rule (1–2,000) with its Korean message under the
 * field before anything is sent; the API's refusal lands beside its field too. Saving reads the priced logs again.
 */
export function TariffForm({ tariff, onSaved }: { tariff: Tariff; onSaved: (t: Tariff) => void }) {
  const form = useZodForm(TariffBodySchema, { defaultValues: { dcWonPerKwh: tariff.dcWonPerKwh, acWonPerKwh: tariff.acWonPerKwh } });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      setSaved(false);
      try {
        const next = await saveTariff(values);
        await mutate((key) => Array.isArray(key) && PRICED_CALLS.includes(String(key[0])));
        setSaved(true);
        onSaved(next);
      } catch (error) {
        setFailure(applyApiError(error, { fields: FIELDS }, form.setError));
      }
    }),
  );
  const fillDefaults = () => {
    form.setValue("dcWonPerKwh", tariff.defaults.dcWonPerKwh, { shouldValidate: true, shouldDirty: true });
    form.setValue("acWonPerKwh", tariff.defaults.acWonPerKwh, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="충전 요금">
      <FormMessage message={failure} />
      <TextField
        label="급속(DC) 충전 요금 (원/kWh)"
        type="number"
        inputMode="decimal"
        step="0.1"
        enterKeyHint="next"
        hint={RANGE_HINT}
        error={errors.dcWonPerKwh?.message}
        {...form.register("dcWonPerKwh", { valueAsNumber: true })}
      />
      <TextField
        label="완속(AC) 충전 요금 (원/kWh)"
        type="number"
        inputMode="decimal"
        step="0.1"
        enterKeyHint="done"
        hint={RANGE_HINT}
        error={errors.acWonPerKwh?.message}
        {...form.register("acWonPerKwh", { valueAsNumber: true })}
      />
      {saved && (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
          저장했어요. 충전 기록의 비용을 새 요금으로 다시 계산했어요.
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel="저장 중…">
        저장하기
      </SubmitButton>
      <Button variant="secondary" onClick={fillDefaults}>
        기본 요금 넣기
      </Button>
    </form>
  );
}
