import { DELIVERY, OBD_STATUS } from "@evsafe/contract/constants/device";
import type { MyServiceStatus, ObdInfo } from "@evsafe/contract";
import type { MouseEvent } from "react";
import { formatKoreanDate } from "@/shared/format";
import { groupedId } from "@/shared/format-id";

type Step = { key: string; label: string; detail: string | null; state: "done" | "current" | "todo" };

const isInstalled = (obd: MyServiceStatus["obdStatus"]) => obd === OBD_STATUS.INSTALLED_OK || obd === OBD_STATUS.INSTALLED_EMPTY_DATA;

/**
 * The four steps from application to the first data (SPEC §4 delivery 01–03 and OBD status), from the status
 * the API reports. Pure, so the order of the steps is tested without rendering.
 */
export function applicationSteps(status: Pick<MyServiceStatus, "deliveryStatus" | "deliveryStatusLabel" | "obdStatus">): Step[] {
  const delivered = status.deliveryStatus === DELIVERY.DELIVERED;
  const installed = isInstalled(status.obdStatus);
  const collecting = status.obdStatus === OBD_STATUS.INSTALLED_OK;
  const deliveryDetail = status.deliveryStatusLabel ?? "배송 준비 전";
  const raw: Array<Omit<Step, "state"> & { done: boolean }> = [
    { key: "applied", label: "서비스 신청 완료", detail: null, done: true },
    { key: "delivery", label: "단말기 배송", detail: deliveryDetail, done: delivered || installed },
    {
      key: "install",
      label: "차량에 단말기 설치",
      detail: installed ? "설치 완료" : "배송받은 단말기를 차량 OBD 단자에 꽂아 주세요",
      done: installed,
    },
    {
      key: "data",
      label: "배터리 데이터 수집",
      detail: collecting ? "정상 수집중" : "설치 후 주행하면 자동으로 시작돼요",
      done: collecting,
    },
  ];
  const firstOpen = raw.findIndex((s) => !s.done);
  return raw.map(({ done, ...s }, i) => ({ ...s, state: done ? "done" : i === firstOpen ? "current" : "todo" }));
}

const DOT: Record<Step["state"], string> = {
  done: "bg-brand-600 text-white",
  current: "border-2 border-brand-600 bg-white text-brand-700",
  todo: "border border-gray-300 bg-white text-gray-400",
};
const STATE_TEXT: Record<Step["state"], string> = { done: "완료", current: "진행 중", todo: "대기" };

/** Progress of an application (status 01): delivery, installation, first data; courier and tracking number when known. */
export function DeliveryProgress({ status, obd }: { status: MyServiceStatus; obd?: ObdInfo }) {
  const steps = applicationSteps(status);
  const tracking = obd?.trackingNo ? `${obd.courierNm ?? "택배"} ${groupedId(obd.trackingNo)}` : null;
  return (
    <div>
      <ol className="flex flex-col gap-3" aria-label="서비스 신청 진행 상황">
        {steps.map((step, i) => (
          <li key={step.key} className="flex items-start gap-3" aria-current={step.state === "current" ? "step" : undefined}>
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${DOT[step.state]}`}
            >
              {step.state === "done" ? "✓" : i + 1}
            </span>
            <div className="min-w-0">
              <p className={`text-sm font-semibold ${step.state === "todo" ? "text-gray-500" : "text-gray-900"}`}>
                {step.label} <span className="sr-only">({STATE_TEXT[step.state]})</span>
              </p>
              {step.detail && <p className="text-xs leading-relaxed text-gray-600">{step.detail}</p>}
            </div>
          </li>
        ))}
      </ol>
      {tracking && (
        <div className="mt-4 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700" data-testid="delivery-tracking">
          <p>
            운송장 번호: <span className="font-semibold text-gray-900">{tracking}</span>
          </p>
          {obd?.expectedDeliveryDate && (
            <p className="mt-1">
              도착 예정일: <span className="font-semibold text-gray-900">{formatKoreanDate(obd.expectedDeliveryDate)}</span>
            </p>
          )}
          {obd?.trackingUrl && <TrackingLink url={obd.trackingUrl} carrier={obd.courierNm ?? "택배사"} />}
        </div>
      )}
    </div>
  );
}

/**
 * The carrier's tracking page for the waybill: a real link (long-press, screen readers), opened outside the app the way
 * every outside link is (the shell's `link.open`, a new tab in a browser).
 */
function TrackingLink({ url, carrier }: { url: string; carrier: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import("@/shared/open-outside").then((m) => m.openOutside(url));
  };
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      {carrier}에서 배송 조회
    </a>
  );
}
