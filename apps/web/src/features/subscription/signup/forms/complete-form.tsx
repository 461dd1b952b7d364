import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useRouter } from "next/router";
import { z } from "zod";
import { useServiceStatus } from "@/session-frame";
import { FormMessage, SubmitButton } from "@/shared/form/fields";
import { TermsChecklist } from "@/shared/form/terms-checklist";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { Skeleton } from "@/shared/ui/states";
import { driverPays } from "@/shared/editions";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import type { CompleteStepProps, ServiceTerm } from "../complete-props";
import { useWizardStep } from "../use-wizard-step";
import {
  clearWizard,
  isKeptDevice,
  readTermTicks,
  setTermTicks,
  WIZARD_STEP_ROUTES,
  type ServiceSignupWizard,
  type WizardStep,
} from "../wizard";
import { TermsUnavailable } from "../terms-unavailable";

export const REQUIRED_TERMS_MESSAGE = "(필수) 약관에 모두 동의해 주세요.";

/** The step's one value, the ids of the ticked terms: every required one must be there. */
export const completeFormSchema = (terms: readonly ServiceTerm[]) =>
  z.object({
    ticked: z
      .array(z.number())
      .refine((ids) => terms.every((t) => !t.required || ids.includes(t.agreeId)), { error: REQUIRED_TERMS_MESSAGE }),
  });

export const SIGNUP_FAILED_MESSAGE = "서비스 가입을 완료하지 못했어요. 잠시 후 다시 시도해 주세요.";

/** A refusal shown above the button, with the way back to the step that can put it right. */
interface Refusal {
  message: string;
  step: WizardStep | null;
}

const STEP_FIX_LABEL: Partial<Record<WizardStep, string>> = { vehicle: "차량 정보 수정하기", payment: "결제 단계로 돌아가기" };

const termTextPath = (termsCd: string) => `${ROUTES.termText}/${encodeURIComponent(termsCd)}?from=list`;

/** What the wizard sends: the three finished steps (step 2 an address or the kept device), the answers to every term, this device. */
export function serviceSignupBody(
  wizard: ServiceSignupWizard,
  terms: ServiceTerm[],
  ticked: ReadonlySet<number>,
  deviceType: "AOS" | "iOS" | "N/A",
  withPayment: boolean = driverPays,
) {
  // The B2B edition has no payment step: the company pays and `payment` is empty.
  if (!wizard.vehicle || !wizard.delivery || (withPayment && !wizard.payment)) return null;
  return {
    vehicle: wizard.vehicle,
    ...(isKeptDevice(wizard.delivery) ? { keepDevice: true as const } : { delivery: wizard.delivery }),
    payment: withPayment ? wizard.payment! : {},
    agrees: terms.map((t) => ({ agreeId: t.agreeId, agreed: ticked.has(t.agreeId) })),
    deviceType,
  };
}

/**
 * Step 4 of the service sign-up (docs/subscription.md): what the member is signing up for, the service terms with
 * 전체 동의 and a link to each text, then `auth/service/signup`. On success the wizard is cleared and /home shows the
 * applying state with the device's delivery; the page is replaced, so back does not return to a finished wizard.
 */
export function CompleteStep({ terms }: CompleteStepProps) {
  const router = useRouter();
  const wizard = useWizardStep("complete");
  const { replace } = useServiceStatus();
  const schema = useMemo(() => completeFormSchema(terms ?? []), [terms]);
  const form = useZodForm(schema, { defaultValues: { ticked: [] } });
  const ticked = form.watch("ticked");
  const [agreedOnPayment, setAgreedOnPayment] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // The ticks live in this tab's sessionStorage (kept while a term's text is read), known only after mount. A member
  // who pays agreed to the terms on step 3, before paying; the B2B edition (no step 3) agrees here.
  const { reset } = form;
  useEffect(() => {
    const ids = readTermTicks();
    reset({ ticked: ids });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    setAgreedOnPayment(driverPays && !!terms && terms.every((t) => !t.required || ids.includes(t.agreeId)));
  }, [terms, reset]);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      if (!wizard || !terms) return;
      setRefusal(null);
      const { deviceType } = await import("@/shared/bridge");
      const body = serviceSignupBody(wizard, terms, new Set(values.ticked), deviceType());
      if (!body) return;
      const { signUpForService, REFUSAL_STEP } = await import("../api");
      try {
        const status = await signUpForService(body);
        clearWizard();
        replace(status);
        await router.replace(ROUTES.home);
      } catch (error) {
        const { ApiRequestError, isHandledByPolicy } = await import("@/shared/api-client");
        if (isHandledByPolicy(error)) return;
        if (error instanceof ApiRequestError && error.status < 500) {
          setRefusal({ message: error.message, step: (error.code && REFUSAL_STEP[error.code]) || null });
        } else setRefusal({ message: SIGNUP_FAILED_MESSAGE, step: null });
      }
    }),
  );

  return (
    <>
      {!wizard ? (
        <Skeleton className="h-96" />
      ) : !terms ? (
        <TermsUnavailable />
      ) : (
        <StepBody
          wizard={wizard}
          terms={terms}
          ticked={new Set(ticked)}
          onTicks={(next) => {
            form.setValue("ticked", [...next], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            setTermTicks([...next]);
          }}
          agreedOnPayment={agreedOnPayment}
          refusal={refusal}
          pending={pending}
          onSubmit={onSubmit}
        />
      )}
    </>
  );
}

