/**
 * Vehicle catalogue of the Korean EV market: brands, models and detail models (세부 모델) with the battery
 * facts the diagnosis needs (capacity, cells, modules, chemistry) and whether our OBD dongle reads them.
 * Naturally static data: the web shows it in the vehicle pickers, the API validates codes against it.
 * Codes (`brandDcd`, `mdlDcd`, `dtlMdlDcd`) are stable; the demo vehicles (seed/accounts.ts) use
 * HYUNDAI/IONIQ5/IONIQ5_LR_2WD, HYUNDAI/KONA_EV/KONA_EV_LR_2019, KIA/EV6/EV6_LR_2WD, KIA/EV3/EV3_LR,
 * KIA/NIRO_EV/NIRO_EV_2020 and TESLA/MODEL_Y/MODEL_Y_RWD.
 */

/** Car division (차종 구분) codes, `common/car-div-cd`. */
export const CAR_DIV = {
  PASSENGER: "01",
  SUV: "02",
  TRUCK: "03",
  LIGHT: "04",
} as const;
export type CarDivCd = (typeof CAR_DIV)[keyof typeof CAR_DIV];
export const CAR_DIV_LABEL: Record<CarDivCd, string> = { "01": "승용", "02": "SUV", "03": "화물", "04": "경차" };
export const CAR_DIV_DESCRIPTION: Record<CarDivCd, string> = {
  "01": "세단·해치백 등 일반 승용차",
  "02": "SUV·CUV 등 레저용 차량",
  "03": "1톤 트럭 등 화물차",
  "04": "배기량 기준 경형에 해당하는 소형차",
};

/**
 * Cell chemistry: nickel-cobalt-manganese or lithium iron phosphate (docs/thresholds.md "Catalogue: chemistry and
 * recalls" gives the source of each detail model's). A nickel pack of the NCA family would be charged like NCM; no
 * catalogue car is recorded as NCA, so the type has no such value.
 */
export type Chemistry = "NCM" | "LFP";
export const CHEMISTRY_LABEL: Record<Chemistry, string> = { NCM: "삼원계(NCM)", LFP: "리튬인산철(LFP)" };

export interface CatalogBrand {
  brandDcd: string;
  brandNm: string;
  brandEngNm: string;
  /** Imported brand (수입) or domestic (국산). */
  isImport: boolean;
  /**
   * The brand's customer/service-centre number as the brand publishes it (docs/thresholds.md lists where each comes
   * from; check before production). Absent when not confirmed: screens then name no number.
   */
  serviceCenterTel?: string;
}

/** A battery recall of a detail model that concerns battery fire (docs/thresholds.md gives the source of each). */
export interface BatteryRecall {
  /** Year the recall was announced in Korea. */
  year: number;
  /** Short Korean description for the screen: what the risk is and what the recall does. */
  description: string;
}

export interface CatalogModel {
  brandDcd: string;
  mdlDcd: string;
  mdlNm: string;
  carDivCd: CarDivCd;
}

export interface CatalogDetailModel {
  mdlDcd: string;
  dtlMdlDcd: string;
  dtlMdlNm: string;
  batteryCapacityKwh: number;
  cellCount: number;
  moduleCount: number;
  chemistry: Chemistry;
  /** First model year; `yearTo` null while still on sale. */
  yearFrom: number;
  yearTo: number | null;
  /** Rated combined efficiency (복합 전비), km/kWh. */
  ratedEfficiencyKmPerKwh: number;
  /** Whether our OBD dongle reads this model's battery data (cell voltages, module temperatures, insulation). */
  obdSupported: boolean;
  /** Korean recalls of this detail model for battery-fire risk; empty when none is recorded. */
  batteryRecalls: readonly BatteryRecall[];
}

export const CAR_BRANDS: readonly CatalogBrand[] = [
  { brandDcd: "HYUNDAI", brandNm: "현대", brandEngNm: "Hyundai", isImport: false, serviceCenterTel: "080-600-6000" },
  { brandDcd: "KIA", brandNm: "기아", brandEngNm: "Kia", isImport: false, serviceCenterTel: "080-200-2000" },
  { brandDcd: "GENESIS", brandNm: "제네시스", brandEngNm: "Genesis", isImport: false, serviceCenterTel: "080-700-6000" },
  { brandDcd: "KGM", brandNm: "KGM", brandEngNm: "KG Mobility", isImport: false, serviceCenterTel: "080-500-5582" },
  { brandDcd: "CHEVROLET", brandNm: "쉐보레", brandEngNm: "Chevrolet", isImport: false, serviceCenterTel: "080-3000-5000" },
  { brandDcd: "TESLA", brandNm: "테슬라", brandEngNm: "Tesla", isImport: true },
  { brandDcd: "BMW", brandNm: "BMW", brandEngNm: "BMW", isImport: true, serviceCenterTel: "080-269-2200" },
  { brandDcd: "BENZ", brandNm: "메르세데스-벤츠", brandEngNm: "Mercedes-Benz", isImport: true, serviceCenterTel: "080-001-1886" },
  { brandDcd: "VOLVO", brandNm: "볼보", brandEngNm: "Volvo", isImport: true, serviceCenterTel: "1588-1777" },
];

