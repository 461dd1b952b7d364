import { OPEN_SOURCE_PACKAGES } from "../open-source";

/** The open-source software the app is built with, folded until asked for (a long list nobody reads by default). */
export function OpenSourceLicences() {
  return (
    <details className="group">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 text-base text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <span>오픈소스 라이선스 {OPEN_SOURCE_PACKAGES.length}개 보기</span>
        <span aria-hidden="true" className="text-neutral-400 group-open:rotate-90">
          ›
        </span>
      </summary>
      <p className="mt-1 text-sm text-neutral-600">이 앱은 다음 오픈소스 소프트웨어를 사용해요. 각 라이선스의 조건에 따라 고지합니다.</p>
      <ul className="mt-2 flex flex-col divide-y divide-neutral-100" aria-label="오픈소스 소프트웨어 목록">
        {OPEN_SOURCE_PACKAGES.map((pkg) => (
          <li key={pkg.name} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 break-all text-neutral-900">
              {pkg.name} <span className="whitespace-nowrap text-neutral-600">{pkg.version}</span>
            </span>
            <span className="shrink-0 text-neutral-700">{pkg.license}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