function StepBody({
  wizard,
  terms,
  ticked,
  onTicks,
  agreedOnPayment,
  refusal,
  pending,
  onSubmit,
}: {
  wizard: ServiceSignupWizard;
  terms: ServiceTerm[];
  ticked: ReadonlySet<number>;
  onTicks: (next: Set<number>) => void;
  agreedOnPayment: boolean;
  refusal: Refusal | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const canSend = terms.every((t) => !t.required || ticked.has(t.agreeId));
  const { vehicle, delivery, payment } = wizard;
  return (
    <form className="flex flex-col gap-6" onSubmit={onSubmit} noValidate>
      <section aria-labelledby="signup-summary-title" className="@container rounded-2xl bg-gray-50 p-4">
        <h2 id="signup-summary-title" className="font-bold text-gray-900">
          가입 내용
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-2 text-sm @min-[16rem]:grid-cols-[5.5rem_1fr]">
          <dt className="text-gray-600">차량 번호</dt>
          <dd className="font-semibold text-gray-900" data-testid="summary-car-no">
            {vehicle?.carNo}{" "}
            <AppLink
              href={WIZARD_STEP_ROUTES.vehicle}
              className="inline-flex min-h-11 min-w-11 items-center justify-center text-gray-700 underline underline-offset-2"
            >
              수정
            </AppLink>
          </dd>
          <dt className="text-gray-600">{delivery && isKeptDevice(delivery) ? "단말기" : "단말기 배송지"}</dt>
          <dd className="text-gray-900" data-testid="summary-device">
            {delivery &&
              (isKeptDevice(delivery)
                ? "이미 있는 단말기를 써요 (배송 없음)"
                : `${delivery.receiverName} · (${delivery.zip}) ${delivery.addr} ${delivery.daddr}`)}{" "}
            <AppLink
              href={WIZARD_STEP_ROUTES.delivery}
              className="inline-flex min-h-11 min-w-11 items-center justify-center text-gray-700 underline underline-offset-2"
            >
              수정
            </AppLink>
          </dd>
          <dt className="text-gray-600">결제</dt>
          <dd className="text-gray-900">
            {!driverPays ? "회사에서 부담해요" : payment && "tradeId" in payment ? "결제 완료" : "프로모션 키로 가입"}
          </dd>
        </dl>
      </section>

      {agreedOnPayment ? (
        <p className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800" data-testid="terms-agreed-on-payment">
          서비스 이용 약관에는 결제 전에 동의하셨어요.
        </p>
      ) : (
        <TermsChecklist
          terms={terms}
          ticked={ticked}
          onChange={onTicks}
          legend={<legend className="px-1 text-sm font-semibold text-gray-900">서비스 이용 약관</legend>}
          textHref={(t) => termTextPath(t.termsCd)}
        />
      )}

      {refusal && (
        <div className="flex flex-col gap-2">
          <FormMessage message={refusal.message} />
          {refusal.step && STEP_FIX_LABEL[refusal.step] && (
            <AppLink
              href={WIZARD_STEP_ROUTES[refusal.step]}
              className="text-center text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {STEP_FIX_LABEL[refusal.step]}
            </AppLink>
          )}
        </div>
      )}

      <div className="flex flex-col gap-2">
        <SubmitButton pending={pending} pendingLabel="가입 처리 중…" disabled={!canSend}>
          가입 완료
        </SubmitButton>
        {!canSend && <p className="text-center text-sm text-gray-600">{REQUIRED_TERMS_MESSAGE}</p>}
      </div>
    </form>
  );
}
