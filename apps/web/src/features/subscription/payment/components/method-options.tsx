import { PAYMENT_METHOD_CODES, PAYMENT_METHOD_LABEL, type PaymentMethod } from "@evsafe/contract/constants/account";

/** Card 01, virtual account 02, real-time transfer 03 (SPEC §4). */
export function MethodOptions({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-base font-bold text-gray-900">결제 수단</legend>
      <div className="grid grid-cols-3 gap-2">
        {PAYMENT_METHOD_CODES.map((code) => (
          <label
            key={code}
            className={`flex min-h-12 items-center justify-center gap-1 rounded-xl bg-gray-50 px-2 text-center text-sm font-semibold text-gray-900 ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${value === code ? "ring-brand-600" : "ring-transparent"}`}
          >
            <input type="radio" name="method" value={code} checked={value === code} onChange={() => onChange(code)} className="sr-only" />
            {PAYMENT_METHOD_LABEL[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
