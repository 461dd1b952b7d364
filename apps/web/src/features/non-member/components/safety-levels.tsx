import type { LevelTone, SafetyLevel } from "../safety-levels";

const DOT: Record<LevelTone, string> = {
  safe: "bg-level-safe",
  caution: "bg-level-caution",
  warning: "bg-level-warning",
  serious: "bg-level-serious",
};

export function SafetyLevels({ levels }: { levels: SafetyLevel[] }) {
  return (
    <section aria-labelledby="levels-title" className="cv-auto px-safe py-8">
      <h2 id="levels-title" className="text-lg font-bold text-gray-900">
        네 단계 안전 등급
      </h2>
      <ol className="mt-4 divide-y divide-gray-100 rounded-2xl border border-gray-100">
        {levels.map((level) => (
          <li key={level.code} className="flex items-start gap-3 p-4">
            <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${DOT[level.tone]}`} aria-hidden="true" />
            <p className="text-sm leading-relaxed text-gray-700">
              <strong className="mr-1.5 font-semibold text-gray-900">{level.label}</strong>
              {level.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
