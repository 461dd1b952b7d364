import { useEffect, useId, useState, type ReactNode } from "react";
import { useRouter } from "next/router";
import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { MOCK_CHARGE_TYPE_LABEL, MOCK_DRIVE_PURPOSE_LABEL, MockDiagnosisQuerySchema } from "@evsafe/contract/areas/diagnosis";
import { TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatNumber } from "@/shared/format-number";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/states";
import { NO_VEHICLE, VehiclePicker, type VehicleChoice } from "@/domain/vehicle-picker/vehicle-picker";
import { TrialResult } from "../trial/trial-result";
import { readTrialAnswers, saveTrialAnswers, type TrialAnswers } from "../trial/trial-state";

type NumberField =
  "ownershipPeriod" | "totalDrvDistance" | "chargeCountOfMonth" | "suddenStartOrStopCount" | "chargeStartSoc" | "chargeEndSoc";

/** The number fields, their words and the contract's ranges (a unit test keeps them equal to MockDiagnosisQuerySchema). */
export const NUMBER_FIELDS: Record<NumberField, { label: string; unit: string; min: number; max: number; hint?: string }> = {
  ownershipPeriod: { label: "차량을 가진 기간", unit: "개월", min: 0, max: 360, hint: "예: 2년이면 24" },
  totalDrvDistance: { label: "총 주행거리", unit: "km", min: 0, max: 1_000_000, hint: "계기판의 누적 주행거리" },
  chargeCountOfMonth: { label: "한 달 충전 횟수", unit: "회", min: 0, max: 200 },
  suddenStartOrStopCount: { label: "일주일 급출발·급정거 횟수", unit: "회", min: 0, max: 500, hint: "대략이면 충분해요" },
  chargeStartSoc: { label: "충전을 시작할 때 배터리 잔량", unit: "%", min: 0, max: 100 },
  chargeEndSoc: { label: "충전을 마칠 때 배터리 잔량", unit: "%", min: 0, max: 100 },
};
export const SOC_ORDER_MESSAGE = "충전을 마칠 때의 잔량은 시작할 때보다 커야 해요.";

/** The steps after the car: which fields each asks. */
export const TRIAL_STEPS = [
  { key: "vehicle", title: "어떤 차를 타세요?", fields: [] as NumberField[] },
  {
    key: "driving",
    title: "어떻게 운전하세요?",
    fields: ["ownershipPeriod", "totalDrvDistance", "suddenStartOrStopCount"] as NumberField[],
  },
  { key: "charging", title: "어떻게 충전하세요?", fields: ["chargeCountOfMonth", "chargeStartSoc", "chargeEndSoc"] as NumberField[] },
] as const;

/** Korean problem of a number field as typed, or null. */
export function numberProblem(field: NumberField, raw: string): string | null {
  const { label, unit, min, max } = NUMBER_FIELDS[field];
  const value = raw.trim().replace(/,/g, "");
  if (!/^\d+$/.test(value)) return `${label}: 숫자로 입력해 주세요.`;
  const n = Number(value);
  return n < min || n > max ? `${label}: ${formatNumber(min, 0)}~${formatNumber(max, 0)}${unit} 사이로 입력해 주세요.` : null;
}

/** The problems of a step's fields (and the charge window's order), by field. */
export function stepProblems(step: number, a: TrialAnswers): Partial<Record<NumberField | "vehicle", string>> {
  const out: Partial<Record<NumberField | "vehicle", string>> = {};
  if (step === 0 && !a.dtlMdlDcd) out.vehicle = "제조사, 모델, 세부 모델을 모두 골라 주세요.";
  for (const field of TRIAL_STEPS[step]?.fields ?? []) {
    const problem = numberProblem(field, a[field]);
    if (problem) out[field] = problem;
  }
  if (step === 2 && !out.chargeStartSoc && !out.chargeEndSoc && Number(a.chargeEndSoc) <= Number(a.chargeStartSoc))
    out.chargeEndSoc = SOC_ORDER_MESSAGE;
  return out;
}

