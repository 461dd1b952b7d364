import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import { SettingsSkeleton } from "./components/settings-skeleton";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

/** The sections load as their own chunk (rendered on the server too), so the page's first-load JS is the frame's. */
const SettingsContent = dynamic(() => import("./components/settings-content").then((m) => m.SettingsContent), {
  loading: () => <SettingsSkeleton />,
});

/**
 * The same component /my-info shows (shared/ui), its own chunk. Defined in the page's module, not in the lazily loaded
 * sections: Next prepares before hydration only the lazy parts whose definition has run, and one defined there
 * would draw its placeholder over the server's HTML on a direct load.
 */
const MarketingConsent = dynamic(() => import("@/shared/ui/marketing-consent").then((m) => m.MarketingConsent), {
  loading: () => <Skeleton className="h-16" />,
});

/**
 * /settings (설정, from the menu): the home indicator's flicker, the alert settings, marketing consent, the terms,
 * the open-source licences, the app version and sign-out. A `user` screen: no service needed.
 */
export function SettingsScreen() {
  return (
    <AppScreen title="설정" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <SettingsContent marketingConsent={<MarketingConsent />} />
    </AppScreen>
  );
}
