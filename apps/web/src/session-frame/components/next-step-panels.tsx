import { useSyncExternalStore, type ReactNode } from "react";
import { AppLink } from "@/shared/ui/app-link";
import { SERVICE_STATUS } from "@evsafe/contract/constants/service";
import type { MyServiceStatus, ObdInfo } from "@evsafe/contract";
import type { ApiRequestError } from "@/shared/api-error";
import { useApi } from "@/shared/fetcher";
import { formatDaysLeft, formatKoreanDate } from "@/shared/format";
import { SESSION_ROUTES } from "../routes";
import type { ServiceView } from "../service-view";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { DeliveryProgress } from "./delivery-progress";
import { DemoDay } from "./demo-day";
import { PendingDeposit } from "./pending-deposit";

/**
 * The clear next step for a subscription state that is not plain "in use" (docs/screens.md lists them). Loaded by
 * `ServiceNextStep` only for those states, so a driver in service never downloads it.
 */
export default function NextStepPanels({ status, view }: { status: MyServiceStatus; view: ServiceView }) {
  switch (view) {
    case "not-joined":
      return (
        <Panel title="아직 서비스에 가입하지 않으셨어요" testId="next-step-not-joined">
          <p>차량에 OBD 단말기를 설치하면 배터리 상태를 매일 진단하고, 이상 징후가 보이면 바로 알려 드려요.</p>
          <PendingDeposit />
          <AppLink href={SESSION_ROUTES.serviceSignUpVehicle} className={`${PRIMARY_LINK} mt-4`}>
            서비스 가입하기
          </AppLink>
        </Panel>
      );
    case "applying":
      return <ApplyingPanel status={status} />;
    case "cancel-requested":
      return <CancelRequestedNotice status={status} />;
    case "ended":
      return <EndedPanel status={status} />;
    case "in-use":
      return null;
  }
}

function ApplyingPanel({ status }: { status: MyServiceStatus }) {
  const { obd } = useObdInfo(true);
  return (
    <Panel title="서비스 신청이 접수되었어요" testId="next-step-applying">
      <p className="mb-4">단말기를 설치하고 첫 데이터가 들어오면 배터리 진단과 안전 알림이 시작돼요.</p>
      <DeliveryProgress status={status} obd={obd} />
      <DemoDay />
      <AppLink href={SESSION_ROUTES.obd} className={`${SECONDARY_LINK} mt-4`}>
        단말기 설치 안내
      </AppLink>
      <ServiceDetailsLink />
    </Panel>
  );
}

function CancelRequestedNotice({ status }: { status: MyServiceStatus }) {
  const end = status.serviceExpirationDate;
  const daysLeft = formatDaysLeft(status.daysLeft);
  return (
    <section
      aria-labelledby="cancel-requested-title"
      className="rounded-2xl bg-amber-50 p-4 text-sm leading-relaxed text-amber-900"
      data-testid="next-step-cancel-requested"
    >
      <h2 id="cancel-requested-title" className="font-bold">
        해지 신청이 접수되었어요
      </h2>
      <p className="mt-1">
        {end ? (
          <>
            <time dateTime={end} className="font-semibold">
              {formatKoreanDate(end)}
            </time>
            까지 서비스를 이용할 수 있어요
            {daysLeft && ` (${daysLeft})`}.
          </>
        ) : (
          "이용 기간이 끝날 때까지 서비스를 이용할 수 있어요."
        )}{" "}
        이후에는 배터리 이상 징후 알림을 받을 수 없어요.
      </p>
      <ServiceDetailsLink />
    </section>
  );
}

function EndedPanel({ status }: { status: MyServiceStatus }) {
  const end = status.serviceExpirationDate;
  const cancelled = status.serviceStatus === SERVICE_STATUS.CANCELLED;
  return (
    <Panel title={cancelled ? "서비스가 해지되었어요" : "서비스 이용 기간이 끝났어요"} testId="next-step-ended">
      <p>
        {end && (
          <>
            <time dateTime={end}>{formatKoreanDate(end)}</time>에 서비스가 종료되었어요.{" "}
          </>
        )}
        배터리 진단과 이상 징후 알림을 다시 받으려면 서비스에 다시 가입해 주세요.
      </p>
      <div className="mt-4 flex flex-col gap-2">
        {status.canApply && (
          <AppLink href={SESSION_ROUTES.serviceSignUpVehicle} className={PRIMARY_LINK}>
            서비스 다시 가입하기
          </AppLink>
        )}
        <AppLink href={SESSION_ROUTES.inquiryBoard} className={SECONDARY_LINK}>
          1:1 문의하기
        </AppLink>
      </div>
    </Panel>
  );
}

/** To /service (the subscription's details and cancellation); not on /service itself (known in the browser only). */
function ServiceDetailsLink() {
  const onServicePage = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.pathname === SESSION_ROUTES.service,
    () => false,
  );
  if (onServicePage) return null;
  return (
    <AppLink href={SESSION_ROUTES.service} className={`${SECONDARY_LINK} mt-4`}>
      내 서비스
    </AppLink>
  );
}

/** The page's path does not change under a mounted screen (a navigation mounts the next one). */
const subscribeToNothing = () => () => {};

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-gray-200 bg-white p-5 text-sm leading-relaxed text-gray-700"
      data-testid={testId}
    >
      <h2 id={id} className="mb-2 text-lg font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface ObdInfoResult {
  obd: ObdInfo | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
}

/** The device's delivery and installation (courier, tracking number); `enabled` false → no request. */
export function useObdInfo(enabled: boolean): ObdInfoResult {
  const { data, error, isLoading } = useApi("getObd", enabled ? {} : null);
  return { obd: data, error, isLoading };
}
