import type { CarDetailModel } from "@evsafe/contract";
import type { ReactNode } from "react";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useScreenData } from "@/shared/screen-data";

/** The codes picked so far; a later level is cleared when an earlier one changes. */
export interface VehicleChoice {
  brandDcd: string | null;
  mdlDcd: string | null;
  dtlMdlDcd: string | null;
}

export const NO_VEHICLE: VehicleChoice = { brandDcd: null, mdlDcd: null, dtlMdlDcd: null };

export interface VehiclePickerProps {
  value: VehicleChoice;
  /** The new choice, and the detail model's catalogue entry once one is picked (battery, years, OBD support). */
  onChange: (choice: VehicleChoice, detail: CarDetailModel | null) => void;
  /** Marks the models and detail models the OBD device cannot read (the service sign-up); the trial shows none. */
  showObdSupport?: boolean;
}

const CARD =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-gray-300 bg-white px-3 py-2 text-gray-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600";

function Choice({
  name,
  value,
  checked,
  onPick,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <label className={CARD}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onPick} className="h-5 w-5 shrink-0 accent-brand-700" />
      <span className="flex min-w-0 flex-1 flex-col">{children}</span>
    </label>
  );
}

function Level({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-bold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const NOT_READ = <span className="text-sm font-semibold text-amber-800">OBD 단말기 미지원</span>;

/**
 * Brand → model → detail model of the API's vehicle catalogue (`common/car-brand`, `common/car-model`,
 * `common/car-dtl-mdl`), as three radio groups with the names a Korean owner knows (제조사 in Korean with the
 * English name, model, then the trim with its years and battery). Each level loads once the one before is picked.
 */
export function VehiclePicker({ value, onChange, showObdSupport = false }: VehiclePickerProps) {
  const brands = useScreenData("getCarBrands");
  const models = useScreenData("getCarModels", value.brandDcd ? { query: { brandDcd: value.brandDcd } } : null);
  const details = useScreenData("getCarDetailModels", value.mdlDcd ? { query: { mdlDcd: value.mdlDcd } } : null);

  return (
    <div className="flex flex-col gap-6">
      <Level legend="제조사">
        <AsyncContent
          state={brands}
          skeleton={<Skeleton className="h-40" />}
          loadingLabel="제조사 목록을 불러오는 중입니다"
          errorTitle="제조사 목록을 불러오지 못했어요"
        >
          {(list) => (
            <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
              {list.map((b) => (
                <Choice
                  key={b.brandDcd}
                  name="brand"
                  value={b.brandDcd}
                  checked={value.brandDcd === b.brandDcd}
                  onPick={() => onChange({ brandDcd: b.brandDcd, mdlDcd: null, dtlMdlDcd: null }, null)}
                >
                  <span className="font-semibold">{b.brandNm}</span>{" "}
                  <span className="text-xs text-gray-600">
                    {b.brandEngNm}
                    {b.isImport ? " · 수입" : ""}
                  </span>
                </Choice>
              ))}
            </div>
          )}
        </AsyncContent>
      </Level>

      {value.brandDcd && (
        <Level legend="모델">
          <AsyncContent
            state={models}
            skeleton={<Skeleton className="h-32" />}
            loadingLabel="모델 목록을 불러오는 중입니다"
            errorTitle="모델 목록을 불러오지 못했어요"
          >
            {(list) => (
              <div className="flex flex-col gap-2">
                {list.map((m) => (
                  <Choice
                    key={m.mdlDcd}
                    name="model"
                    value={m.mdlDcd}
                    checked={value.mdlDcd === m.mdlDcd}
                    onPick={() => onChange({ ...value, mdlDcd: m.mdlDcd, dtlMdlDcd: null }, null)}
                  >
                    <span className="font-semibold">{m.mdlNm}</span> <span className="text-xs text-gray-600">{m.carDivNm}</span>{" "}
                    {showObdSupport && !m.obdSupported && NOT_READ}
                  </Choice>
                ))}
              </div>
            )}
          </AsyncContent>
        </Level>
      )}

      {value.mdlDcd && (
        <Level legend="세부 모델">
          <AsyncContent
            state={details}
            skeleton={<Skeleton className="h-24" />}
            loadingLabel="세부 모델 목록을 불러오는 중입니다"
            errorTitle="세부 모델 목록을 불러오지 못했어요"
          >
            {(list) => (
              <div className="flex flex-col gap-2">
                {list.map((d) => (
                  <Choice
                    key={d.dtlMdlDcd}
                    name="detail-model"
                    value={d.dtlMdlDcd}
                    checked={value.dtlMdlDcd === d.dtlMdlDcd}
                    onPick={() => onChange({ ...value, dtlMdlDcd: d.dtlMdlDcd }, d)}
                  >
                    <span className="font-semibold">{d.dtlMdlNm}</span>{" "}
                    <span className="text-xs text-gray-600">
                      {d.yearText} · 배터리 {d.batteryCapacityKwh}kWh · {d.chemistryNm}
                    </span>{" "}
                    {showObdSupport && !d.obdSupported && NOT_READ}
                  </Choice>
                ))}
              </div>
            )}
          </AsyncContent>
        </Level>
      )}
    </div>
  );
}
