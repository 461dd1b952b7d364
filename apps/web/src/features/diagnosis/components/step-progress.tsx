import { DIAGNOSIS_STEP } from "@evsafe/contract/constants/diagnosis";

/** "2/4단계" with a bar of the four steps; the current one is marked for screen readers too. */
export function StepProgress({ step, typeName }: { step: number; typeName?: string }) {
  const steps = Array.from({ length: DIAGNOSIS_STEP.LAST }, (_, i) => i + 1);
  return (
    <div data-testid="step-progress">
      <p className="text-sm font-semibold text-brand-700">
        {step}/{DIAGNOSIS_STEP.LAST}단계{typeName ? ` · ${typeName}` : ""}
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-1.5" aria-label="진단 단계">
        {steps.map((s) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className="flex flex-col">
            <span aria-hidden="true" className={`h-1.5 rounded-full ${s <= step ? "bg-brand-700" : "bg-gray-200"}`} />
            <span className="sr-only">
              {s}단계{s < step ? " 완료" : s === step ? " 진행 중" : ""}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
