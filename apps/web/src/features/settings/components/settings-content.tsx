import type { ReactNode } from "react";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AnalyticsSetting } from "./analytics-setting";
import { AppVersionSetting } from "./app-version-setting";
import { FlickerSetting } from "./flicker-setting";
import { OpenSourceLicences } from "./open-source-licences";
import { SettingsSection } from "./section";
import { SignOutSetting } from "./sign-out-setting";
import { TermsList } from "./terms-list";

const LINK_ROW =
  "flex min-h-12 items-center justify-between gap-3 text-base text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** The settings' sections, in the order a driver looks for them: the screen's behaviour, alerts, consent, then the fine print. */
export function SettingsContent({ marketingConsent }: { marketingConsent: ReactNode }) {
  return (
    <>
      <SettingsSection title="홈 화면 상태 표시 깜빡임">
        <FlickerSetting />
      </SettingsSection>
      <SettingsSection title="알림">
        <AppLink href={ROUTES.alimSettings} className={LINK_ROW}>
          <span className="flex flex-col">
            <span>알림 설정</span>
            <span className="text-sm text-neutral-600">배터리 안전 알림과 알림 종류</span>
          </span>
          <span aria-hidden="true" className="text-neutral-400">
            ›
          </span>
        </AppLink>
      </SettingsSection>
      <SettingsSection title="마케팅 정보 수신">{marketingConsent}</SettingsSection>
      <SettingsSection title="성능 통계">
        <AnalyticsSetting />
      </SettingsSection>
      <SettingsSection title="약관 및 정책">
        <TermsList />
      </SettingsSection>
      <SettingsSection title="오픈소스 라이선스">
        <OpenSourceLicences />
      </SettingsSection>
      <SettingsSection title="버전 정보">
        <AppVersionSetting />
      </SettingsSection>
      <SignOutSetting />
    </>
  );
}
