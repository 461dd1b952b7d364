import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { SettingsSkeleton } from "./components/settings-skeleton";

/** The sections load as their own chunk (rendered on the server too), so the page's first-load JS is the frame's. */
const SettingsContent = dynamic(() => import("./components/settings-content").then((m) => m.SettingsContent), {
  loading: () => <SettingsSkeleton />,
});

/**
 * /settings (설정, from the menu): the home indicator's flicker, the alert settings, marketing consent, the terms,
 * the open-source licences, the app version and sign-out. A `user` screen: no service needed.
 */
export function SettingsScreen() {
  return (
    <AppScreen title="설정" tab="menu">
      <SettingsContent />
    </AppScreen>
  );
}
