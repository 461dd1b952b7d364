import dynamic from "next/dynamic";
import { useEffect } from "react";
import { useRouter } from "next/router";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import { ROUTES } from "@/shared/routes";
import type { LocationOnboardingProps } from "./location-onboarding-props";
import { markLocationOnboardingShown } from "./location-terms";

// The consent form (react-hook-form, the contract's rules) loads after the page (first-load JS); the server renders it.
const LocationConsentForm = dynamic(() => import("./forms/location-consent-form").then((m) => m.LocationConsentForm));

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
  // Shown means the driver could read the terms: a page whose terms failed to load does not count.
  const hasTerm = term !== null;
  useEffect(() => {
    if (hasTerm) deps.markShown(userId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, hasTerm]);

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
        <LocationConsentForm term={term} consent={deps.consent} navigate={deps.navigate} />
      ) : (
        <>
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
          </p>
          <div className="mt-auto flex flex-col gap-2">
            <Button onClick={() => void deps.navigate(router.asPath)}>다시 불러오기</Button>
            <AppLink href={ROUTES.main} className="py-3 text-center text-sm font-semibold text-gray-600 underline underline-offset-2">
              동의하지 않고 계속하기
            </AppLink>
          </div>
        </>
      )}
    </main>
  );
}
