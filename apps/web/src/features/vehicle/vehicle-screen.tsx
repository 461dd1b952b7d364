import { chargingAdvice } from "@evsafe/contract/advice";
import { CHEMISTRY_LABEL, findDetailModel } from "@evsafe/contract/vehicle-catalog";
import type { MainInfo } from "@evsafe/contract";
import { carBatteryOf } from "@/domain/car-battery";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { BackButton } from "@/shared/ui/back-button";
import { Skeleton } from "@/shared/ui/states";
import { useCarInfo } from "./api";

/** Korea's public recall search (국토교통부 자동차리콜센터, car.go.kr), where a driver looks up their own car. */
const RECALL_SEARCH = "자동차리콜센터";

/**
 * /vehicle (내 차와 배터리, from the menu): the member's car as main/info names it, its battery's chemistry and
 * capacity, the battery-fire recalls of its detail model from the catalogue, and the charging advice for this pack
 * from the contract's advice table (chemistry, recall, level), the same sentences /driving's coaching uses.
 */
export function VehicleScreen() {
  return (
    <AppScreen title="내 차와 배터리" tab="menu" back={<BackButton fallback={SESSION_ROUTES.menu} />}>
      <ServiceGate skeleton={<Skeleton className="h-72" />}>{() => <VehicleRead />}</ServiceGate>
    </AppScreen>
  );
}

function VehicleRead() {
  return (
    <AsyncContent
      state={useCarInfo()}
      skeleton={<Skeleton className="h-72" />}
      loadingLabel="차량 정보를 불러오는 중입니다"
      errorTitle="차량 정보를 불러오지 못했어요"
      empty={{
        when: (info) => info.vehicle === null,
        title: "등록된 차량이 없어요",
        message: "서비스에 차량을 등록하면 배터리 종류와 리콜 정보, 충전 안내를 볼 수 있어요.",
      }}
    >
      {(info) => <VehicleDetails info={info} />}
    </AsyncContent>
  );
}

function VehicleDetails({ info }: { info: MainInfo }) {
  const vehicle = info.vehicle!;
  const model = findDetailModel(vehicle.dtlMdlDcd);
  const battery = carBatteryOf(info);
  const advice = chargingAdvice({ ...battery, context: "daily" });
  return (
    <>
      <section aria-labelledby="car-title" className="rounded-2xl border border-gray-200 p-4" data-testid="vehicle-card">
        <h2 id="car-title" className="text-lg font-bold text-gray-900">
          {vehicle.brandNm} {vehicle.dtlMdlNm}
        </h2>
        <p className="mt-0.5 text-sm text-gray-600">
          {vehicle.carNo} · {vehicle.modelYear}년식
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-600">배터리 종류</dt>
          <dd className="font-semibold text-gray-900" data-testid="chemistry">
            {model ? CHEMISTRY_LABEL[model.chemistry] : "확인되지 않음"}
          </dd>
          <dt className="text-gray-600">배터리 용량</dt>
          <dd className="font-semibold text-gray-900">{formatNumber(vehicle.batteryCapacityKwh)}kWh</dd>
          <dt className="text-gray-600">누적 주행거리</dt>
          <dd className="font-semibold text-gray-900">{formatNumber(vehicle.odometerKm, 0)}km</dd>
        </dl>
      </section>

      <section aria-labelledby="recall-title" className="rounded-2xl border border-gray-200 p-4" data-testid="recalls">
        <h2 id="recall-title" className="text-base font-bold text-gray-900">
          배터리 화재 리콜
        </h2>
        {!model ? (
          <p className="mt-2 text-sm leading-relaxed text-gray-700">
            이 차종의 리콜 기록을 확인하지 못했어요. {RECALL_SEARCH}에서 내 차를 조회해 보세요.
          </p>
        ) : model.batteryRecalls.length === 0 ? (
          <p className="mt-2 text-sm leading-relaxed text-gray-700">
            저희가 확인한 범위에서는 이 차종의 배터리 화재 리콜 기록이 없어요. 리콜은 새로 발표될 수 있으니 {RECALL_SEARCH}에서 내 차를
            조회해 보세요.
          </p>
        ) : (
          <>
            <ul className="mt-2 flex flex-col gap-2">
              {model.batteryRecalls.map((recall) => (
                <li
                  key={`${recall.year}-${recall.description}`}
                  className="rounded-xl bg-amber-50 px-3 py-2 text-sm leading-relaxed text-gray-900"
                >
                  <span className="font-semibold">{recall.year}년</span> · {recall.description}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm leading-relaxed text-gray-700">
              내 차가 대상인지, 조치를 받았는지는 {RECALL_SEARCH}에서 조회하거나 브랜드 서비스센터에 문의하세요.
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="advice-title" className="rounded-2xl border border-gray-200 p-4" data-testid="charging-advice">
        <h2 id="advice-title" className="text-base font-bold text-gray-900">
          이 배터리의 충전 안내
        </h2>
        {advice.dailyMaxPct !== null && (
          <p className="mt-1 text-sm text-gray-700">
            평소 충전 한도 <span className="font-bold text-gray-900">{advice.dailyMaxPct}%</span>
          </p>
        )}
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-gray-800">
          {advice.sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
