/** A round icon above a system page's heading. Decorative: the heading says it all. */
export function StatusIcon({ tone, path }: { tone: "warning" | "info"; path: string }) {
  const colours = tone === "warning" ? "bg-amber-50 text-amber-600" : "bg-brand-50 text-brand-700";
  return (
    <span aria-hidden="true" className={`flex size-16 items-center justify-center rounded-full ${colours}`}>
      <svg
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

export const ICONS = {
  /** Wrench. */
  pause: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18v3h3l6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  /** Lock. */
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4",
  /** Bell. */
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
} as const;
