import { ROUTES } from "@/shared/routes";

/** The headline, an example score card and the trial button. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white px-safe pb-8 pt-6">
      <p className="text-sm font-semibold text-brand-700">전기차 배터리 안전 알림 서비스</p>
      <h1 id="hero-title" className="mt-2 text-[1.75rem] font-extrabold leading-tight tracking-tight text-gray-900">
        내 전기차 배터리,
        <br />
        오늘도 안전한가요?
      </h1>
      <p className="mt-3 text-[0.95rem] leading-relaxed text-gray-600">
        배터리 상태를 매일 진단하고 주행·충전 습관을 분석해, 위험 신호가 보이면 가장 먼저 알려 드려요.
      </p>

      <figure className="mt-6 rounded-3xl bg-white p-5 shadow-lg shadow-brand-900/5 ring-1 ring-gray-100">
        <figcaption className="flex items-center justify-between text-xs text-gray-500">
          <span>오늘의 배터리 안전 점수</span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-600">예시 화면</span>
        </figcaption>
        <div className="mt-3 flex items-end gap-2">
          <span className="text-5xl font-extrabold tracking-tight text-gray-900">92</span>
          <span className="mb-1.5 text-sm text-gray-500">/ 100점</span>
          <span className="mb-2 ml-auto rounded-full bg-level-safe-tint px-2.5 py-1 text-xs font-bold text-level-safe-text">안전</span>
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-xl bg-gray-50 p-2">
            <dt className="text-gray-500">셀 전압 편차</dt>
            <dd className="mt-0.5 font-semibold text-gray-900">안전</dd>
          </div>
          <div className="rounded-xl bg-gray-50 p-2">
            <dt className="text-gray-500">모듈 온도</dt>
            <dd className="mt-0.5 font-semibold text-gray-900">안전</dd>
          </div>
          <div className="rounded-xl bg-gray-50 p-2">
            <dt className="text-gray-500">급속 충전</dt>
            <dd className="mt-0.5 font-semibold text-level-caution-text">주의</dd>
          </div>
        </dl>
      </figure>

      {/* A plain link, as every link of this prerendered page: the next page loads as its own document (and policy). */}
      <a
        href={ROUTES.diagnosisTrial}
        className="mt-6 flex h-13 items-center justify-center rounded-xl bg-brand-700 text-base font-bold text-white active:bg-brand-900"
      >
        안전진단 체험하기
      </a>
      <p className="mt-2 text-center text-xs text-gray-500">회원가입 없이 차종과 운행 습관만으로 예상 결과를 볼 수 있어요.</p>
    </section>
  );
}
