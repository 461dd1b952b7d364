import type { FireWarning } from "@evsafe/contract";

/**
 * GET common/fire-warning: what to do when an EV battery overheats, smokes or burns. On the landing page (a section
 * below the fold) and on /fire-safety for members (`className` sets the frame).
 */
export function FireSafetyGuide({
  guide,
  className = "cv-auto px-safe py-8",
  showCall = true,
}: {
  guide: FireWarning;
  className?: string;
  /** The guide's own call button (a page with its own at the top leaves it out). */
  showCall?: boolean;
}) {
  return (
    <section aria-labelledby="fire-title" className={className} data-testid="fire-guide">
      <h2 id="fire-title" className="text-lg font-bold text-gray-900">
        {guide.title}
      </h2>
      <p className="mt-3 rounded-2xl bg-red-50 p-4 text-sm font-semibold leading-relaxed text-red-900">{guide.headline}</p>
      <div className="mt-3 divide-y divide-gray-100 rounded-2xl border border-gray-100">
        {guide.sections.map((s) => (
          <details key={s.sectionCd} className="group p-4">
            <summary className="-my-2.5 flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
              {s.title}
              <svg
                viewBox="0 0 20 20"
                width="18"
                height="18"
                className="shrink-0 text-gray-400 transition-transform group-open:rotate-180"
                aria-hidden="true"
              >
                <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-gray-700">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      {showCall && (
        <a
          href={`tel:${guide.emergencyCall}`}
          className="mt-4 flex h-12 items-center justify-center rounded-xl border border-red-200 font-semibold text-red-700 active:bg-red-50"
        >
          {guide.emergencyCall} 긴급 신고 전화
        </a>
      )}
    </section>
  );
}