export const CAR_MODELS: readonly CatalogModel[] = [
  { brandDcd: "HYUNDAI", mdlDcd: "IONIQ5", mdlNm: "아이오닉 5", carDivCd: "02" },
  { brandDcd: "HYUNDAI", mdlDcd: "IONIQ6", mdlNm: "아이오닉 6", carDivCd: "01" },
  { brandDcd: "HYUNDAI", mdlDcd: "IONIQ9", mdlNm: "아이오닉 9", carDivCd: "02" },
  { brandDcd: "HYUNDAI", mdlDcd: "KONA_EV", mdlNm: "코나 일렉트릭", carDivCd: "02" },
  { brandDcd: "HYUNDAI", mdlDcd: "CASPER_EV", mdlNm: "캐스퍼 일렉트릭", carDivCd: "04" },
  { brandDcd: "HYUNDAI", mdlDcd: "PORTER2_EV", mdlNm: "포터 II 일렉트릭", carDivCd: "03" },
  { brandDcd: "KIA", mdlDcd: "EV6", mdlNm: "EV6", carDivCd: "02" },
  { brandDcd: "KIA", mdlDcd: "EV3", mdlNm: "EV3", carDivCd: "02" },
  { brandDcd: "KIA", mdlDcd: "EV9", mdlNm: "EV9", carDivCd: "02" },
  { brandDcd: "KIA", mdlDcd: "NIRO_EV", mdlNm: "니로 EV", carDivCd: "02" },
  { brandDcd: "KIA", mdlDcd: "RAY_EV", mdlNm: "레이 EV", carDivCd: "04" },
  { brandDcd: "KIA", mdlDcd: "BONGO3_EV", mdlNm: "봉고 III EV", carDivCd: "03" },
  { brandDcd: "GENESIS", mdlDcd: "GV60", mdlNm: "GV60", carDivCd: "02" },
  { brandDcd: "GENESIS", mdlDcd: "GV70_EV", mdlNm: "GV70 전동화 모델", carDivCd: "02" },
  { brandDcd: "GENESIS", mdlDcd: "G80_EV", mdlNm: "G80 전동화 모델", carDivCd: "01" },
  { brandDcd: "KGM", mdlDcd: "TORRES_EVX", mdlNm: "토레스 EVX", carDivCd: "02" },
  { brandDcd: "CHEVROLET", mdlDcd: "BOLT_EV", mdlNm: "볼트 EV", carDivCd: "01" },
  { brandDcd: "CHEVROLET", mdlDcd: "BOLT_EUV", mdlNm: "볼트 EUV", carDivCd: "02" },
  { brandDcd: "TESLA", mdlDcd: "MODEL_3", mdlNm: "모델 3", carDivCd: "01" },
  { brandDcd: "TESLA", mdlDcd: "MODEL_Y", mdlNm: "모델 Y", carDivCd: "02" },
  { brandDcd: "BMW", mdlDcd: "IX3", mdlNm: "iX3", carDivCd: "02" },
  { brandDcd: "BMW", mdlDcd: "I4", mdlNm: "i4", carDivCd: "01" },
  { brandDcd: "BENZ", mdlDcd: "EQA", mdlNm: "EQA", carDivCd: "02" },
  { brandDcd: "BENZ", mdlDcd: "EQE", mdlNm: "EQE", carDivCd: "01" },
  { brandDcd: "VOLVO", mdlDcd: "EX30", mdlNm: "EX30", carDivCd: "02" },
];

const d = (
  mdlDcd: string,
  dtlMdlDcd: string,
  dtlMdlNm: string,
  batteryCapacityKwh: number,
  cellCount: number,
  moduleCount: number,
  chemistry: Chemistry,
  yearFrom: number,
  yearTo: number | null,
  ratedEfficiencyKmPerKwh: number,
  obdSupported = true,
  batteryRecalls: readonly BatteryRecall[] = [],
): CatalogDetailModel => ({
  mdlDcd,
  dtlMdlDcd,
  dtlMdlNm,
  batteryCapacityKwh,
  cellCount,
  moduleCount,
  chemistry,
  yearFrom,
  yearTo,
  ratedEfficiencyKmPerKwh,
  obdSupported,
  batteryRecalls,
});

