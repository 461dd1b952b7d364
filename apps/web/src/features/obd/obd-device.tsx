import type { MyServiceStatus, ObdInfo } from "@evsafe/contract";
import type { ReactNode } from "react";
import { serviceViewOf, useServiceStatus } from "@/session-frame";
import { DeliveryProgress } from "@/session-frame/components/delivery-progress";
import { formatKoreanDate } from "@/shared/format";
import { groupedId } from "@/shared/format-id";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import { InstallGuide } from "./components/install-guide";
import { daysSince, relativeDay } from "@/shared/data-freshness";
import { FIRST_DATA_EXPECTED_HOURS, deviceViewOf, type DeviceView } from "./device-state";
import { useObdDevice } from "./api";

/**
 * The OBD device's screen body (docs/service-life.md "The OBD device"): one view per state of `users/get-obd`, each
 * saying what the driver should do — install it, wait for the first data, check the link, or reconnect it.
 */
export function ObdDevice() {
  const obd = useObdDevice();
  const status = useServiceStatus();
  return (
    <AsyncContent
      state={obd}
      skeleton={<Skeleton className="h-80" />}
      loadingLabel="단말기 정보를 불러오는 중입니다"
      errorTitle="단말기 정보를 불러오지 못했어요"
    >
      {(device) => <DeviceBody obd={device} status={status.data} />}
    </AsyncContent>
  );
}

function DeviceBody({ obd, status }: { obd: ObdInfo; status: MyServiceStatus | undefined }) {
  // A member without a service has no device on its way: the way in is the sign-up.
  if (status && status.serviceStatus === "00" && obd.obdStatus === "NOT_INSTALLED") {
    return (
      <Notice tone="info" title="서비스에 가입하면 단말기를 보내 드려요" testId="obd-not-joined">
        <p>OBD 단말기를 차량에 꽂으면 배터리 상태를 매일 진단하고, 이상 징후가 보이면 바로 알려 드려요.</p>
        <AppLink href={ROUTES.serviceSignUpVehicle} className={`${PRIMARY_LINK} mt-3`}>
          서비스 가입하기
        </AppLink>
      </Notice>
    );
  }
  // A service that has ended: the device may still be in the car, but nothing is diagnosed; the way on is to re-join.
  if (status && serviceViewOf(status) === "ended") {
    return (
      <div className="flex flex-col gap-4" data-testid="obd-service-ended">
        <Notice tone="info" title="서비스 이용 기간이 끝났어요">
          <p>
            지금은 단말기가 보내는 데이터로 배터리를 진단하거나 이상 징후를 알려 드리지 않아요. 서비스에 다시 가입하면 진단과 알림이 다시
            시작돼요.
          </p>
          {status.canApply && (
            <AppLink href={ROUTES.serviceSignUpVehicle} className={`${PRIMARY_LINK} mt-3`}>
              서비스 다시 가입하기
            </AppLink>
          )}
        </Notice>
        <DeviceFacts obd={obd} />
        <AppLink href={ROUTES.inquiryBoard} className={SECONDARY_LINK}>
          1:1 문의하기
        </AppLink>
      </div>
    );
  }
  const view = deviceViewOf(obd);
  return (
    <div className="flex flex-col gap-4" data-testid={`obd-${view}`}>
      <ViewNotice view={view} obd={obd} status={status} />
      <DeviceFacts obd={obd} />
      {(view === "not-installed" || view === "removed") && (
        <InstallGuide title={view === "removed" ? "다시 연결하는 방법" : "단말기 설치 방법"} />
      )}
      {(view === "late-first-data" || view === "stale" || view === "removed") && <Checklist />}
      {view !== "receiving" && (
        <AppLink href={ROUTES.inquiryBoard} className={SECONDARY_LINK}>
          1:1 문의하기
        </AppLink>
      )}
    </div>
  );
}

