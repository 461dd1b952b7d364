/** A labelled figure of a card's grid: the label above, the value in bold. */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-2 py-2" data-testid={testId}>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold text-gray-900">{value}</dd>
    </div>
  );
}

/** The heading of one of /driving's sections. */
export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-base font-bold text-gray-900">
      {children}
    </h2>
  );
}
