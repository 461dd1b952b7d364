/** The number to call first in Korea for a fire, whatever the guide's answer (it must work offline too). */
export const FIRE_EMERGENCY_NUMBER = "119";

/**
 * The top of the fire-safety guide, which needs nothing from the network: get away from the car, then the call to
 * 119 (/fire-safety, and the offline screen's copy of the guide).
 */
export function FireCallFirst() {
  return (
    <section aria-labelledby="fire-now-title" className="rounded-2xl bg-red-50 p-4 text-red-900">
      <h2 id="fire-now-title" className="text-base font-bold">
        연기·불꽃이 보이면 바로 차에서 멀리 떨어지세요
      </h2>
      <p className="mt-1 text-sm leading-relaxed">
        전기차 배터리 화재는 다시 불이 붙을 수 있어요. 안전한 곳으로 피한 뒤 119에 신고하고, 전기차라고 꼭 알려 주세요.
      </p>
      <a
        href={`tel:${FIRE_EMERGENCY_NUMBER}`}
        className="mt-3 flex min-h-12 items-center justify-center rounded-xl bg-red-700 text-base font-bold text-white active:bg-red-800"
      >
        {FIRE_EMERGENCY_NUMBER}에 전화하기
      </a>
    </section>
  );
}
