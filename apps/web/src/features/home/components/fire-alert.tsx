import { AppLink } from "@/shared/ui/app-link";
import { SESSION_ROUTES } from "@/session-frame";

/**
 * At warning or serious, the first thing on /home: what to do if the battery shows signs of fire, the call to 119
 * (a plain tel: link that needs nothing loaded) and the full guide.
 */
export function FireAlert({ serious }: { serious: boolean }) {
  return (
    <section
      aria-labelledby="fire-alert-title"
      className="rounded-2xl border-2 border-red-600 bg-red-50 p-4"
      data-testid="fire-alert"
      role="region"
    >
      <h2 id="fire-alert-title" className="text-base font-extrabold text-red-800">
        {serious ? "배터리가 위험한 상태예요" : "배터리 경고 신호가 있어요"}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-red-900">
        {serious
          ? "가능한 한 빨리 정비소에서 점검을 받으세요. 충전은 멈추고, 실내 주차장 대신 야외에 세워 두세요."
          : "가까운 시일 안에 정비소에서 배터리 점검을 받으세요."}{" "}
        연기, 타는 냄새, 터지는 소리가 나면 즉시 차를 세우고 내려서 멀리 대피한 뒤 119에 신고하세요.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href="tel:119"
          className="flex min-h-12 items-center justify-center rounded-xl bg-red-700 px-3 text-base font-bold text-white outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2"
        >
          119에 전화하기
        </a>
        <AppLink
          href={SESSION_ROUTES.fireSafety}
          className="flex min-h-12 items-center justify-center rounded-xl border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
        >
          화재 대처법 보기
        </AppLink>
      </div>
    </section>
  );
}
