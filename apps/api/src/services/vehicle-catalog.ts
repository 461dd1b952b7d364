import { eq } from "drizzle-orm";
import {
  CAR_BRANDS,
  CAR_DETAIL_MODELS,
  CAR_DIV_DESCRIPTION,
  CAR_DIV_LABEL,
  CAR_MODELS,
  CHEMISTRY_LABEL,
  findBrand,
  findDetailModel,
  findModel,
  isValidCarNo,
  normalizeCarNo,
  type CarBrand,
  type CarDetailModel,
  type CarDiv,
  type CarDivCd,
  type CarModel,
  type CarSupport,
  type CatalogDetailModel,
} from "@evsafe/contract";
import { vehicles } from "../db/schema/core";
import type { Deps } from "../http/context";
import { badRequest, notFound } from "../http/errors";

/** Vehicle catalogue lookups (static data from the contract) and plate checks against `vehicles`. */

export function listBrands(): CarBrand[] {
  return CAR_BRANDS.map((b) => ({ ...b, modelCount: CAR_MODELS.filter((m) => m.brandDcd === b.brandDcd).length }));
}

const modelSupported = (mdlDcd: string) => CAR_DETAIL_MODELS.some((x) => x.mdlDcd === mdlDcd && x.obdSupported);

export function listModels(brandDcd: string): CarModel[] {
  const code = brandDcd.trim().toUpperCase();
  if (!findBrand(code)) throw notFound("등록되지 않은 제조사 코드입니다. 제조사 목록에서 다시 선택해 주세요.");
  return CAR_MODELS.filter((m) => m.brandDcd === code).map((m) => ({
    ...m,
    carDivNm: CAR_DIV_LABEL[m.carDivCd],
    obdSupported: modelSupported(m.mdlDcd),
  }));
}

export function toDetailModel(x: CatalogDetailModel): CarDetailModel {
  return {
    ...x,
    chemistryNm: CHEMISTRY_LABEL[x.chemistry],
    yearText: x.yearTo === null ? `${x.yearFrom}년~` : `${x.yearFrom}~${x.yearTo}년`,
  };
}

export function listDetailModels(mdlDcd: string): CarDetailModel[] {
  const code = mdlDcd.trim().toUpperCase();
  if (!findModel(code)) throw notFound("등록되지 않은 차량 모델 코드입니다. 모델 목록에서 다시 선택해 주세요.");
  return CAR_DETAIL_MODELS.filter((x) => x.mdlDcd === code).map(toDetailModel);
}

export function listCarDivisions(): CarDiv[] {
  return (Object.keys(CAR_DIV_LABEL) as CarDivCd[]).map((c) => ({
    carDivCd: c,
    carDivNm: CAR_DIV_LABEL[c],
    description: CAR_DIV_DESCRIPTION[c],
  }));
}

/** A detail model by code or a Korean 404. */
export function requireDetailModel(dtlMdlDcd: string): CatalogDetailModel {
  const m = findDetailModel(dtlMdlDcd.trim().toUpperCase());
  if (!m) throw notFound("등록되지 않은 세부 모델 코드입니다. 차량 모델을 다시 선택해 주세요.");
  return m;
}

/** The plate normalised, or a Korean 400 when it is not a Korean number plate. */
export function requireCarNo(carNo: string): string {
  const n = normalizeCarNo(carNo);
  if (!isValidCarNo(n)) {
    throw badRequest("차량 번호 형식이 올바르지 않습니다. 예: 12가3456, 123가4567, 서울12가3456");
  }
  return n;
}

/** Owner of a registered plate (compared without spaces), or null. */
async function plateOwner(deps: Deps, carNo: string): Promise<number | null> {
  const rows = await deps.db.select({ userNo: vehicles.userNo, carNo: vehicles.carNo }).from(vehicles).where(eq(vehicles.carNo, carNo));
  if (rows[0]) return rows[0].userNo;
  return null;
}

export async function carNoExists(deps: Deps, userNo: number, rawCarNo: string) {
  const carNo = requireCarNo(rawCarNo);
  const owner = await plateOwner(deps, carNo);
  return { result: owner !== null, carNo, registeredByMe: owner !== null && owner === userNo };
}

export async function carSupport(deps: Deps, rawCarNo: string, dtlMdlDcd: string): Promise<CarSupport> {
  const carNo = requireCarNo(rawCarNo);
  const m = requireDetailModel(dtlMdlDcd);
  const alreadyRegistered = (await plateOwner(deps, carNo)) !== null;
  const base = { carNo, dtlMdlDcd: m.dtlMdlDcd, dtlMdlNm: m.dtlMdlNm, obdSupported: m.obdSupported, alreadyRegistered };
  if (!m.obdSupported) {
    return {
      ...base,
      result: false,
      reasonCode: "UNSUPPORTED_MODEL",
      reason: `${m.dtlMdlNm}은(는) 아직 OBD 단말기로 배터리 데이터를 읽을 수 없는 차량입니다. 지원 차종이 늘어나면 알려 드릴게요.`,
    };
  }
  if (alreadyRegistered) {
    return {
      ...base,
      result: false,
      reasonCode: "ALREADY_REGISTERED",
      reason: "이미 서비스에 등록된 차량 번호입니다. 본인 차량이라면 고객센터로 문의해 주세요.",
    };
  }
  return {
    ...base,
    result: true,
    reasonCode: "SUPPORTED",
    reason: `${m.dtlMdlNm}은(는) 배터리 안전 진단 서비스를 이용할 수 있는 차량입니다.`,
  };
}
