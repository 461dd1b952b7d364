import type { ReactNode } from "react";
import { storeLinks } from "@/shared/editions";
import { APP_ONLY_TITLE } from "@/shared/bridge/constants";

const STORE_LINK =
  "flex min-h-12 flex-1 basis-32 items-center justify-center rounded-xl border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 active:bg-gray-50";

/**
 * What a plain browser shows where a function needs the app shell (social sign-in, the phone's permissions): that it
 * is available in the app, with this edition's store links. Never an update request: there is no app to update
 * (docs/bridge.md §5). Plain links: without a shell there is no `link.open`, and the phone's browser hands store
 * addresses to the store.
 */
export function AppOnlyNotice({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section aria-label={APP_ONLY_TITLE} className={`rounded-2xl bg-gray-50 p-4 text-left ${className}`} data-testid="app-only-notice">
      <p role="status" className="text-sm leading-relaxed text-gray-800">
        <strong className="block text-base font-bold text-gray-900">{APP_ONLY_TITLE}</strong>
        {children}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={storeLinks.AOS} target="_blank" rel="noopener noreferrer" className={STORE_LINK}>
          Google Play에서 받기
        </a>
        <a href={storeLinks.iOS} target="_blank" rel="noopener noreferrer" className={STORE_LINK}>
          App Store에서 받기
        </a>
      </div>
    </section>
  );
}

export default AppOnlyNotice;
