import { useEffect, useState } from "react";
import { useRouter } from "next/router";
import { useSingleFlight } from "@/shared/form/single-flight";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import { ROUTES } from "@/shared/routes";
import type { LocationOnboardingProps } from "./location-onboarding-props";
import { markLocationOnboardingShown } from "./location-terms";

/** How long the records of location use are kept (the location terms' article 3, by law). */
export const LOCATION_USE_RECORDS_KEPT_MONTHS = 6;

/** Why trip location data is collected (Korean), in the order a driver meets it. */
export const LOCATION_USES: ReadonlyArray<{ title: string; text: string }> = [
  { title: "이상 징후 알림", text: "주행 중 배터리 이상 징후가 감지되면 차량 위치와 함께 바로 알려 드려요." },
  { title: "주행 기록 분석", text: "주행 구간과 충전한 곳을 바탕으로 배터리 상태를 더 정확하게 진단해요." },
  {
    title: "보관 기간",
    text: `위치 정보는 서비스에 필요한 기간에만 보관해요. 위치 정보를 이용한 사실의 기록은 법에 따라 ${LOCATION_USE_RECORDS_KEPT_MONTHS}개월간 보관해요.`,
  },
];

export interface LocationOnboardingDeps {
  /** `users/agreement` with this one answer, through SPEC §8's error policy (which shows what went wrong). */
  consent: (agreeId: number) => Promise<unknown>;
  navigate: (path: string) => Promise<unknown> | void;
  markShown: (userId: string) => void;
}

export interface LocationOnboardingScreenProps extends LocationOnboardingProps {
  /** The session's `sub`: the onboarding is remembered as shown for this account. */
  userId: string;
  deps?: Partial<LocationOnboardingDeps>;
}

/**
 * /location-base-onboarding (SPEC §2): why the service collects trip location data, and consent to the location
 * terms (optional). Consenting records the answer and goes on to the permissions onboarding (/main); so does
 * declining, which records nothing. Shown once per account on this device: marked as shown when its terms show.
 */
export function LocationOnboardingScreen({ term, userId, deps: overrides }: LocationOnboardingScreenProps) {
  const router = useRouter();
  const deps: LocationOnboardingDeps = {
    consent: async (agreeId) =>
      (await import("@/shared/api-client")).callWithPolicy("postAgreement", { body: { agrees: [{ agreeId, agreed: true }] } }),
    navigate: (path) => router.replace(path),
    markShown: markLocationOnboardingShown,
    ...overrides,
  };
  const [ticked, setTicked] = useState(false);

  // Shown means the driver could read the terms: a page whose terms failed to load does not count.
  const hasTerm = term !== null;
  useEffect(() => {
    if (hasTerm) deps.markShown(userId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, hasTerm]);

  // Once at a time, even for two taps in one frame (the ref in useSingleFlight decides, not the button's state).
  const [onConsent, isBusy] = useSingleFlight(async () => {
    if (!term || !ticked) return;
    try {
      await deps.consent(term.agreeId);
    } catch {
      // The error policy has shown what went wrong; the tick stays so the driver can try again.
      return;
    }
    await deps.navigate(ROUTES.main);
  });

  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900">위치 정보 이용 안내</h1>
        <p className="text-sm leading-relaxed text-gray-600">
          배터리 안전 알림을 정확하게 보내 드리려고 주행 중 차량의 위치 정보를 수집해요.
        </p>
      </div>

      <ul className="flex flex-col gap-3" aria-label="위치 정보가 쓰이는 곳">
        {LOCATION_USES.map((use) => (
          <li key={use.title} className="rounded-2xl border border-gray-200 p-4">
            <h2 className="text-base font-bold text-gray-900">{use.title}</h2>
            <p className="mt-1 text-sm leading-relaxed text-gray-600">{use.text}</p>
          </li>
        ))}
      </ul>

      <p className="text-sm leading-relaxed text-gray-700">
        동의는 선택이에요. 동의하지 않아도 서비스를 이용할 수 있지만, 알림에 차량 위치가 함께 표시되지 않아요. 동의는 언제든 철회할 수
        있어요.
      </p>

      {term ? (
        <div className="rounded-2xl bg-gray-50 p-4">
          <label className="flex min-h-11 items-center gap-3 text-base font-semibold text-gray-900">
            <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} className="h-5 w-5 accent-brand-700" />
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
      ) : (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
        </p>
      )}

      <div className="mt-auto flex flex-col gap-2">
        {term ? (
          <Button onClick={() => void onConsent()} disabled={!ticked || isBusy} aria-busy={isBusy}>
            {isBusy ? "저장하는 중" : "동의하고 계속하기"}
          </Button>
        ) : (
          <Button onClick={() => void deps.navigate(router.asPath)}>다시 불러오기</Button>
        )}
        <AppLink href={ROUTES.main} className="py-3 text-center text-sm font-semibold text-gray-600 underline underline-offset-2">
          동의하지 않고 계속하기
        </AppLink>
      </div>
    </main>
  );
}
