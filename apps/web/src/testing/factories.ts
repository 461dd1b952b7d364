/**
 * Test data for the session screens: valid contract objects (parsed with the contract's schemas, so a drift
 * in the contract breaks the factories, not silently the tests), with overrides.
 */
import {
  DiagnosisInfoSchema,
  MainInfoSchema,
  MyServiceStatusSchema,
  ObdInfoSchema,
  PaymentSchema,
  ResultScoreSchema,
  type DiagnosisInfo,
  type MainInfo,
  type MyServiceStatus,
  type ObdInfo,
  type Payment,
} from "@evsafe/contract";
import type { z } from "zod";

export function serviceStatus(overrides: Partial<MyServiceStatus> = {}): MyServiceStatus {
  return MyServiceStatusSchema.parse({
    serviceStatus: "02",
    serviceStatusLabel: "이용중",
    joinType: "01",
    joinTypeLabel: "서비스 가입",
    subscription: "02",
    subscriptionLabel: "구독",
    userStatus: "02",
    userStatusLabel: "서비스 가입",
    obdStatus: "INSTALLED_OK",
    obdStatusLabel: "설치됨 · 정상 수집중",
    deliveryStatus: "03",
    deliveryStatusLabel: "배송완료",
    serviceStartDate: "2026-01-01",
    serviceExpirationDate: "2027-09-18",
    promotionExpirationDate: null,
    isExpired: false,
    daysLeft: 300,
    canApply: false,
    canCancel: true,
    confirmedDeviceType: "AOS",
    cancelRequestedAt: null,
    ...overrides,
  });
}

export const STATUS_FIXTURES = {
  notJoined: () =>
    serviceStatus({
      serviceStatus: "00",
      serviceStatusLabel: "미가입",
      joinType: null,
      joinTypeLabel: null,
      subscription: "01",
      subscriptionLabel: "미구독",
      userStatus: "01",
      userStatusLabel: "회원가입",
      obdStatus: "NOT_INSTALLED",
      obdStatusLabel: "단말기 미설치",
      deliveryStatus: null,
      deliveryStatusLabel: null,
      serviceStartDate: null,
      serviceExpirationDate: null,
      daysLeft: null,
      canApply: true,
      canCancel: false,
      confirmedDeviceType: null,
    }),
  applying: () =>
    serviceStatus({
      serviceStatus: "01",
      serviceStatusLabel: "신청중",
      obdStatus: "NOT_INSTALLED",
      obdStatusLabel: "단말기 미설치",
      deliveryStatus: "02",
      deliveryStatusLabel: "배송중",
      canCancel: false,
    }),
  inUse: () => serviceStatus(),
  cancelRequested: () =>
    serviceStatus({
      serviceStatus: "03",
      serviceStatusLabel: "해지신청",
      userStatus: "03",
      serviceExpirationDate: "2026-12-12",
      daysLeft: 20,
      canCancel: false,
      cancelRequestedAt: "2026-11-01T10:00:00+09:00",
    }),
  cancelled: () =>
    serviceStatus({
      serviceStatus: "04",
      serviceStatusLabel: "해지",
      userStatus: "04",
      obdStatus: "REMOVED",
      obdStatusLabel: "단말기 분리됨",
      serviceExpirationDate: "2026-11-07",
      isExpired: true,
      daysLeft: -15,
      canApply: true,
      canCancel: false,
    }),
};

/** A 12-month order paid by virtual account, waiting for its deposit until `dueAt`. */
export function waitingPayment(dueAt: string, overrides: Partial<Payment> = {}): Payment {
  return PaymentSchema.parse({
    tradeId: "EVS1",
    status: "PENDING",
    statusLabel: "입금 대기",
    srvcPrdtCcd: "01",
    productName: "배터리 안전 모니터링 12개월",
    amount: 118_800,
    stlmDivCcd: "02",
    stlmDivLabel: "가상계좌",
    approvalNo: null,
    virtualAccount: { bankName: "국민은행", accountNo: "123-456", holder: "(주)에버세이프", dueAt },
    failureReason: null,
    requestedAt: "2026-11-20T10:00:00Z",
    paidAt: null,
    failedAt: null,
    usedForService: false,
    refund: null,
    ...overrides,
  });
}

