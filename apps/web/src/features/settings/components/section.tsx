import { useId, type ReactNode } from "react";

/** One titled section of the settings screen (its heading names the region for screen readers). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4">
      <h2 id={id} className="text-lg font-bold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
