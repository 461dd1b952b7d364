import { useRouter } from "next/router";
import { useState } from "react";
import type { DiagnosisInfo, DiagnosisItems } from "@evsafe/contract";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Button } from "@/shared/ui/button";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import { useDiagnosisInfo, useDiagnosisItems, useImpossibleDiagnosis } from "../api";
import { HEADING_FOCUS, useHeadingFocus } from "../components/heading-focus";
import { LatestDiagnosis } from "../components/latest-diagnosis";
import { diagnosisHref } from "../diagnosis-route";
import { continueStep, startDiagnosis } from "../wizard";

/** Reasons whose way on is the OBD device screen (the dongle is missing, silent or unplugged). */
const DEVICE_REASONS = new Set(["NOT_INSTALLED", "INSTALLED_EMPTY_DATA", "REMOVED"]);

/**
 * Step 0 (SPEC §4): the latest result, what the diagnosis checks (the three types from safe-diagnosis/item), with
 * which data and how long it takes; then start, continue the one in progress, or why it cannot run yet.
 */
export function IntroView({ focusHeading }: { focusHeading: boolean }) {
  const info = useDiagnosisInfo();
  return (
    <AsyncContent
      state={info}
      skeleton={<IntroSkeleton />}
      loadingLabel="진단 정보를 불러오는 중입니다"
      errorTitle="진단 정보를 불러오지 못했어요"
    >
      {(i) => (
        <>
          {i.latest && <LatestDiagnosis latest={i.latest} />}
          {/* What stands in the way comes first: the intro below says what the diagnosis will check once it can run. */}
          {!i.canDiagnose && <ImpossiblePanel info={i} />}
          <IntroText focusHeading={focusHeading} />
          {i.canDiagnose && <StartPanel info={i} />}
        </>
      )}
    </AsyncContent>
  );
}

function IntroText({ focusHeading }: { focusHeading: boolean }) {
  const items = useDiagnosisItems();
  const ref = useHeadingFocus<HTMLHeadingElement>(focusHeading);
  return (
    <section aria-labelledby="intro-title" className="flex flex-col gap-3" data-testid="diagnosis-intro">
      <h2 id="intro-title" ref={ref} tabIndex={-1} className={`text-lg font-bold text-gray-900 ${HEADING_FOCUS}`}>
        배터리 안전 진단
      </h2>
      <AsyncContent
        state={items}
        skeleton={<Skeleton className="h-64" />}
        loadingLabel="진단 항목을 불러오는 중입니다"
        errorTitle="진단 항목을 불러오지 못했어요"
      >
        {(it) => <IntroItems items={it} />}
      </AsyncContent>
    </section>
  );
}

function IntroItems({ items }: { items: DiagnosisItems }) {
  return (
    <>
      <p className="text-sm leading-relaxed text-gray-700">{items.intro.description}</p>
      <h3 className="mt-1 text-base font-bold text-gray-900">무엇을 점검하나요</h3>
      <ol className="flex flex-col gap-2">
        {items.types.map((t) => (
          <li key={t.diagnosisType} className="rounded-xl bg-gray-50 p-3">
            <p className="text-sm font-bold text-gray-900">
              <span className="mr-1.5 text-brand-700">{t.diagnosisType}</span>
              {t.diagnosisTypeNm} · {t.title}
            </p>
            <p className="mt-1 text-sm leading-relaxed text-gray-700">{t.description}</p>
          </li>
        ))}
      </ol>
      <h3 className="mt-1 text-base font-bold text-gray-900">어떤 데이터로, 얼마나 걸리나요</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed text-gray-700">
        <li>
          OBD 단말기가 보낸 최근 {items.intro.windowDays}일의 운행·충전 데이터로 진단해요. 그중 {items.intro.requiredDays}일 이상의 데이터가
          있어야 해요.
        </li>
        <li>
          {items.steps.length}단계로 나누어 점검하고, 보통 1분이 채 걸리지 않아요. 중간에 화면을 떠나도 마친 단계부터 이어서 할 수 있어요.
        </li>
      </ul>
    </>
  );
}

function StartPanel({ info }: { info: DiagnosisInfo }) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);

  const resume = info.inProgress;
  const title = resume
    ? "진행 중인 진단이 있어요"
    : !info.hasDiagnosis
      ? "첫 배터리 진단을 받아 보세요"
      : info.recommendNew
        ? "새로 진단해 보세요"
        : "최신 데이터로 다시 진단할 수 있어요";
  const onStart = () => {
    if (starting) return;
    setStarting(true);
    // Step 1 of the new diagnosis goes out now; the step screen shows it running and names it in its address.
    startDiagnosis().catch(() => {});
    void router.push(diagnosisHref({ kind: "step", step: 1, id: null }), undefined, { shallow: true });
  };

  return (
    <section aria-labelledby="run-title" className="rounded-2xl border border-gray-200 p-5" data-testid="diagnosis-prompt">
      <h2 id="run-title" className="text-base font-bold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-gray-600">
        {resume ? `${resume.currentStep}단계까지 마쳤어요. ${continueStep(resume)}단계부터 이어서 진단해요.` : info.message}
      </p>
      <div className="mt-3 flex flex-col gap-2">
        {resume && (
          <AppLink href={diagnosisHref({ kind: "step", step: continueStep(resume), id: resume.diagnosisId })} className={PRIMARY_LINK}>
            이어서 진단하기
          </AppLink>
        )}
        <Button variant={resume ? "secondary" : "primary"} onClick={onStart} disabled={starting} aria-busy={starting}>
          {resume ? "처음부터 새로 진단하기" : "진단 시작하기"}
        </Button>
      </div>
    </section>
  );
}

function ImpossiblePanel({ info }: { info: DiagnosisInfo }) {
  const { impossible } = useImpossibleDiagnosis(true);
  const reasonCode = impossible?.reasonCode ?? info.impossibleReasonCode;
  const missingDays = impossible ? Math.max(0, impossible.requiredDays - impossible.dataDays) : 0;
  return (
    <section aria-labelledby="run-title" className="rounded-2xl bg-gray-50 p-5" data-testid="diagnosis-impossible">
      <h2 id="run-title" className="text-base font-bold text-gray-900">
        지금은 진단할 수 없어요
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-gray-600">{impossible?.reason ?? info.message}</p>
      {impossible && impossible.requiredDays > 0 && (
        <p className="mt-2 text-sm text-gray-700">
          최근 30일 데이터 <strong>{impossible.dataDays}일</strong> / 필요 {impossible.requiredDays}일
          {missingDays > 0 && ` · ${missingDays}일 더 운행하면 진단할 수 있어요`}
        </p>
      )}
      {reasonCode && DEVICE_REASONS.has(reasonCode) && (
        <AppLink href={ROUTES.obd} className={`mt-3 ${SECONDARY_LINK}`}>
          단말기 상태 확인하기
        </AppLink>
      )}
    </section>
  );
}

function IntroSkeleton() {
  return (
    <>
      <Skeleton className="h-48" />
      <Skeleton className="h-64" />
    </>
  );
}
