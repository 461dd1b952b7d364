import { z } from "zod";
import { SubmitButton } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { AppLink } from "@/shared/ui/app-link";
import { ROUTES } from "@/shared/routes";
import type { LocationOnboardingProps } from "../location-onboarding-props";

/** Consent is optional, so the form has one rule: 동의하고 계속하기 needs the tick (declining is the link beside it). */
export const LocationConsentSchema = z.object({
  agreed: z.boolean().refine((ticked) => ticked, { error: "위치기반서비스 이용약관에 동의해 주세요." }),
});

export interface LocationConsentFormProps {
  term: NonNullable<LocationOnboardingProps["term"]>;
  /** Records the consent through SPEC §8's error policy (which shows what went wrong) and rejects when it failed. */
  consent: (agreeId: number) => Promise<unknown>;
  navigate: (path: string) => Promise<unknown> | void;
}

/**
 * The location terms' tick with their text, then 동의하고 계속하기 (records the answer, then the permissions
 * onboarding) or 동의하지 않고 계속하기 (records nothing). A failed save keeps the tick, ready to try again.
 */
export function LocationConsentForm({ term, consent, navigate }: LocationConsentFormProps) {
  const form = useZodForm(LocationConsentSchema, { defaultValues: { agreed: false } });
  const ticked = form.watch("agreed");

  const [onSubmit, isBusy] = useSubmitOnce(
    form.handleSubmit(async () => {
      try {
        await consent(term.agreeId);
      } catch {
        // The error policy has shown what went wrong; the tick stays so the driver can try again.
        return;
      }
      await navigate(ROUTES.main);
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-6">
      <div className="rounded-2xl bg-gray-50 p-4">
        <label className="flex min-h-11 items-center gap-3 text-base font-semibold text-gray-900">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register("agreed")} />
          <span>
            <span className="text-gray-600">(선택)</span> {term.title}
          </span>
        </label>
        <details className="mt-1">
          <summary className="cursor-pointer py-3 text-sm font-semibold text-gray-700 underline underline-offset-2">
            약관 전문 보기 (버전 {term.version})
          </summary>
          <div
            role="region"
            aria-label={`${term.title} 전문`}
            tabIndex={0}
            className="mt-2 max-h-64 overflow-y-auto whitespace-pre-line rounded-lg bg-white p-3 text-sm leading-relaxed text-gray-700"
            // Sanitised on the server (getLocationOnboardingProps): no script, style or resource survives.
            dangerouslySetInnerHTML={{ __html: term.html }}
          />
        </details>
      </div>

      <div className="mt-auto flex flex-col gap-2">
        <SubmitButton pending={isBusy} pendingLabel="저장하는 중" disabled={!ticked}>
          동의하고 계속하기
        </SubmitButton>
        <AppLink href={ROUTES.main} className="py-3 text-center text-sm font-semibold text-gray-600 underline underline-offset-2">
          동의하지 않고 계속하기
        </AppLink>
      </div>
    </form>
  );
}
