import { z } from "zod";
import { defineCall } from "../define";
import { Str } from "../schemas";

// Calls of the 'vehicle' area (SPEC §7 "Vehicle"): the vehicle catalogue pickers and the plate / OBD support checks.
// The catalogue itself is static data in ../vehicle-catalog.ts (re-exported here). See docs/diagnosis.md.
export * from "../vehicle-catalog";

export const CarBrandSchema = z.object({
  brandDcd: z.string(),
  brandNm: z.string(),
  brandEngNm: z.string(),
  isImport: z.boolean(),
  /** Number of models of the brand in the catalogue. */
  modelCount: z.number().int(),
});
export type CarBrand = z.infer<typeof CarBrandSchema>;

export const CarModelSchema = z.object({
  brandDcd: z.string(),
  mdlDcd: z.string(),
  mdlNm: z.string(),
  carDivCd: z.string(),
  carDivNm: z.string(),
  /** True when at least one detail model is supported by the OBD dongle. */
  obdSupported: z.boolean(),
});
export type CarModel = z.infer<typeof CarModelSchema>;

export const CarDetailModelSchema = z.object({
  mdlDcd: z.string(),
  dtlMdlDcd: z.string(),
  dtlMdlNm: z.string(),
  batteryCapacityKwh: z.number(),
  cellCount: z.number().int(),
  moduleCount: z.number().int(),
  chemistry: z.enum(["NCM", "LFP"]),
  chemistryNm: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int().nullable(),
  /** `2021년~`, `2018~2022년`. */
  yearText: z.string(),
  ratedEfficiencyKmPerKwh: z.number(),
  obdSupported: z.boolean(),
});
export type CarDetailModel = z.infer<typeof CarDetailModelSchema>;

export const CarDivSchema = z.object({ carDivCd: z.string(), carDivNm: z.string(), description: z.string() });
export type CarDiv = z.infer<typeof CarDivSchema>;

/** Plate in a path or query: spaces allowed (`12가 3456`), the format is checked by the service (Korean 400). */
export const CarNoSchema = Str(20);

export const CarExistsSchema = z.object({
  result: z.boolean(),
  /** The plate as stored (spaces removed). */
  carNo: z.string(),
  /** True when the caller registered this plate themselves. */
  registeredByMe: z.boolean(),
});

export const CarSupportSchema = z.object({
  result: z.boolean(),
  /** `SUPPORTED`, `UNSUPPORTED_MODEL`, `ALREADY_REGISTERED`. */
  reasonCode: z.enum(["SUPPORTED", "UNSUPPORTED_MODEL", "ALREADY_REGISTERED"]),
  /** Korean sentence for the screen. */
  reason: z.string(),
  carNo: z.string(),
  dtlMdlDcd: z.string(),
  dtlMdlNm: z.string(),
  obdSupported: z.boolean(),
  alreadyRegistered: z.boolean(),
});
export type CarSupport = z.infer<typeof CarSupportSchema>;

export const vehicleCalls = {
  getCarBrands: defineCall({
    method: "GET",
    path: "common/car-brand",
    auth: "public",
    summary: "전기차 제조사(브랜드) 목록",
    response: z.array(CarBrandSchema),
  }),
  getCarModels: defineCall({
    method: "GET",
    path: "common/car-model",
    auth: "public",
    summary: "브랜드별 차량 모델 목록 (없는 브랜드는 404)",
    query: z.object({ brandDcd: Str(20) }),
    response: z.array(CarModelSchema),
  }),
  getCarDetailModels: defineCall({
    method: "GET",
    path: "common/car-dtl-mdl",
    auth: "public",
    summary: "모델별 세부 모델 목록: 배터리 용량·셀 수·화학 조성·OBD 지원 여부 (없는 모델은 404)",
    query: z.object({ mdlDcd: Str(20) }),
    response: z.array(CarDetailModelSchema),
  }),
  getCarDivisions: defineCall({
    method: "GET",
    path: "common/car-div-cd",
    auth: "public",
    summary: "차종 구분 코드 목록 (승용·SUV·화물·경차)",
    response: z.array(CarDivSchema),
  }),
  existsCarInfo: defineCall({
    method: "GET",
    path: "car-info/{id}/exists",
    auth: "user",
    summary: "차량 번호가 이미 등록되어 있는지 확인 (번호 형식 오류는 400)",
    params: z.object({ id: CarNoSchema }),
    response: CarExistsSchema,
  }),
  isCarSupported: defineCall({
    method: "GET",
    path: "auth/car/is-support",
    auth: "public",
    summary: "OBD 단말기 지원 차량인지와 차량 번호 중복 여부 확인",
    query: z.object({ carNo: CarNoSchema, strDtlMdlDcd: Str(20) }),
    response: CarSupportSchema,
  }),
};