/** The first-generation Kona Electric (built 2017–2020, LG Chem cells): the 2020 BMS recall and the 2021 pack replacement. */
const KONA_RECALLS: readonly BatteryRecall[] = [
  {
    year: 2020,
    description: "배터리 화재 위험으로 배터리 관리 시스템을 업데이트하고 이상이 있으면 배터리를 교체한 리콜",
  },
  { year: 2021, description: "배터리 셀 내부 손상에 따른 화재 위험으로 고전압 배터리 시스템 전체를 교체한 리콜" },
];
/** Chevrolet Bolt EV/EUV (LG cells): the 2021 Korean recall replacing the battery modules for fire risk. */
const BOLT_RECALLS: readonly BatteryRecall[] = [
  { year: 2021, description: "배터리 셀 제조 결함에 따른 화재 위험으로 배터리 모듈을 교체한 리콜" },
];

export const CAR_DETAIL_MODELS: readonly CatalogDetailModel[] = [
  d("IONIQ5", "IONIQ5_SR_2WD", "아이오닉 5 스탠다드 2WD", 58, 144, 24, "NCM", 2021, null, 5.2),
  d("IONIQ5", "IONIQ5_LR_2WD", "아이오닉 5 롱레인지 2WD", 77.4, 180, 30, "NCM", 2021, null, 5.1),
  d("IONIQ5", "IONIQ5_LR_AWD", "아이오닉 5 롱레인지 AWD", 77.4, 180, 30, "NCM", 2021, null, 4.7),
  d("IONIQ5", "IONIQ5_N", "아이오닉 5 N", 84, 192, 32, "NCM", 2024, null, 3.9),
  d("IONIQ6", "IONIQ6_SR_2WD", "아이오닉 6 스탠다드 2WD", 53, 144, 24, "NCM", 2022, null, 6.0),
  d("IONIQ6", "IONIQ6_LR_2WD", "아이오닉 6 롱레인지 2WD", 77.4, 192, 32, "NCM", 2022, null, 6.2),
  d("IONIQ6", "IONIQ6_LR_AWD", "아이오닉 6 롱레인지 AWD", 77.4, 192, 32, "NCM", 2022, null, 5.1),
  d("IONIQ9", "IONIQ9_LR_2WD", "아이오닉 9 항속형 2WD", 110.3, 264, 44, "NCM", 2025, null, 4.3),
  d("IONIQ9", "IONIQ9_LR_AWD", "아이오닉 9 항속형 AWD", 110.3, 264, 44, "NCM", 2025, null, 4.1),
  d("KONA_EV", "KONA_EV_SR_2019", "코나 일렉트릭 기본형 (1세대)", 39.2, 98, 5, "NCM", 2018, 2022, 5.6, true, KONA_RECALLS),
  d("KONA_EV", "KONA_EV_LR_2019", "코나 일렉트릭 항속형 (1세대)", 64, 98, 5, "NCM", 2018, 2022, 5.6, true, KONA_RECALLS),
  d("KONA_EV", "KONA_EV_SX2_LR", "디 올 뉴 코나 일렉트릭 롱레인지", 64.8, 96, 4, "NCM", 2023, null, 5.5),
  d("CASPER_EV", "CASPER_EV_LR", "캐스퍼 일렉트릭 인스퍼레이션", 49, 120, 20, "NCM", 2024, null, 5.6),
  d("PORTER2_EV", "PORTER2_EV_STD", "포터 II 일렉트릭", 58.8, 180, 30, "NCM", 2019, 2023, 3.1),
  d("PORTER2_EV", "PORTER2_EV_LFP", "포터 II 일렉트릭 (2024년~)", 58.8, 180, 30, "LFP", 2024, null, 3.1, false),
  d("EV6", "EV6_SR_2WD", "EV6 스탠다드 2WD", 58, 144, 24, "NCM", 2021, null, 5.5),
  d("EV6", "EV6_LR_2WD", "EV6 롱레인지 2WD", 77.4, 192, 32, "NCM", 2021, null, 5.6),
  d("EV6", "EV6_LR_AWD", "EV6 롱레인지 AWD", 77.4, 192, 32, "NCM", 2021, null, 4.9),
  d("EV6", "EV6_GT", "EV6 GT", 77.4, 192, 32, "NCM", 2022, null, 4.0),
  d("EV3", "EV3_SR", "EV3 스탠다드", 58.3, 128, 16, "NCM", 2024, null, 5.6),
  d("EV3", "EV3_LR", "EV3 롱레인지", 81.4, 176, 22, "NCM", 2024, null, 5.4),
  d("EV9", "EV9_LR_2WD", "EV9 롱레인지 2WD", 99.8, 264, 44, "NCM", 2023, null, 4.2),
  d("EV9", "EV9_LR_AWD", "EV9 롱레인지 AWD", 99.8, 264, 44, "NCM", 2023, null, 4.0),
  d("NIRO_EV", "NIRO_EV_2020", "니로 EV (1세대)", 64, 98, 5, "NCM", 2018, 2021, 5.3),
  d("NIRO_EV", "NIRO_EV_SG2", "디 올 뉴 니로 EV", 64.8, 96, 4, "NCM", 2022, null, 5.3),
  d("RAY_EV", "RAY_EV_2023", "더 기아 레이 EV", 35.2, 116, 1, "LFP", 2023, null, 5.1),
  d("BONGO3_EV", "BONGO3_EV_STD", "봉고 III EV", 58.8, 180, 30, "NCM", 2020, 2023, 3.1),
  d("BONGO3_EV", "BONGO3_EV_LFP", "봉고 III EV (2024년~)", 58.8, 180, 30, "LFP", 2024, null, 3.1, false),
  d("GV60", "GV60_STD_2WD", "GV60 스탠다드 2WD", 77.4, 192, 32, "NCM", 2021, null, 5.1),
  d("GV60", "GV60_PERF_AWD", "GV60 퍼포먼스 AWD", 77.4, 192, 32, "NCM", 2021, null, 4.1),
  d("GV70_EV", "GV70_EV_AWD", "GV70 전동화 모델 AWD", 77.4, 192, 32, "NCM", 2022, null, 4.6),
  d("G80_EV", "G80_EV_AWD", "G80 전동화 모델 AWD", 87.2, 192, 32, "NCM", 2021, null, 4.3),
  d("TORRES_EVX", "TORRES_EVX_2WD", "토레스 EVX 2WD", 73.4, 120, 1, "LFP", 2023, null, 4.8),
  d("BOLT_EV", "BOLT_EV_2017", "볼트 EV", 66, 288, 10, "NCM", 2017, 2023, 5.4, true, BOLT_RECALLS),
  d("BOLT_EUV", "BOLT_EUV_2021", "볼트 EUV", 65, 288, 10, "NCM", 2021, 2023, 5.4, true, BOLT_RECALLS),
  d("MODEL_3", "MODEL_3_RWD", "모델 3 RWD", 60, 106, 4, "LFP", 2021, null, 5.7),
  d("MODEL_3", "MODEL_3_LR", "모델 3 롱레인지 AWD", 75, 4416, 4, "NCM", 2019, null, 5.0, false),
  d("MODEL_Y", "MODEL_Y_RWD", "모델 Y RWD", 60, 108, 4, "LFP", 2023, null, 5.4),
  d("MODEL_Y", "MODEL_Y_LR", "모델 Y 롱레인지 AWD", 75, 4416, 4, "NCM", 2021, null, 4.8, false),
  d("IX3", "IX3_M_SPORT", "iX3 M 스포츠", 80, 188, 10, "NCM", 2021, null, 4.4, false),
  d("I4", "I4_EDRIVE40", "i4 eDrive40", 83.9, 288, 12, "NCM", 2022, null, 4.8, false),
  d("EQA", "EQA_250", "EQA 250", 66.5, 200, 5, "NCM", 2021, null, 4.2, false),
  d("EQE", "EQE_350_PLUS", "EQE 350+", 90.6, 360, 12, "NCM", 2022, null, 4.6, false),
  d("EX30", "EX30_SINGLE_ER", "EX30 싱글 모터 익스텐디드 레인지", 69, 110, 1, "NCM", 2024, null, 4.8, false),
];

