import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity } from "@evsafe/contract";
import { ROUTES } from "@/shared/routes";
import { brandNameOf, dial, SERVICE_CENTRE_FALLBACK, serviceCenterTelOf } from "@/shared/service-centre";
import { AppLink } from "./app-link";
import { PRIMARY_LINK, SECONDARY_LINK } from "./link-styles";

/** The fire service's emergency number (Korea). */
export const FIRE_EMERGENCY_TEL = "119";

export interface SafetyActionsProps {
  severity: AlertSeverity | null;
  /** The car's brand (code from main/info, or only the name where a screen has no code): whose service centre to call. */
  brand: { brandDcd?: string | null; brandNm?: string | null } | null;
}

/**
 * Where a driver turns at 경고 and 심각: the brand's service centre as a call (its number from the catalogue; without
 * one, a sentence to contact the nearest), and at 심각 also the fire-safety guide and a 119 call. Nothing below 경고.
 */
export function SafetyActions({ severity, brand }: SafetyActionsProps) {
  const serious = severity === ALERT_SEVERITY.SERIOUS;
  if (!serious && severity !== ALERT_SEVERITY.WARNING) return null;
  const tel = brand ? serviceCenterTelOf(brand) : null;
  const brandName = brand ? brandNameOf(brand) : null;
  return (
    <div className="flex flex-col gap-2" data-testid="safety-actions">
      {tel ? (
        <TelButton tel={tel} className={serious ? SECONDARY_LINK : PRIMARY_LINK} testId="service-centre-call">
          {brandName ? `${brandName} 서비스센터 전화하기` : "서비스센터 전화하기"} ({tel})
        </TelButton>
      ) : (
        <p className="break-keep text-sm text-gray-700" data-testid="service-centre-fallback">
          {SERVICE_CENTRE_FALLBACK}
        </p>
      )}
      {serious && (
        <>
          <TelButton tel={FIRE_EMERGENCY_TEL} className={PRIMARY_LINK} testId="call-119">
            연기·불꽃이 보이면 119 전화하기
          </TelButton>
          <AppLink href={ROUTES.fireSafety} className={SECONDARY_LINK} data-testid="fire-safety-link">
            배터리 화재 대처법 보기
          </AppLink>
        </>
      )}
    </div>
  );
}

/** A real tel: link (long-press, screen readers, a browser), opened through the app's dialer path when tapped. */
function TelButton({ tel, className, testId, children }: { tel: string; className: string; testId: string; children: React.ReactNode }) {
  return (
    <a
      href={`tel:${tel}`}
      className={className}
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        void dial(tel);
      }}
    >
      {children}
    </a>
  );
}
