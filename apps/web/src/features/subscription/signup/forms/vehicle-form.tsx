import { useEffect, useId, useState, type FocusEvent } from "react";
import { useRouter } from "next/router";
import type { FieldErrors } from "react-hook-form";
import { z } from "zod";
import type { CarSupport } from "@evsafe/contract";
import type { RejoinOffer } from "@evsafe/contract/areas/service";
import { ServiceSignupBodySchema } from "@evsafe/contract/areas/auth";
import { normalizeCarNo } from "@evsafe/contract/areas/vehicle";
import { FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import { NO_VEHICLE, VehiclePicker, type VehicleChoice } from "@/domain/vehicle-picker/vehicle-picker";
import { useWizardStep } from "../use-wizard-step";
import { setVehicle, WIZARD_STEP_ROUTES } from "../wizard";
import { useRejoinOffer } from "../api";

const CAR_NO_RULE = ServiceSignupBodySchema.shape.vehicle.shape.carNo;
const CAR_NO_MAX_LENGTH = 12;
export const CAR_NO_HINT = "예: 12가3456, 123가4567, 서울12가3456 (띄어쓰기 없이)";
export const PICK_VEHICLE_MESSAGE = "제조사, 모델, 세부 모델을 모두 골라 주세요.";
export const TAKEN_MESSAGE = "이미 다른 회원이 서비스에 등록한 차량 번호예요. 번호를 확인하거나 1:1 문의를 남겨 주세요.";
export const CHECK_FAILED_MESSAGE = "차량 정보를 확인하지 못했어요. 잠시 후 다시 시도해 주세요.";

/** The plate's problem as typed (spaces and dashes are dropped), or null when it is a Korean number plate. */
export function carNoProblem(raw: string): string | null {
  const plate = normalizeCarNo(raw.trim());
  if (!plate) return "차량 번호를 입력해 주세요.";
  const result = CAR_NO_RULE.safeParse(plate);
  return result.success ? null : (result.error.issues[0]?.message ?? "차량 번호 형식이 올바르지 않습니다");
}

type EarlierCar = NonNullable<RejoinOffer["vehicle"]>;
type StepVehicle = { brandDcd: string; mdlDcd: string; dtlMdlDcd: string; carNo: string };

/**
 * What step 1 starts with: a finished step (back, reload) as it was, else the car of the earlier period (joining
 * again, `fromEarlier`), else nothing.
 */
export function startingVehicle(
  finished: StepVehicle | null | undefined,
  earlier: EarlierCar | null,
): { choice: VehicleChoice; carNo: string; fromEarlier: boolean } | null {
  const kept = finished ?? earlier;
  if (!kept) return null;
  return { choice: { brandDcd: kept.brandDcd, mdlDcd: kept.mdlDcd, dtlMdlDcd: kept.dtlMdlDcd }, carNo: kept.carNo, fromEarlier: !finished };
}

/** The earlier car's model year, kept only while the member sends that same car (model and plate). */
export function earlierModelYear(
  earlier: EarlierCar | null,
  dtlMdlDcd: string,
  plate: string,
): { modelYear: number } | Record<string, never> {
  return earlier?.modelYear && earlier.dtlMdlDcd === dtlMdlDcd && earlier.carNo === plate ? { modelYear: earlier.modelYear } : {};
}

/** Step 1's values: the car picked in the catalogue and its plate, as the member typed it. */
export const VehicleFormSchema = z.object({
  vehicle: z
    .custom<VehicleChoice>()
    .refine((choice) => Boolean(choice?.brandDcd && choice.mdlDcd && choice.dtlMdlDcd), { error: PICK_VEHICLE_MESSAGE }),
  carNo: z.string().superRefine((raw, ctx) => {
    const problem = carNoProblem(raw);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

/**
 * Step 1 of the service sign-up (docs/subscription.md): the car, from the catalogue's pickers, and its number plate,
 * checked as typed; leaving the field asks `car-info/{id}/exists` whether it is registered already. 다음 asks
 * `auth/car/is-support`: a car the OBD device cannot read gets the API's reason and what the owner can do instead
 * (the trial diagnosis, an inquiry); a free, supported car is stored in the wizard and step 2 opens.
 */
export function VehicleStep() {
  const router = useRouter();
  const wizard = useWizardStep("vehicle");
  // The first invalid field gets the focus: the picker (no input of its own to focus) before the plate.
  const form = useZodForm(VehicleFormSchema, { defaultValues: { vehicle: NO_VEHICLE, carNo: "" }, shouldFocusError: false });
  const { errors } = form.formState;
  const choice = form.watch("vehicle");
  const pickerId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState<CarSupport | null>(null);
  const [fromEarlier, setFromEarlier] = useState(false);
  // Joining again: the car registered last starts the step (users/rejoin-offer); a member who never joined has none.
  const offer = useRejoinOffer();
  const earlier = offer.data?.vehicle ?? null;

  // A finished step (back, reload) comes back as it was; else the car of the earlier period, changeable.
  const { reset } = form;
  useEffect(() => {
    const start = wizard ? startingVehicle(wizard.vehicle, earlier) : null;
    if (!start) return;
    reset({ vehicle: start.choice, carNo: start.carNo });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the wizard is read after mount (sessionStorage)
    setFromEarlier(start.fromEarlier);
  }, [wizard, earlier, reset]);

  /** True when another member has the plate (said by the field); the member's own car (joining again) is fine. */
  const checkTaken = async (plate: string, focus: boolean) => {
    try {
      const { carNoTaken } = await import("../api");
      const { taken, byMe } = await carNoTaken(plate);
      if (taken && !byMe) form.setError("carNo", { type: "taken", message: TAKEN_MESSAGE }, { shouldFocus: focus });
      return taken && !byMe;
    } catch {
      return false; // step 1's 다음 asks again through is-support
    }
  };

  const onValid = async ({ vehicle: picked, carNo }: z.output<typeof VehicleFormSchema>) => {
    setFailure(null);
    setUnsupported(null);
    const plate = normalizeCarNo(carNo.trim());
    let support: CarSupport;
    try {
      const { checkCarSupport } = await import("../api");
      support = await checkCarSupport(plate, picked.dtlMdlDcd!);
    } catch {
      setFailure(CHECK_FAILED_MESSAGE);
      return;
    }
    // is-support does not know who asks: a plate registered by this member is their own car, joining again.
    if (support.reasonCode === "ALREADY_REGISTERED" && (await checkTaken(plate, true))) return;
    if (!support.obdSupported) {
      setUnsupported(support);
      return;
    }
    setVehicle({
      brandDcd: picked.brandDcd!,
      mdlDcd: picked.mdlDcd!,
      dtlMdlDcd: picked.dtlMdlDcd!,
      carNo: plate,
      ...earlierModelYear(earlier, picked.dtlMdlDcd!, plate),
    });
    await router.push(WIZARD_STEP_ROUTES.delivery);
  };
  const onInvalid = (invalid: FieldErrors<z.input<typeof VehicleFormSchema>>) => {
    setFailure(null);
    setUnsupported(null);
    if (invalid.vehicle) document.getElementById(pickerId)?.focus();
    else form.setFocus("carNo");
  };
  const [onSubmit, pending] = useSubmitOnce(form.handleSubmit(onValid, onInvalid));

  // The earlier car fills the step before the member picks anything, so the step waits for that read to settle.
  if (!wizard || (offer.data === undefined && offer.error === undefined)) return <Skeleton className="h-96" />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="차량 정보">
      {fromEarlier && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm leading-relaxed text-gray-800" data-testid="vehicle-from-earlier">
          지난번에 등록하신 차량을 채워 두었어요. 차가 바뀌었다면 다시 골라 주세요.
        </p>
      )}
      <div id={pickerId} tabIndex={-1} className="flex flex-col gap-6 outline-none">
        <VehiclePicker
          value={choice}
          showObdSupport
          onChange={(next) => {
            form.setValue("vehicle", next, { shouldDirty: true });
            setUnsupported(null);
            if (next.dtlMdlDcd) form.clearErrors("vehicle");
          }}
        />
        {errors.vehicle && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {errors.vehicle.message}
          </p>
        )}
      </div>
      <TextField
        label="차량 번호"
        hint={CAR_NO_HINT}
        autoComplete="off"
        enterKeyHint="done"
        maxLength={CAR_NO_MAX_LENGTH}
        error={errors.carNo?.message}
        {...form.register("carNo", {
          onChange: () => setUnsupported(null),
          // A plate in the right form is asked about when the field is left (the form's own check runs then too).
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            const raw = event.target.value;
            if (!carNoProblem(raw)) void checkTaken(normalizeCarNo(raw.trim()), false);
          },
        })}
      />
      {unsupported && <UnsupportedCar support={unsupported} />}
      <FormMessage message={failure} />
      <SubmitButton pending={pending} pendingLabel="확인하는 중…">
        다음
      </SubmitButton>
    </form>
  );
}

/** Why the OBD device cannot serve this car (the API's sentence), and what the owner can do meanwhile. */
function UnsupportedCar({ support }: { support: CarSupport }) {
  return (
    <section
      role="alert"
      aria-labelledby="unsupported-car-title"
      className="rounded-2xl bg-amber-50 p-4 text-sm leading-relaxed text-amber-900"
    >
      <h2 id="unsupported-car-title" className="text-base font-bold">
        아직 지원하지 않는 차량이에요
      </h2>
      <p className="mt-1">{support.reason}</p>
      <p className="mt-2">그동안 주행 습관과 충전 방식으로 배터리 상태를 가늠해 보는 체험 진단을 해 볼 수 있어요.</p>
      <div className="mt-3 flex flex-col gap-2">
        <AppLink href={ROUTES.diagnosisTrial} className={PRIMARY_LINK}>
          체험 진단 해 보기
        </AppLink>
        <AppLink href={ROUTES.inquiryBoard} className={SECONDARY_LINK}>
          1:1 문의하기
        </AppLink>
      </div>
    </section>
  );
}