export function obdInfo(overrides: Partial<ObdInfo> = {}): ObdInfo {
  return ObdInfoSchema.parse({
    obdStatus: "NOT_INSTALLED",
    obdStatusNm: "단말기 미설치",
    obdSerial: null,
    installedDate: null,
    deliveryStatus: "02",
    deliveryStatusNm: "배송중",
    trackingNo: "123456789012",
    courierNm: "CJ대한통운",
    carrierCd: "CJ",
    trackingUrl: "https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012",
    expectedDeliveryDate: null,
    carNo: "12가3456",
    lastDataDate: null,
    ...overrides,
  });
}

const metric = (key: string, name: string, severity: "01" | "02" | "03" | "04", extra: object = {}) => ({
  key,
  name,
  value: 12.5,
  unit: "mV",
  status: ({ "01": "safe", "02": "caution", "03": "warning", "04": "serious" } as const)[severity],
  severity,
  level: `lv${severity}`,
  statusName: ({ "01": "안전", "02": "주의", "03": "경고", "04": "심각" } as const)[severity],
  threshold: 20,
  score: severity === "01" ? 95 : 60,
  advice: `${name} 안내 문장`,
  ...extra,
});

export function mainInfo(overrides: Partial<MainInfo> = {}): MainInfo {
  return MainInfoSchema.parse({
    userName: "김민준",
    hasVehicle: true,
    hasData: true,
    vehicle: {
      vehicleId: 1,
      carNo: "12가3456",
      brandDcd: "HY",
      brandNm: "현대",
      mdlDcd: "IONIQ5",
      mdlNm: "아이오닉 5",
      dtlMdlDcd: "IONIQ5-LR",
      dtlMdlNm: "아이오닉 5 롱레인지",
      modelYear: 2023,
      batteryCapacityKwh: 77.4,
      odometerKm: 23000,
    },
    obdStatus: "INSTALLED_OK",
    obdStatusName: "설치됨 · 정상 수집중",
    latestDay: "2026-11-21",
    soc: 78.5,
    soh: 96.2,
    rangeKm: 352.4,
    safetyScore: 82,
    grade: "C",
    gradeName: "주의",
    status: "caution",
    severity: "02",
    level: "lv02",
    metrics: [metric("cellBalance", "셀 전압 편차", "02"), metric("soh", "배터리 수명", "01")],
    unreadAlimCount: 3,
    unreadSafetyAlimCount: 1,
    unreadWarningAlimCount: 0,
    unreadGeneralAlimCount: 2,
    emptyTitle: null,
    emptyMessage: null,
    ...overrides,
  });
}

export type ResultScore = z.infer<typeof ResultScoreSchema>;
export function resultScore(overrides: Partial<ResultScore> = {}): ResultScore {
  return ResultScoreSchema.parse({
    hasData: true,
    day: "2026-11-21",
    score: 82,
    grade: "C",
    gradeName: "주의",
    status: "caution",
    severity: "02",
    level: "lv02",
    metrics: [
      { ...metric("cellBalance", "셀 전압 편차", "02"), weightPct: 30 },
      { ...metric("insulation", "절연 저항", "01"), weightPct: 20 },
    ],
    summary: "셀 전압 편차에 주의가 필요해요.",
    ...overrides,
  });
}

export function diagnosisInfo(overrides: Partial<DiagnosisInfo> = {}): DiagnosisInfo {
  return DiagnosisInfoSchema.parse({
    hasDiagnosis: true,
    canDiagnose: true,
    impossibleReasonCode: null,
    message: "최근 진단 결과를 확인해 보세요.",
    latest: {
      diagnosisId: 7,
      diagnosisDate: "2026-11-10",
      score: 82,
      grade: "C",
      gradeName: "주의",
      severity: "02",
      severityNm: "주의",
      summary: "전반적으로 양호하지만 셀 전압 편차를 지켜봐야 해요.",
      types: [
        { diagnosisType: "01", diagnosisTypeNm: "배터리 상태", score: 80, severity: "02" },
        { diagnosisType: "02", diagnosisTypeNm: "효율", score: 90, severity: "01" },
        { diagnosisType: "03", diagnosisTypeNm: "사용성", score: 76, severity: "02" },
      ],
      daysSince: 12,
    },
    inProgress: null,
    recommendNew: false,
    ...overrides,
  });
}

/** A signed-in next-auth session as getServerSession gives it (the demo member), for tests of getServerSideProps. */
export const TEST_SESSION: import("next-auth").Session = {
  expires: "2026-12-01T00:00:00.000Z",
  accessToken: "token-1",
  exp: 2,
  iat: 1,
  sub: "1",
  signedInAt: 1,
  user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
};
