import type { ReactNode } from "react";

/** Small line icons for the landing page (inline SVG: no icon font, no extra request). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const BatteryIcon = () => (
  <Icon>
    <rect x="3" y="7" width="16" height="10" rx="2" />
    <path d="M21 10v4M11.5 9 9 12.5h3L9.5 15" />
  </Icon>
);
export const GaugeIcon = () => (
  <Icon>
    <path d="M4 16a8 8 0 1 1 16 0" />
    <path d="m12 16 4-5" />
    <path d="M4 19h16" />
  </Icon>
);
export const ChartIcon = () => (
  <Icon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);
export const BellIcon = () => (
  <Icon>
    <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" />
    <path d="M10 19a2 2 0 0 0 4 0" />
  </Icon>
);
export const BoltMark = () => (
  <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#fff" />
  </svg>
);