/** The query of `safe-diagnosis/result/mock`, checked by the contract; null when an answer is missing. */
export function mockQuery(a: TrialAnswers) {
  const parsed = MockDiagnosisQuerySchema.safeParse({ ...a, dtlMdlDcd: a.dtlMdlDcd ?? "" });
  return parsed.success && a.dtlMdlDcd ? parsed.data : null;
}

/** Where a problem of stepProblems shows on the form: the car's beside the picker (its last level), the rest by field. */
const fieldOfProblem = (key: NumberField | "vehicle"): keyof TrialAnswers => (key === "vehicle" ? "dtlMdlDcd" : key);
const VEHICLE_FIELDS = ["brandDcd", "mdlDcd", "dtlMdlDcd"] as const;

/**
 * The form's values and rules: the contract's choices, the numbers as typed, every step's problems (stepProblems)
 * beside their fields. Each screen asks only about its own fields (trigger), so a later step's are not shown early.
 */
export const TrialFormSchema = z
  .object({
    brandDcd: z.string().nullable(),
    mdlDcd: z.string().nullable(),
    dtlMdlDcd: z.string().nullable(),
    ownershipPeriod: z.string(),
    totalDrvDistance: z.string(),
    chargeCountOfMonth: z.string(),
    suddenStartOrStopCount: z.string(),
    drivePurpose: MockDiagnosisQuerySchema.shape.drivePurpose,
    chargeStartSoc: z.string(),
    chargeEndSoc: z.string(),
    chargeType: MockDiagnosisQuerySchema.shape.chargeType,
    safeInspection: MockDiagnosisQuerySchema.shape.safeInspection,
    safeService: MockDiagnosisQuerySchema.shape.safeService,
  })
  .superRefine((answers, ctx) => {
    for (const step of TRIAL_STEPS.keys()) {
      for (const [key, message] of Object.entries(stepProblems(step, answers)) as [NumberField | "vehicle", string][])
        ctx.addIssue({ code: "custom", path: [fieldOfProblem(key)], message });
    }
  });

const stepOf = (value: unknown): number | "result" => (value === "result" ? "result" : value === "2" ? 1 : value === "3" ? 2 : 0);
const stepQuery = (step: number | "result") => (step === "result" ? "result" : String(step + 1));

/**
 * The trial diagnosis (SPEC §3 mock inputs) as three short screens — the car, driving, charging and care — then the
 * estimated result. Each screen is a history entry (`?step=`), so back goes to the previous one with its answers.
 */
export function TrialForm() {
  const [answers, setAnswers] = useState<TrialAnswers | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answers live in sessionStorage, known after mount
    setAnswers(readTrialAnswers());
  }, []);

  if (!answers) return <Skeleton className="h-96" />;
  return <TrialSteps initial={answers} />;
}

