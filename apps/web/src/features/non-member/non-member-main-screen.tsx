import { memo } from "react";
import { ROUTES, withCallback } from "@/shared/routes";
import type { LandingLiveData } from "./api";
import { BoltMark } from "./components/feature-icons";
import { FeatureList } from "./components/feature-list";
import { FireSafetyGuide } from "@/shared/ui/fire-safety-guide";
import { Hero } from "./components/hero";
import { HowItWorks } from "./components/how-it-works";
import { SafetyLevels } from "./components/safety-levels";
import { ServiceStatusNotice } from "./components/service-status";
import { SAFETY_LEVELS } from "./safety-levels";

/**
 * /nonMemberMain: the public page for visitors without a session (SPEC §2), light, without the dark wrapper.
 * `live` is what the browser read from the API, null while it is being read (the static page shows without it).
 * Its links are plain `<a>`: this page is prerendered under the hash-only CSP, and the page a link opens must arrive
 * as a document of its own, with its own policy (shared/static-document.ts); it also keeps AppLink's prefetching out
 * of this page's first-load JS.
 */
export function NonMemberMainScreen({ live }: { live: LandingLiveData | null }) {
  const serviceStatus = live?.serviceStatus;
  const fireWarning = live?.fireWarning;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col bg-white">
      <PageHeader />

      <main className="flex-1">
        <Intro />
        {serviceStatus && !serviceStatus.isAvailable && (
          <div className="px-safe">
            <ServiceStatusNotice status={serviceStatus} />
          </div>
        )}
        <Story />
        {fireWarning && <FireSafetyGuide guide={fireWarning} />}
      </main>

      <footer className="border-t border-gray-100 px-safe py-6 text-xs leading-relaxed text-gray-500">
        {serviceStatus?.isAvailable && <ServiceStatusNotice status={serviceStatus} />}
        <InquiryLine />
      </footer>

      <StartButtons />
    </div>
  );
}

// The static sections, memoised: when the live parts arrive after hydration, React re-renders only those, not the
// whole page's sections a second time on the phone's main thread.

const PageHeader = memo(function PageHeader() {
  return (
    <header className="sticky top-0 z-10 border-b border-gray-100 bg-white pt-safe">
      <div className="flex h-14 items-center gap-2 px-safe">
        <span className="text-brand-700">
          <BoltMark />
        </span>
        <span className="font-bold text-gray-900">EV 배터리 안전 알림</span>
      </div>
    </header>
  );
});

const Intro = memo(Hero);

const Story = memo(function Story() {
  return (
    <>
      <FeatureList />
      <SafetyLevels levels={SAFETY_LEVELS} />
      <HowItWorks />
    </>
  );
});

const InquiryLine = memo(function InquiryLine() {
  return (
    <p className="mt-2">
      궁금한 점이 있으신가요?{" "}
      <a href={ROUTES.inquiryBoard} className="py-1.5 font-semibold text-gray-700 underline underline-offset-2">
        1:1 문의하기
      </a>
    </p>
  );
});

const StartButtons = memo(function StartButtons() {
  return (
    <nav aria-label="시작하기" className="sticky bottom-0 z-10 border-t border-gray-100 bg-white px-safe pb-safe pt-3">
      <div className="grid grid-cols-2 gap-2">
        <a
          href={withCallback(ROUTES.signIn, ROUTES.home)}
          className="flex h-12 items-center justify-center rounded-xl border border-gray-300 font-semibold text-gray-900 active:bg-gray-50"
        >
          로그인
        </a>
        <a
          href={ROUTES.termsOnboarding}
          className="flex h-12 items-center justify-center rounded-xl bg-gray-900 font-semibold text-white active:bg-gray-700"
        >
          회원가입
        </a>
      </div>
    </nav>
  );
});