export const findBrand = (brandDcd: string) => CAR_BRANDS.find((b) => b.brandDcd === brandDcd);
export const findModel = (mdlDcd: string) => CAR_MODELS.find((m) => m.mdlDcd === mdlDcd);
export const findDetailModel = (dtlMdlDcd: string) => CAR_DETAIL_MODELS.find((m) => m.dtlMdlDcd === dtlMdlDcd);

/** Regions of the older regional plates (`서울12가3456`). */
export const PLATE_REGIONS = [
  "서울",
  "부산",
  "대구",
  "인천",
  "광주",
  "대전",
  "울산",
  "세종",
  "경기",
  "강원",
  "충북",
  "충남",
  "전북",
  "전남",
  "경북",
  "경남",
  "제주",
] as const;

/**
 * Korean number plates: `12가3456`, `123가4567`, and the regional `서울12가3456` (spaces ignored).
 * The use letter is one Hangul syllable of the registration rules (가–히 ranges, 배, 하·허·호 rental …).
 */
export const CAR_NO_PATTERN = new RegExp(`^(?:(?:${PLATE_REGIONS.join("|")})\\d{1,2}|\\d{2,3})[가-힣]\\d{4}$`);

/** The stored spelling of a plate: spaces and hyphens removed. */
export const normalizeCarNo = (carNo: string) => carNo.replace(/[\s-]/g, "");
export const isValidCarNo = (carNo: string) => CAR_NO_PATTERN.test(normalizeCarNo(carNo));