function TrialSteps({ initial }: { initial: TrialAnswers }) {
  const router = useRouter();
  const step = stepOf(router.query.step);
  // Each screen focuses its own first invalid field (the car's picker has no input of its own).
  const form = useZodForm(TrialFormSchema, { defaultValues: initial, shouldFocusError: false });
  const { errors } = form.formState;
  const vehicleId = useId();
  const [brandDcd, mdlDcd, dtlMdlDcd] = form.watch(VEHICLE_FIELDS);

  // Every answer is kept in the tab as it is given, so back, a reload or a look at the sign-up page loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveTrialAnswers({ ...initial, ...values } as TrialAnswers));
    return () => subscription.unsubscribe();
  }, [form, initial]);

  // A later screen opened without a car (a bookmark, another tab): back to the first.
  useEffect(() => {
    if (step !== 0 && !dtlMdlDcd) void router.replace({ query: {} }, undefined, { shallow: true });
  }, [dtlMdlDcd, step, router]);

  const [onSubmit] = useSubmitOnce(async () => {
    if (step === "result") return;
    const fields = step === 0 ? VEHICLE_FIELDS : TRIAL_STEPS[step]!.fields;
    if (!(await form.trigger(fields))) {
      const first = fields.find((name) => form.getFieldState(name).invalid);
      if (first === "dtlMdlDcd" || first === "brandDcd" || first === "mdlDcd") document.getElementById(vehicleId)?.focus();
      else if (first) form.setFocus(first);
      return;
    }
    await router.push({ query: { step: stepQuery(step === 2 ? "result" : step + 1) } }, undefined, { shallow: true });
  });

  if (step === "result") {
    const query = mockQuery(form.getValues());
    if (!query) return <Skeleton className="h-96" />;
    return <TrialResult query={query} onEdit={() => void router.push({ query: { step: "1" } }, undefined, { shallow: true })} />;
  }

  const pickVehicle = (choice: VehicleChoice) => {
    for (const name of VEHICLE_FIELDS) form.setValue(name, choice[name], { shouldDirty: true });
    if (choice.dtlMdlDcd) form.clearErrors("dtlMdlDcd");
  };

  const current = TRIAL_STEPS[step]!;
  return (
    <form noValidate className="flex flex-col gap-5" aria-labelledby="trial-step-title" onSubmit={onSubmit}>
      <div>
        <p className="text-sm text-gray-600">
          {step + 1} / {TRIAL_STEPS.length} 단계
        </p>
        <h2 id="trial-step-title" className="mt-1 text-lg font-bold text-gray-900">
          {current.title}
        </h2>
      </div>
      {step === 0 && (
        <div id={vehicleId} tabIndex={-1} className="flex flex-col gap-5 outline-none">
          <VehiclePicker value={brandDcd ? { brandDcd, mdlDcd, dtlMdlDcd } : NO_VEHICLE} onChange={pickVehicle} />
          {errors.dtlMdlDcd && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {errors.dtlMdlDcd.message}
            </p>
          )}
        </div>
      )}
      {current.fields.map((field) => (
        <NumberInput key={field} field={field} error={errors[field]?.message} {...form.register(field)} />
      ))}
      {step === 1 && (
        <Choices legend="주로 어떤 용도로 운전하세요?" options={MOCK_DRIVE_PURPOSE_LABEL} {...form.register("drivePurpose")} />
      )}
      {step === 2 && (
        <>
          <Choices legend="주로 어떤 충전기를 쓰세요?" options={MOCK_CHARGE_TYPE_LABEL} {...form.register("chargeType")} />
          <Choices legend="최근 1년 안에 배터리 안전 점검을 받으셨나요?" options={YES_NO} {...form.register("safeInspection")} />
          <Choices legend="배터리 모니터링·안전 서비스를 쓰고 계세요?" options={YES_NO} {...form.register("safeService")} />
        </>
      )}
      <div className="flex flex-col gap-2">
        <Button type="submit">{step === 2 ? "결과 보기" : "다음"}</Button>
        {step > 0 && (
          <Button variant="secondary" onClick={() => router.back()}>
            이전
          </Button>
        )}
        {step === 0 && (
          <a href={ROUTES.nonMemberMain} className="py-3.5 text-center text-sm font-semibold text-gray-700 underline underline-offset-2">
            처음 화면으로
          </a>
        )}
      </div>
    </form>
  );
}

const YES_NO = { Y: "네", N: "아니요" } as const;

function NumberInput({ field, error, ...input }: { field: NumberField; error?: string } & UseFormRegisterReturn) {
  const { label, unit, hint } = NUMBER_FIELDS[field];
  return (
    <TextField
      id={`trial-${field}`}
      label={`${label} (${unit})`}
      inputMode="numeric"
      autoComplete="off"
      hint={hint}
      error={error}
      {...input}
    />
  );
}

/** One answer out of a few, as radio buttons (react-hook-form's `register` spreads onto each). */
function Choices({ legend, options, ...input }: { legend: string; options: Record<string, string> } & UseFormRegisterReturn): ReactNode {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-gray-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {Object.entries(options).map(([code, text]) => (
          <label
            key={code}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={code} className="h-5 w-5 accent-brand-700" {...input} />
            <span className="text-sm text-gray-900">{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