function ViewNotice({ view, obd, status }: { view: DeviceView; obd: ObdInfo; status: MyServiceStatus | undefined }) {
  const last = daysSince(obd.lastDataDate);
  switch (view) {
    case "not-installed":
      return (
        <Notice tone="info" title={obd.deliveryStatus === "03" ? "단말기를 차량에 꽂아 주세요" : "단말기를 보내 드리고 있어요"}>
          {status ? <DeliveryProgress status={status} obd={obd} /> : <p>{obd.deliveryStatusNm ?? "배송 준비 중"}</p>}
        </Notice>
      );
    case "waiting-for-data":
      // No delivery in this period: the member kept the device of the earlier one (joining again), already in the car.
      if (obd.deliveryStatus === null)
        return (
          <Notice tone="info" title="단말기가 다시 연결되기를 기다리고 있어요" testId="obd-kept-device">
            <p>{`지난번에 쓰시던 단말기를 그대로 써요. 차량에 꽂힌 채로 10분 이상 주행하면 다시 연결되고, 보통 ${FIRST_DATA_EXPECTED_HOURS}시간 안에 데이터가 들어와요.`}</p>
          </Notice>
        );
      return (
        <Notice tone="info" title="아직 배터리 데이터가 들어오지 않았어요">
          <p>
            설치 후 10분 이상 주행하면 보통 {FIRST_DATA_EXPECTED_HOURS}시간 안에 첫 데이터가 들어와요. 그때부터 배터리 진단과 안전 알림이
            시작돼요.
          </p>
        </Notice>
      );
    case "late-first-data":
      return (
        <Notice tone="warning" title="설치한 지 하루가 넘었는데 데이터가 없어요">
          <p>단말기가 데이터를 보내지 못하고 있어요. 아래를 확인해 주세요. 그동안에는 배터리 이상 징후를 알려 드릴 수 없어요.</p>
        </Notice>
      );
    case "receiving":
      return (
        <Notice tone="ok" title="단말기가 정상적으로 연결되어 있어요">
          <p>마지막 데이터: {last === null ? "-" : relativeDay(last)}. 배터리 상태를 매일 확인하고 있어요.</p>
        </Notice>
      );
    case "stale":
      return (
        <Notice tone="warning" title="하루 넘게 데이터가 들어오지 않았어요">
          <p>
            마지막 데이터: {relativeDay(last ?? 0)}. 데이터가 다시 들어올 때까지 배터리 이상 징후를 알려 드릴 수 없어요. 아래를 확인해
            주세요.
          </p>
        </Notice>
      );
    case "removed":
      return (
        <Notice tone="warning" title="단말기 연결이 끊겼어요">
          <p>단말기가 차량에서 빠졌거나 연결이 끊겼어요. 다시 연결할 때까지 배터리 이상 징후를 알려 드릴 수 없어요.</p>
        </Notice>
      );
  }
}

/** What to check when data stop: the device seated, a drive, the phone's app. */
function Checklist() {
  return (
    <section aria-labelledby="obd-checklist-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="obd-checklist-title" className="text-base font-bold text-gray-900">
        이렇게 확인해 주세요
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-gray-800">
        <li>단말기가 OBD 단자에 끝까지 꽂혀 있고, 시동을 켜면 불빛이 들어오나요?</li>
        <li>최근에 10분 이상 주행했나요? 데이터는 주행과 충전 중에 모여요.</li>
        <li>휴대폰의 에버세이프 앱이 최신 버전이고, 블루투스와 위치 권한이 켜져 있나요?</li>
      </ul>
    </section>
  );
}

function DeviceFacts({ obd }: { obd: ObdInfo }) {
  const rows: [string, string][] = [
    ["상태", obd.obdStatusNm],
    ["차량 번호", obd.carNo ?? "-"],
    ["단말기 번호", obd.obdSerial ?? "-"],
    ["설치일", obd.installedDate ? formatKoreanDate(obd.installedDate) : "-"],
    ["마지막 데이터", obd.lastDataDate ? formatKoreanDate(obd.lastDataDate) : "아직 없음"],
  ];
  if (obd.trackingNo) rows.push(["배송", `${obd.courierNm ?? "택배"} ${groupedId(obd.trackingNo)}`]);
  return (
    <section aria-labelledby="obd-facts-title" className="@container rounded-2xl bg-gray-50 p-4">
      <h2 id="obd-facts-title" className="text-base font-bold text-gray-900">
        내 단말기
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1.5 text-sm @min-[16rem]:grid-cols-[6rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-gray-600">{k}</dt>
            <dd className="font-medium text-gray-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const TONE = {
  info: "bg-brand-50 text-brand-900",
  ok: "bg-green-50 text-green-900",
  warning: "bg-amber-50 text-amber-900",
} as const;

function Notice({ tone, title, testId, children }: { tone: keyof typeof TONE; title: string; testId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="obd-notice-title" className={`rounded-2xl p-4 text-sm leading-relaxed ${TONE[tone]}`} data-testid={testId}>
      <h2 id="obd-notice-title" className="mb-2 text-base font-bold">
        {tone === "warning" && <span aria-hidden="true">⚠️ </span>}
        {title}
      </h2>
      {children}
    </section>
  );
}
