/**
 * Non-member "try a diagnosis" (`safe-diagnosis/result/mock`): a deterministic, rule-based estimate of the
 * three diagnosis types from what a driver can tell about the car and their habits. No telemetry involved:
 * the same inputs always give the same answer. Rules: docs/diagnosis.md §Mock.
 */
import {
  ALERT_SEVERITY,
  chargingAdvice,
  DIAGNOSIS_TYPE,
  DIAGNOSIS_TYPE_LABEL,
  findBrand,
  findModel,
  type AlertSeverity,
  type MockDiagnosisResult,
  MockDiagnosisQuerySchema,
} from "@evsafe/contract";
import type { z } from "zod";
import { badRequest } from "../http/errors";
import { severityNm } from "./diagnosis-statistics";
import { scoreOverall } from "./diagnosis";
import { gradeOf } from "./safety-score";
import { requireDetailModel } from "./vehicle-catalog";

type MockInput = z.output<typeof MockDiagnosisQuerySchema>;
type MockFinding = MockDiagnosisResult["types"][number]["findings"][number];
type DiagnosisType = "01" | "02" | "03";

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const r1 = (v: number) => Math.round(v * 10) / 10;
const sevOf = (score: number): AlertSeverity => gradeOf(score).severity;

export function mockDiagnosis(q: MockInput): MockDiagnosisResult {
  const m = requireDetailModel(q.dtlMdlDcd);
  if (q.chargeEndSoc <= q.chargeStartSoc) throw badRequest("충전 종료 SoC는 충전 시작 SoC보다 커야 합니다.");
  const months = q.ownershipPeriod;
  if (months > 0 && q.totalDrvDistance / months > 15_000)
    throw badRequest("보유 기간에 비해 총 주행 거리가 너무 큽니다. 입력 값을 확인해 주세요.");
  const years = months / 12;
  const lfp = m.chemistry === "LFP";
  const fastShare = q.chargeType === "02" ? 0.8 : q.chargeType === "03" ? 0.5 : 0.15;
  const fullCharge = q.chargeEndSoc >= 95;
  const deepDischarge = q.chargeStartSoc < 10;
  const lowStart = q.chargeStartSoc < 20;
  const suddenPerWeek = q.suddenStartOrStopCount;

  // ---- 01 battery state: estimated SoH and stress factors
  const soh = clamp(
    100 -
      1.5 * years -
      2 * (q.totalDrvDistance / 50_000) -
      fastShare * 1.2 * years -
      (fullCharge && !lfp ? 0.6 * years : 0) -
      (deepDischarge ? 0.5 * years : 0),
    60,
    100,
  );
  const f1: MockFinding[] = [];
  let s1 = 100 - (100 - soh) * 1.6;
  f1.push({
    title: "예상 배터리 건강도",
    severity: soh >= 90 ? "01" : soh >= 80 ? "02" : soh >= 70 ? "03" : "04",
    explanation: `보유 ${Math.floor(years)}년 ${months % 12}개월, 주행 ${q.totalDrvDistance.toLocaleString("ko-KR")} km, 충전 습관을 반영한 예상 SoH는 약 ${r1(soh)}%입니다.`,
    action: soh >= 90 ? "지금처럼 관리하세요." : "배터리 용량 점검을 받아 실제 SoH를 확인해 보세요.",
  });
  if (fullCharge && !lfp) {
    s1 -= 5;
    f1.push({
      title: "잦은 완충",
      severity: "02",
      explanation: `${q.chargeEndSoc}%까지 충전하는 습관은 삼원계(NCM) 배터리의 셀 편차와 열화를 키웁니다.`,
      action: "일상 충전 목표를 80~90%로 설정하세요.",
    });
  }
  if (deepDischarge) {
    s1 -= 6;
    f1.push({
      title: "과방전 위험",
      severity: "03",
      explanation: `잔량 ${q.chargeStartSoc}%까지 쓰고 충전하면 약한 셀이 과방전될 수 있습니다.`,
      action: "잔량 20% 전후에서 충전을 시작하세요.",
    });
  }
  if (q.safeInspection === "N" && years >= 3) {
    s1 -= 5;
    f1.push({
      title: "정기 점검 미실시",
      severity: "02",
      explanation: "출고 3년이 지난 배터리는 셀 편차·절연 상태를 정기적으로 확인하는 것이 좋습니다.",
      action: "1년에 한 번 배터리 안전 점검을 받으세요.",
    });
  }
  const score1 = Math.round(clamp(s1, 0, 100));

  // ---- 02 efficiency
  const f2: MockFinding[] = [];
  let s2 = 95 - (100 - soh) * 0.5;
  if (fastShare >= 0.5) {
    s2 -= fastShare >= 0.8 ? 8 : 4;
    f2.push({
      title: "급속 충전 손실",
      severity: fastShare >= 0.8 ? "03" : "02",
      explanation: "급속 충전은 완속보다 충전 손실과 배터리 발열이 커 같은 주행에도 더 많은 전기가 듭니다.",
      action: "집·회사에서 완속 충전 비중을 늘리세요.",
    });
  }
  const suddenPenalty = clamp((suddenPerWeek - 5) * 1.5, 0, 30);
  if (suddenPenalty > 0) {
    s2 -= suddenPenalty;
    f2.push({
      title: "급가속·급정지로 인한 전비 저하",
      severity: suddenPerWeek >= 20 ? "03" : "02",
      explanation: `일주일에 ${suddenPerWeek}회의 급출발·급정지는 전비를 떨어뜨리고 배터리에 순간 부하를 줍니다.`,
      action: "회생 제동을 활용해 부드럽게 감속하세요.",
    });
  }
  if (q.drivePurpose === "04") {
    s2 -= 5;
    f2.push({
      title: "잦은 정차 운행",
      severity: "02",
      explanation: "배달·운송처럼 정차와 출발이 잦은 운행은 전비가 낮아지기 쉽습니다.",
      action: "공조 사용을 줄이고 타이어 공기압을 자주 확인하세요.",
    });
  }
  if (f2.length === 0)
    f2.push({
      title: "효율적인 사용",
      severity: "01",
      explanation: `${m.dtlMdlNm}의 공인 전비(${m.ratedEfficiencyKmPerKwh} km/kWh)에 가깝게 사용하고 있을 것으로 예상됩니다.`,
      action: "지금처럼 운전하세요.",
    });
  const score2 = Math.round(clamp(s2, 0, 100));

  // ---- 03 usability
  const f3: MockFinding[] = [];
  let s3 = 100;
  if (!lfp && q.chargeEndSoc > 90) s3 -= 12;
  else if (!lfp && q.chargeEndSoc > 80) s3 -= 4;
  if (deepDischarge) s3 -= 15;
  else if (lowStart) s3 -= 6;
  f3.push({
    title: "충전 범위",
    severity: deepDischarge || (!lfp && q.chargeEndSoc > 90) ? "03" : lowStart || (!lfp && q.chargeEndSoc > 80) ? "02" : "01",
    explanation: `평소 ${q.chargeStartSoc}%에서 ${q.chargeEndSoc}%까지 충전합니다.`,
    // How far to charge: the contract's advice table for this model (chemistry, battery-fire recall).
    action: `충전은 20% 전후에서 시작하세요. ${chargingAdvice({ chemistry: m.chemistry, recalled: m.batteryRecalls.length > 0, context: "daily" }).text}`,
  });
  if (fastShare >= 0.5) s3 -= fastShare >= 0.8 ? 15 : 7;
  if (q.chargeCountOfMonth > 45) {
    s3 -= 5;
    f3.push({
      title: "잦은 충전",
      severity: "02",
      explanation: `한 달 ${q.chargeCountOfMonth}회 충전은 충전 시 발열 노출이 잦습니다.`,
      action: "완속 충전으로 충전 횟수를 줄여 보세요.",
    });
  }
  if (suddenPerWeek > 20) s3 -= 10;
  if (q.safeService === "N") {
    s3 -= 3;
    f3.push({
      title: "상시 모니터링 미사용",
      severity: "01",
      explanation: "배터리 이상 징후는 서서히 나타나 운전 중에는 알아차리기 어렵습니다.",
      action: "OBD 단말기로 배터리 상태를 매일 확인하는 안전 알림 서비스를 이용해 보세요.",
    });
  }
  const score3 = Math.round(clamp(s3, 0, 100));

  const mk = (t: DiagnosisType, score: number, findings: MockFinding[], good: string, bad: string) => {
    const g = gradeOf(score);
    const severity = sevOf(score);
    return {
      diagnosisType: t,
      diagnosisTypeNm: DIAGNOSIS_TYPE_LABEL[t],
      score,
      grade: g.grade,
      gradeName: g.gradeName,
      severity,
      severityNm: severityNm(severity),
      summary: severity === ALERT_SEVERITY.SAFE ? good : bad,
      findings: [...findings].sort((a, b) => Number(b.severity) - Number(a.severity)),
    };
  };
  const types = [
    mk(
      DIAGNOSIS_TYPE.BATTERY_STATE,
      score1,
      f1,
      "배터리 상태가 양호할 것으로 예상됩니다.",
      "배터리 상태에 주의가 필요할 것으로 예상됩니다.",
    ),
    mk(
      DIAGNOSIS_TYPE.EFFICIENCY,
      score2,
      f2,
      "에너지를 효율적으로 쓰고 있을 것으로 예상됩니다.",
      "충전·운전 방식 때문에 효율이 떨어질 수 있습니다.",
    ),
    mk(DIAGNOSIS_TYPE.USABILITY, score3, f3, "충전·운전 습관이 좋습니다.", "충전·운전 습관을 바꾸면 배터리 수명을 늘릴 수 있습니다."),
  ];
  const overall = scoreOverall(
    types.map((t) => ({ diagnosisType: t.diagnosisType, score: t.score, grade: t.grade, severity: t.severity, summary: t.summary })),
  );
  const g = gradeOf(overall.score);
  const sev = overall.severity;
  const recommendations = [
    ...new Set(
      types
        .flatMap((t) => t.findings)
        .filter((f) => f.severity !== "01")
        .sort((a, b) => Number(b.severity) - Number(a.severity))
        .map((f) => f.action),
    ),
  ];
  if (recommendations.length === 0) recommendations.push("지금처럼 관리하세요. 실제 상태는 OBD 단말기 진단으로 확인할 수 있습니다.");
  return {
    dtlMdlDcd: m.dtlMdlDcd,
    dtlMdlNm: m.dtlMdlNm,
    mdlNm: findModel(m.mdlDcd)?.mdlNm ?? m.mdlDcd,
    brandNm: findBrand(findModel(m.mdlDcd)?.brandDcd ?? "")?.brandNm ?? "",
    estimatedSoh: r1(soh),
    score: overall.score,
    grade: g.grade,
    gradeName: g.gradeName,
    severity: sev,
    severityNm: severityNm(sev),
    summary: `${m.dtlMdlNm}의 예상 진단 결과는 ${g.gradeName}(${overall.score}점)입니다.`,
    types,
    recommendations,
    disclaimer:
      "입력하신 정보로 추정한 참고용 결과입니다. 실제 셀 전압·모듈 온도·절연 저항은 OBD 단말기를 설치해야 정확히 진단할 수 있습니다.",
  };
}
