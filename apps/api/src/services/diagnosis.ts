/**
 * Battery safety diagnosis (진단): a four-step wizard over the last 30 days of the user's telemetry.
 * Step 1 cells/modules/insulation and step 2 voltage/SoH make the battery-state type (01), step 3 the
 * efficiency type (02), step 4 the usability type (03). Each step judges its metrics (diagnosis-statistics.ts)
 * and stores the findings; step 4 scores the three types and completes the diagnosis. docs/diagnosis.md.
 */
import { and, asc, between, desc, eq, inArray } from "drizzle-orm";
import {
  ALERT_SEVERITY,
  DIAGNOSIS_STEP,
  DIAGNOSIS_TYPE,
  DIAGNOSIS_TYPE_LABEL,
  OBD_STATUS,
  findBrand,
  findDetailModel,
  findModel,
  type AlertSeverity,
  type DiagnosisFinding,
  type DiagnosisInfo,
  type DiagnosisItems,
  type DiagnosisMetric,
  type DiagnosisResult,
  type DiagnosisStepResult,
  type DiagnosisTypeResult,
} from "@evsafe/contract";
import type { z } from "zod";
import type {
  DiagnosisHistoryItemSchema,
  DiagnosisHistoryMonthSchema,
  DiagnosisImpossibleSchema,
  ScoreGradeLetter,
} from "@evsafe/contract";
import { users, vehicles } from "../db/schema/core";
import { diagnoses, diagnosisSteps, diagnosisTypeResults, type StoredFinding } from "../db/schema/diagnosis";
import type { AuthUser, Deps } from "../http/context";
import { badRequest, conflict, notFound, unprocessable } from "../http/errors";
import { addDays, dayNumber, kstDate } from "../http/time";
import { STATUS_ORDER, STATUS_SEVERITY, statusOfSeverity, subjectParticle, worstStatus, type SafetyStatus } from "./battery-analysis";
import { countDataDays, loadData, METRIC_SPECS, severityNm, userVehicle, type DataSet, type VehicleInfo } from "./diagnosis-statistics";
import { gradeOf, scoreWithinStatus } from "./safety-score";
import { preparedRows } from "./prepared";
import { CALLER_COLUMNS, type CallerQuery } from "./tokens";

export const WINDOW_DAYS = 30;
export const REQUIRED_DAYS = 7;

type DiagnosisType = (typeof DIAGNOSIS_TYPE)[keyof typeof DIAGNOSIS_TYPE];
type HistoryItem = z.infer<typeof DiagnosisHistoryItemSchema>;
type HistoryMonth = z.infer<typeof DiagnosisHistoryMonthSchema>;
type Impossible = z.infer<typeof DiagnosisImpossibleSchema>;
type DiagnosisRow = typeof diagnoses.$inferSelect;

interface StepDef {
  step: number;
  diagnosisType: DiagnosisType;
  title: string;
  description: string;
  /** Metric and its weight inside the type score. */
  metrics: readonly (readonly [DiagnosisMetric, number])[];
}

export const STEPS: readonly StepDef[] = [
  {
    step: 1,
    diagnosisType: DIAGNOSIS_TYPE.BATTERY_STATE,
    title: "셀·모듈 균형과 절연 점검",
    description: "셀 전압이 고르게 유지되는지, 모듈 온도가 한쪽으로 치우치지 않는지, 고전압 절연이 안전한지 확인합니다.",
    metrics: [
      ["cell-voltage-balance", 0.3],
      ["module-temp-balance", 0.2],
      ["insulation", 0.2],
    ],
  },
  {
    step: 2,
    diagnosisType: DIAGNOSIS_TYPE.BATTERY_STATE,
    title: "전압 특성과 수명 점검",
    description: "과충전·과방전 여부, 충전량에 맞는 전압이 나오는지, 배터리 건강도(SoH)를 확인합니다.",
    metrics: [
      ["pack-voltage", 0.1],
      ["voltage-by-soc", 0.1],
      ["soh", 0.1],
    ],
  },
  {
    step: 3,
    diagnosisType: DIAGNOSIS_TYPE.EFFICIENCY,
    title: "에너지 효율 점검",
    description: "공인 전비 대비 실제 전비와, 충전한 에너지가 주행에 얼마나 쓰였는지 확인합니다.",
    metrics: [
      ["energy-efficiency", 0.6],
      ["energy-use-efficiency", 0.4],
    ],
  },
  {
    step: 4,
    diagnosisType: DIAGNOSIS_TYPE.USABILITY,
    title: "충전·운전 습관 점검",
    description: "급속 충전과 완충 비중, 충전 1회당 주행 횟수, 급가속·급감속 빈도를 확인합니다.",
    metrics: [
      ["trip-charge-ratio", 0.5],
      ["rapid-acceleration", 0.5],
    ],
  },
];

const TYPE_INFO: Record<DiagnosisType, { title: string; description: string }> = {
  "01": {
    title: "배터리 상태 진단",
    description: "셀 전압 편차, 모듈 온도 편차, 절연 저항, 팩 전압, 충전량별 전압, 배터리 건강도로 배터리 자체의 안전 상태를 판정합니다.",
  },
  "02": { title: "효율 진단", description: "전비와 에너지 사용 효율로 배터리가 에너지를 얼마나 효율적으로 저장하고 쓰는지 판정합니다." },
  "03": { title: "사용성 진단", description: "충전 습관과 운전 습관이 배터리 수명과 안전에 미치는 영향을 판정합니다." },
};

export function diagnosisItems(): DiagnosisItems {
  return {
    intro: {
      step: DIAGNOSIS_STEP.INTRO,
      title: "배터리 안전 진단",
      description: `OBD 단말기가 수집한 최근 ${WINDOW_DAYS}일의 데이터로 배터리 상태·효율·사용성을 4단계에 걸쳐 진단합니다. 최소 ${REQUIRED_DAYS}일 이상의 데이터가 필요합니다.`,
      requiredDays: REQUIRED_DAYS,
      windowDays: WINDOW_DAYS,
    },
    types: (Object.keys(TYPE_INFO) as DiagnosisType[]).map((t) => ({
      diagnosisType: t,
      diagnosisTypeNm: DIAGNOSIS_TYPE_LABEL[t],
      ...TYPE_INFO[t],
    })),
    steps: STEPS.map((s) => ({
      step: s.step,
      diagnosisType: s.diagnosisType,
      diagnosisTypeNm: DIAGNOSIS_TYPE_LABEL[s.diagnosisType],
      title: s.title,
      description: s.description,
      metrics: s.metrics.map(([m]) => ({ metric: m, name: METRIC_SPECS[m].name, description: METRIC_SPECS[m].description })),
    })),
    resultStep: DIAGNOSIS_STEP.RESULT,
  };
}

// ---------------------------------------------------------------- feasibility

const IMPOSSIBLE_TEXT = {
  NO_VEHICLE: "등록된 차량이 없습니다. 차량을 등록하고 OBD 단말기를 설치하면 진단할 수 있어요.",
  NOT_INSTALLED: "OBD 단말기가 아직 설치되지 않았습니다. 단말기를 설치하고 7일 이상 운행하면 진단할 수 있어요.",
  INSTALLED_EMPTY_DATA: "단말기는 설치되었지만 아직 수집된 데이터가 없습니다. 7일 이상 운행하면 진단할 수 있어요.",
  REMOVED: "OBD 단말기가 분리되어 최신 데이터를 받을 수 없습니다. 단말기를 다시 연결해 주세요.",
  INSUFFICIENT_DATA: "진단에 필요한 데이터가 부족합니다. 최근 30일 중 7일 이상 운행 데이터가 필요해요.",
} as const;

export async function checkImpossible(deps: Deps, userNo: number): Promise<Impossible & { vehicle: VehicleInfo | null }> {
  const today = kstDate(deps.now());
  const dataTo = addDays(today, -1);
  const dataFrom = addDays(dataTo, -(WINDOW_DAYS - 1));
  const vehicle = await userVehicle(deps, userNo);
  const [u] = await deps.db.select({ obdStatus: users.obdStatus }).from(users).where(eq(users.userNo, userNo));
  const dataDays = vehicle ? await countDataDays(deps, vehicle.vehicleId, dataFrom, dataTo) : 0;
  return { ...impossibleOf(vehicle !== null, u?.obdStatus, dataDays), vehicle };
}

/** Whether a member can be diagnosed, from whether they have a vehicle, their OBD status and their days of data. */
function impossibleOf(hasVehicle: boolean, obdStatus: string | undefined, dataDays: number): Impossible {
  const no = (reasonCode: keyof typeof IMPOSSIBLE_TEXT) => ({
    result: true,
    reasonCode,
    reason: IMPOSSIBLE_TEXT[reasonCode],
    dataDays,
    requiredDays: REQUIRED_DAYS,
  });
  if (!hasVehicle) return no("NO_VEHICLE");
  const obd = obdStatus ?? OBD_STATUS.NOT_INSTALLED;
  if (obd === OBD_STATUS.NOT_INSTALLED) return no("NOT_INSTALLED");
  if (obd === OBD_STATUS.INSTALLED_EMPTY_DATA) return no("INSTALLED_EMPTY_DATA");
  if (obd === OBD_STATUS.REMOVED) return no("REMOVED");
  if (dataDays < REQUIRED_DAYS) return no("INSUFFICIENT_DATA");
  return {
    result: false,
    reasonCode: null,
    reason: `최근 ${WINDOW_DAYS}일 중 ${dataDays}일의 데이터로 진단할 수 있습니다.`,
    dataDays,
    requiredDays: REQUIRED_DAYS,
  };
}

export async function isImpossible(deps: Deps, userNo: number): Promise<Impossible> {
  const { vehicle: _v, ...rest } = await checkImpossible(deps, userNo);
  return rest;
}

// ---------------------------------------------------------------- engine

const STATUS_NM: Record<SafetyStatus, string> = { safe: "안전", caution: "주의", warning: "경고", serious: "심각" };

/** Judges one metric over the window `from`–`to` (see docs/diagnosis.md: the last 7 days decide). */
export function judgeWindow(data: DataSet, metric: DiagnosisMetric, from: string, to: string): StoredFinding {
  const spec = METRIC_SPECS[metric];
  const evals: { day: string; value: number; status: SafetyStatus }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const e = spec.evaluate(data, d);
    if (e) evals.push({ day: d, value: e.value, status: e.status });
  }
  if (evals.length === 0) {
    return {
      metric,
      name: spec.name,
      value: null,
      unit: spec.unit,
      severity: null,
      score: null,
      daysAtRisk: 0,
      explanation: `진단 기간 동안 ${spec.name}을(를) 판단할 수 있는 데이터가 없었습니다.`,
      action: "차량을 운행·충전하면 다음 진단에서 판정할 수 있습니다.",
    };
  }
  const recentFrom = addDays(to, -6);
  let recent = evals.filter((e) => e.day >= recentFrom);
  if (recent.length === 0) recent = evals.slice(-7);
  const values = recent.map((e) => e.value);
  const value =
    spec.aggregate === "min"
      ? Math.min(...values)
      : spec.aggregate === "max"
        ? Math.max(...values)
        : spec.aggregate === "last"
          ? values[values.length - 1]!
          : values.reduce((a, b) => a + b, 0) / values.length;
  const bands = spec.bands(data.vehicle);
  const byValue: SafetyStatus = bands
    ? ((): SafetyStatus => {
        const { direction: dir, caution, warning, serious } = bands;
        if (dir === "lower") return value >= serious ? "serious" : value >= warning ? "warning" : value >= caution ? "caution" : "safe";
        return value < serious ? "serious" : value < warning ? "warning" : value < caution ? "caution" : "safe";
      })()
    : recent[recent.length - 1]!.status;
  // A level reached on at least 3 of the recent days counts even when the condensed value hides it.
  // Only for the battery-state metrics: habits and efficiency are judged on the condensed value alone.
  const safetyMetric = STEPS.some((s) => s.diagnosisType === DIAGNOSIS_TYPE.BATTERY_STATE && s.metrics.some(([k]) => k === metric));
  const persistent = safetyMetric
    ? ([...STATUS_ORDER]
        .reverse()
        .find((s) => recent.filter((e) => STATUS_ORDER.indexOf(e.status) >= STATUS_ORDER.indexOf(s)).length >= 3) ?? "safe")
    : "safe";
  const status = worstStatus([byValue, persistent]);
  const rounded = Math.round(value * 10 ** spec.digits) / 10 ** spec.digits;
  const score = scoreWithinStatus(spec.score(data.vehicle, value), status);
  const advice = spec.advice(data.vehicle, status, value);
  return {
    metric,
    name: spec.name,
    value: rounded,
    unit: spec.unit,
    severity: STATUS_SEVERITY[status],
    score: Math.max(0, Math.round(score)),
    daysAtRisk: evals.filter((e) => e.status !== "safe").length,
    explanation: advice.explanation,
    action: advice.action,
  };
}

/** A stored finding as the API answers it, with the bands it was judged against for this vehicle. */
function toFinding(f: StoredFinding, vehicle: VehicleInfo): DiagnosisFinding {
  const { metric } = f;
  return {
    ...f,
    metric,
    severity: f.severity,
    severityNm: f.severity ? severityNm(f.severity) : null,
    threshold: METRIC_SPECS[metric].thresholdText(vehicle),
  };
}

interface TypeScore {
  diagnosisType: DiagnosisType;
  score: number;
  grade: ScoreGradeLetter;
  severity: AlertSeverity;
  summary: string;
}

/** Scores a type from its findings: weighted sub-scores, capped by the worst status (as the safety score). */
export function scoreType(type: DiagnosisType, findings: readonly StoredFinding[]): TypeScore {
  const weights = new Map(STEPS.flatMap((s) => s.metrics).map(([m, w]) => [m as string, w]));
  const judged = findings.filter((f) => f.score !== null && f.severity !== null);
  const typeNm = DIAGNOSIS_TYPE_LABEL[type];
  if (judged.length === 0) {
    return {
      diagnosisType: type,
      score: 100,
      grade: gradeOf(100).grade,
      severity: ALERT_SEVERITY.SAFE,
      summary: `${typeNm} 항목을 판정할 데이터가 부족했습니다. 운행 데이터가 쌓이면 다시 진단해 주세요.`,
    };
  }
  const totalW = judged.reduce((a, f) => a + (weights.get(f.metric) ?? 0.1), 0);
  const raw = judged.reduce((a, f) => a + (weights.get(f.metric) ?? 0.1) * f.score!, 0) / totalW;
  const status = worstStatus(judged.map((f) => statusOfSeverity(f.severity!)));
  const score = scoreWithinStatus(raw, status);
  const flagged = judged.filter((f) => f.severity !== ALERT_SEVERITY.SAFE).sort((a, b) => Number(b.severity) - Number(a.severity));
  const summary =
    flagged.length === 0
      ? `${typeNm} 항목이 모두 정상 범위입니다.`
      : flagged.length > 1
        ? `${flagged[0]!.name}${subjectParticle(flagged[0]!.name)} ${STATUS_NM[status]} 기준을 넘는 등 ${flagged.length}개 항목에 이상 소견이 있습니다.`
        : `${flagged[0]!.name}${subjectParticle(flagged[0]!.name)} ${STATUS_NM[status]} 기준을 넘었습니다.`;
  return { diagnosisType: type, score, grade: gradeOf(score).grade, severity: STATUS_SEVERITY[status], summary };
}

/**
 * Overall: battery state weighs half; efficiency and usability a quarter each and can raise the overall
 * severity at most to caution (a habit is not a battery fault) unless serious.
 */
export function scoreOverall(types: readonly TypeScore[]): {
  score: number;
  grade: ScoreGradeLetter;
  severity: AlertSeverity;
  summary: string;
} {
  const w: Record<DiagnosisType, number> = { "01": 0.5, "02": 0.25, "03": 0.25 };
  const raw = types.reduce((a, t) => a + w[t.diagnosisType] * t.score, 0);
  const statuses = types.map((t) => {
    const s = statusOfSeverity(t.severity);
    return t.diagnosisType === DIAGNOSIS_TYPE.BATTERY_STATE || s === "serious" ? s : s === "safe" ? "safe" : "caution";
  });
  const status = worstStatus(statuses);
  const score = scoreWithinStatus(raw, status);
  const g = gradeOf(score);
  const battery = types.find((t) => t.diagnosisType === DIAGNOSIS_TYPE.BATTERY_STATE);
  const summary =
    status === "safe"
      ? "배터리 상태와 사용 습관이 모두 양호합니다."
      : status === "caution"
        ? `주의가 필요한 항목이 있습니다. ${battery && battery.severity !== ALERT_SEVERITY.SAFE ? battery.summary : "배터리 자체는 정상이지만 효율·사용 습관을 개선하면 수명을 늘릴 수 있습니다."}`
        : status === "warning"
          ? `경고 단계의 항목이 있습니다. ${battery?.summary ?? ""} 가까운 서비스센터에서 점검을 받으세요.`
          : `심각 단계의 항목이 있습니다. ${battery?.summary ?? ""} 즉시 서비스센터에 점검을 요청하세요.`;
  return { score, grade: g.grade, severity: STATUS_SEVERITY[status], summary: summary.replace(/\s+/g, " ").trim() };
}

async function vehicleInfoById(deps: Deps, vehicleId: number): Promise<VehicleInfo> {
  const [v] = await deps.db.select().from(vehicles).where(eq(vehicles.vehicleId, vehicleId));
  if (!v) throw notFound("진단 대상 차량을 찾을 수 없습니다.");
  const info = await userVehicle(deps, v.userNo);
  if (info && info.vehicleId === vehicleId) return info;
  const dm = findDetailModel(v.dtlMdlDcd);
  return {
    vehicleId: v.vehicleId,
    userNo: v.userNo,
    carNo: v.carNo,
    brandDcd: v.brandDcd,
    mdlDcd: v.mdlDcd,
    dtlMdlDcd: v.dtlMdlDcd,
    cellCount: v.cellCount,
    moduleCount: v.moduleCount,
    capacityKwh: v.batteryCapacityKwh,
    chemistry: dm?.chemistry ?? "NCM",
    ratedEfficiency: dm?.ratedEfficiencyKmPerKwh ?? 5,
    brandNm: findBrand(v.brandDcd)?.brandNm ?? v.brandDcd,
    mdlNm: findModel(v.mdlDcd)?.mdlNm ?? v.mdlDcd,
    dtlMdlNm: dm?.dtlMdlNm ?? v.dtlMdlDcd,
  };
}

/** Creates a diagnosis for `today` (its window ends the day before). */
export async function createDiagnosis(deps: Deps, userNo: number, vehicle: VehicleInfo, today: string, at: Date): Promise<DiagnosisRow> {
  const dataTo = addDays(today, -1);
  const dataFrom = addDays(dataTo, -(WINDOW_DAYS - 1));
  const dataDays = await countDataDays(deps, vehicle.vehicleId, dataFrom, dataTo);
  const [row] = await deps.db
    .insert(diagnoses)
    .values({
      userNo,
      vehicleId: vehicle.vehicleId,
      diagnosisDate: today,
      dataFrom,
      dataTo,
      dataDays,
      status: "IN_PROGRESS",
      currentStep: 0,
      startedAt: at,
    })
    .returning();
  return row!;
}

/** Runs step `step` of a diagnosis, stores its findings, and completes the diagnosis after step 4. */
export async function runStep(deps: Deps, diag: DiagnosisRow, step: number, at: Date, data?: DataSet): Promise<DiagnosisRow> {
  const def = STEPS.find((s) => s.step === step)!;
  const vehicle = data?.vehicle ?? (await vehicleInfoById(deps, diag.vehicleId));
  const set = data ?? (await loadData(deps, vehicle, addDays(diag.dataFrom, -6), diag.dataTo));
  const findings = def.metrics.map(([m]) => judgeWindow(set, m, diag.dataFrom, diag.dataTo));
  await deps.db
    .insert(diagnosisSteps)
    .values({ diagnosisId: diag.diagnosisId, step, diagnosisType: def.diagnosisType, findings, completedAt: at });
  if (step < DIAGNOSIS_STEP.LAST) {
    const [u] = await deps.db.update(diagnoses).set({ currentStep: step }).where(eq(diagnoses.diagnosisId, diag.diagnosisId)).returning();
    return u!;
  }
  const steps = await deps.db.select().from(diagnosisSteps).where(eq(diagnosisSteps.diagnosisId, diag.diagnosisId));
  const types = (Object.keys(TYPE_INFO) as DiagnosisType[]).map((t) =>
    scoreType(
      t,
      steps.filter((s) => s.diagnosisType === t).flatMap((s) => s.findings),
    ),
  );
  await deps.db.insert(diagnosisTypeResults).values(types.map((t) => ({ diagnosisId: diag.diagnosisId, ...t })));
  const overall = scoreOverall(types);
  const [u] = await deps.db
    .update(diagnoses)
    .set({
      currentStep: step,
      status: "COMPLETED",
      completedAt: at,
      score: overall.score,
      grade: overall.grade,
      severity: overall.severity,
      summary: overall.summary,
    })
    .where(eq(diagnoses.diagnosisId, diag.diagnosisId))
    .returning();
  return u!;
}

/** A whole diagnosis at once (the demo seed): same engine as the wizard. */
export async function runFullDiagnosis(deps: Deps, userNo: number, vehicle: VehicleInfo, today: string, at: Date): Promise<DiagnosisRow> {
  let diag = await createDiagnosis(deps, userNo, vehicle, today, at);
  const data = await loadData(deps, vehicle, addDays(diag.dataFrom, -6), diag.dataTo);
  for (let s: number = DIAGNOSIS_STEP.FIRST; s <= DIAGNOSIS_STEP.LAST; s++) diag = await runStep(deps, diag, s, at, data);
  return diag;
}

// ---------------------------------------------------------------- reading

async function buildResult(deps: Deps, diag: DiagnosisRow): Promise<DiagnosisResult> {
  const [steps, typeRows, vehicle] = await Promise.all([
    deps.db.select().from(diagnosisSteps).where(eq(diagnosisSteps.diagnosisId, diag.diagnosisId)).orderBy(asc(diagnosisSteps.step)),
    deps.db.select().from(diagnosisTypeResults).where(eq(diagnosisTypeResults.diagnosisId, diag.diagnosisId)),
    vehicleInfoById(deps, diag.vehicleId),
  ]);
  const types: DiagnosisTypeResult[] = (Object.keys(TYPE_INFO) as DiagnosisType[]).flatMap((t) => {
    const tr = typeRows.find((x) => x.diagnosisType === t);
    if (!tr) return [];
    const g = gradeOf(tr.score);
    const sev = tr.severity;
    return [
      {
        diagnosisType: t,
        diagnosisTypeNm: DIAGNOSIS_TYPE_LABEL[t],
        score: tr.score,
        grade: g.grade,
        gradeName: g.gradeName,
        severity: sev,
        severityNm: severityNm(sev),
        summary: tr.summary,
        findings: steps
          .filter((s) => s.diagnosisType === t)
          .flatMap((s) => s.findings)
          .map((f) => toFinding(f, vehicle)),
      },
    ];
  });
  const flagged = types
    .flatMap((t) => t.findings)
    .filter((f) => f.severity && f.severity !== ALERT_SEVERITY.SAFE)
    .sort((a, b) => Number(b.severity) - Number(a.severity));
  const recommendations = [...new Set(flagged.map((f) => `${f.name}: ${f.action}`))];
  if (recommendations.length === 0) recommendations.push("현재 배터리 상태가 양호합니다. 한 달에 한 번 진단으로 추이를 확인하세요.");
  const g = gradeOf(diag.score ?? 0);
  const sev: AlertSeverity = diag.severity ?? ALERT_SEVERITY.SAFE;
  return {
    diagnosisId: diag.diagnosisId,
    diagnosisDate: diag.diagnosisDate,
    completedAt: (diag.completedAt ?? diag.startedAt).toISOString(),
    dataFrom: diag.dataFrom,
    dataTo: diag.dataTo,
    dataDays: diag.dataDays,
    vehicle: { carNo: vehicle.carNo, brandNm: vehicle.brandNm, mdlNm: vehicle.mdlNm, dtlMdlNm: vehicle.dtlMdlNm },
    score: diag.score ?? 0,
    grade: g.grade,
    gradeName: g.gradeName,
    severity: sev,
    severityNm: severityNm(sev),
    summary: diag.summary ?? "",
    types,
    recommendations,
  };
}

async function stepResult(deps: Deps, diag: DiagnosisRow, step: number): Promise<DiagnosisStepResult> {
  const def = STEPS.find((s) => s.step === step)!;
  const [[row], vehicle] = await Promise.all([
    deps.db
      .select()
      .from(diagnosisSteps)
      .where(and(eq(diagnosisSteps.diagnosisId, diag.diagnosisId), eq(diagnosisSteps.step, step))),
    vehicleInfoById(deps, diag.vehicleId),
  ]);
  const completed = diag.status === "COMPLETED";
  return {
    diagnosisId: diag.diagnosisId,
    step,
    diagnosisType: def.diagnosisType,
    diagnosisTypeNm: DIAGNOSIS_TYPE_LABEL[def.diagnosisType],
    title: def.title,
    findings: (row?.findings ?? []).map((f) => toFinding(f, vehicle)),
    completed,
    nextStep: step === DIAGNOSIS_STEP.LAST ? DIAGNOSIS_STEP.RESULT : step + 1,
    result: completed && step === DIAGNOSIS_STEP.LAST ? await buildResult(deps, diag) : null,
  };
}

/** `safe-diagnosis/do/{a}/{b}`: a = diagnosis id or `new`, b = step 1–4. */
export async function doStep(deps: Deps, userNo: number, a: string, b: number): Promise<DiagnosisStepResult> {
  const now = deps.now();
  if (a.toLowerCase() === "new") {
    if (b !== DIAGNOSIS_STEP.FIRST) throw badRequest("새 진단은 1단계부터 시작합니다. /do/new/1 을 호출해 주세요.");
    const check = await checkImpossible(deps, userNo);
    if (check.result || !check.vehicle) throw unprocessable(check.reason, "DIAGNOSIS_IMPOSSIBLE");
    const diag = await createDiagnosis(deps, userNo, check.vehicle, kstDate(now), now);
    return stepResult(deps, await runStep(deps, diag, 1, now), 1);
  }
  if (!/^\d{1,9}$/.test(a) || Number(a) < 1) throw badRequest("진단 번호가 올바르지 않습니다. 진단 번호(숫자) 또는 new를 입력해 주세요.");
  const [diag] = await deps.db
    .select()
    .from(diagnoses)
    .where(and(eq(diagnoses.diagnosisId, Number(a)), eq(diagnoses.userNo, userNo)));
  if (!diag) throw notFound("진단 정보를 찾을 수 없습니다.");
  if (b <= diag.currentStep) return stepResult(deps, diag, b);
  if (b > diag.currentStep + 1) throw conflict(`${diag.currentStep + 1}단계를 먼저 진행해 주세요.`, "DIAGNOSIS_STEP_ORDER");
  return stepResult(deps, await runStep(deps, diag, b, now), b);
}

async function latest(deps: Deps, userNo: number, completedOnly: boolean): Promise<DiagnosisRow | null> {
  const where = completedOnly ? and(eq(diagnoses.userNo, userNo), eq(diagnoses.status, "COMPLETED")) : eq(diagnoses.userNo, userNo);
  const [row] = await deps.db.select().from(diagnoses).where(where).orderBy(desc(diagnoses.diagnosisId)).limit(1);
  return row ?? null;
}

export async function isDiagnosed(deps: Deps, userNo: number) {
  return { result: (await latest(deps, userNo, true)) !== null };
}

export async function isCompleted(deps: Deps, userNo: number) {
  return { result: (await latest(deps, userNo, false))?.status === "COMPLETED" };
}

export async function maxId(deps: Deps, userNo: number) {
  const row = await latest(deps, userNo, false);
  return {
    diagnosisId: row?.diagnosisId ?? null,
    status: row?.status ?? null,
    currentStep: row?.currentStep ?? null,
  };
}

/**
 * `safe-diagnosis/result`: the newest completed diagnosis, or with `id` that completed diagnosis of the caller's
 * (a past one from the history). Another member's, an unknown or an unfinished one answer the same 404.
 */
export async function latestResult(deps: Deps, userNo: number, id?: number): Promise<DiagnosisResult> {
  if (id === undefined) {
    const row = await latest(deps, userNo, true);
    if (!row) throw notFound("완료된 진단 결과가 없습니다. 배터리 진단을 먼저 진행해 주세요.");
    return buildResult(deps, row);
  }
  const [row] = await deps.db
    .select()
    .from(diagnoses)
    .where(and(eq(diagnoses.diagnosisId, id), eq(diagnoses.userNo, userNo), eq(diagnoses.status, "COMPLETED")));
  if (!row) throw notFound("진단 결과를 찾을 수 없습니다. 진단 이력에서 다시 선택해 주세요.");
  return buildResult(deps, row);
}

type TypeResultRow = Pick<typeof diagnosisTypeResults.$inferSelect, "diagnosisType" | "score" | "severity">;

async function historyItems(deps: Deps, rows: DiagnosisRow[]): Promise<HistoryItem[]> {
  if (rows.length === 0) return [];
  const typeRows = await deps.db
    .select()
    .from(diagnosisTypeResults)
    .where(
      inArray(
        diagnosisTypeResults.diagnosisId,
        rows.map((r) => r.diagnosisId),
      ),
    );
  return rows.map((r) =>
    historyItem(
      r,
      typeRows.filter((t) => t.diagnosisId === r.diagnosisId),
    ),
  );
}

/** A completed diagnosis as a history item, with its type results. */
function historyItem(
  r: Pick<DiagnosisRow, "diagnosisId" | "diagnosisDate" | "score" | "severity" | "summary">,
  types: readonly TypeResultRow[],
): HistoryItem {
  const g = gradeOf(r.score ?? 0);
  const sev: AlertSeverity = r.severity ?? ALERT_SEVERITY.SAFE;
  return {
    diagnosisId: r.diagnosisId,
    diagnosisDate: r.diagnosisDate,
    score: r.score ?? 0,
    grade: g.grade,
    gradeName: g.gradeName,
    severity: sev,
    severityNm: severityNm(sev),
    summary: r.summary ?? "",
    types: [...types]
      .sort((x, y) => x.diagnosisType.localeCompare(y.diagnosisType))
      .map((t) => ({
        diagnosisType: t.diagnosisType,
        diagnosisTypeNm: DIAGNOSIS_TYPE_LABEL[t.diagnosisType],
        score: t.score,
        severity: t.severity,
      })),
  };
}

const MAX_HISTORY_DAYS = 366 * 5;

/** Completed diagnoses with `diagnosisDate` in the range, newest first, grouped by month; null when none. */
export async function history(deps: Deps, userNo: number, startDate: string, endDate: string): Promise<HistoryMonth[] | null> {
  if (startDate > endDate) throw badRequest("시작일이 종료일보다 늦습니다. 기간을 다시 선택해 주세요.");
  if (addDays(startDate, MAX_HISTORY_DAYS) < endDate) throw badRequest("조회 기간은 최대 5년까지 선택할 수 있습니다.");
  const rows = await deps.db
    .select()
    .from(diagnoses)
    .where(and(eq(diagnoses.userNo, userNo), eq(diagnoses.status, "COMPLETED"), between(diagnoses.diagnosisDate, startDate, endDate)))
    .orderBy(desc(diagnoses.diagnosisDate), desc(diagnoses.diagnosisId));
  if (rows.length === 0) return null;
  const items = await historyItems(deps, rows);
  const months: HistoryMonth[] = [];
  for (const it of items) {
    const month = it.diagnosisDate.slice(0, 7);
    const last = months[months.length - 1];
    if (last && last.month === month) last.items.push(it);
    else months.push({ month, items: [it] });
  }
  return months;
}

/**
 * main/diagnosis-info's one query, also the call's authentication (DIAGNOSIS_INFO_CALLER): the caller (CALLER_COLUMNS),
 * their OBD status, first vehicle and its days of data in the window (`$2`…`$3`, dayNumber), the latest diagnosis,
 * and the latest completed one with its type results.
 */
const DIAGNOSIS_INFO_SQL = `
SELECT ${CALLER_COLUMNS}, u.obd_status AS "obdStatus", v.vehicle_id AS "vehicleId",
  CASE WHEN v.vehicle_id IS NULL THEN 0 ELSE (
    SELECT count(*)::int FROM daily_battery d
    WHERE d.vehicle_id = v.vehicle_id AND d.day BETWEEN DATE '1970-01-01' + $2::int AND DATE '1970-01-01' + $3::int
  ) END AS "dataDays",
  l.diagnosis_id AS "latestId", l.status AS "latestStatus", l.current_step AS "latestStep",
  c.diagnosis_id AS "doneId", to_char(c.diagnosis_date, 'YYYY-MM-DD') AS "doneDate", c.score AS "doneScore",
  c.severity AS "doneSeverity", c.summary AS "doneSummary",
  (SELECT coalesce(json_agg(json_build_object('diagnosisType', t.diagnosis_type, 'score', t.score, 'severity', t.severity)), '[]')
   FROM diagnosis_type_results t WHERE t.diagnosis_id = c.diagnosis_id) AS "doneTypes"
FROM users u
LEFT JOIN vehicles v ON v.vehicle_id = (SELECT min(vehicle_id) FROM vehicles WHERE user_no = u.user_no)
LEFT JOIN LATERAL (
  SELECT diagnosis_id, status, current_step FROM diagnoses WHERE user_no = u.user_no ORDER BY diagnosis_id DESC LIMIT 1
) l ON true
LEFT JOIN LATERAL (
  SELECT diagnosis_id, diagnosis_date, score, severity, summary FROM diagnoses
  WHERE user_no = u.user_no AND status = 'COMPLETED' ORDER BY diagnosis_id DESC LIMIT 1
) c ON true
WHERE u.user_no = $1 AND u.withdrawn_at IS NULL`;

export type DiagnosisInfoRow = AuthUser & {
  obdStatus: typeof users.$inferSelect.obdStatus;
  vehicleId: number | null;
  dataDays: number;
  latestId: number | null;
  latestStatus: DiagnosisRow["status"] | null;
  latestStep: number | null;
  doneId: number | null;
  doneDate: string | null;
  doneScore: number | null;
  doneSeverity: AlertSeverity | null;
  doneSummary: string | null;
  doneTypes: TypeResultRow[];
};

/** main/diagnosis-info's caller query (route.ts `caller`): the window's days come from the clock of the request. */
export const DIAGNOSIS_INFO_CALLER: CallerQuery<DiagnosisInfoRow> = {
  name: "diagnosis_info_caller",
  sql: DIAGNOSIS_INFO_SQL,
  params: (deps) => {
    const dataTo = addDays(kstDate(deps.now()), -1);
    return [dayNumber(addDays(dataTo, -(WINDOW_DAYS - 1))), dayNumber(dataTo)];
  },
};

/** Home card (`main/diagnosis-info`). `read`: the row DIAGNOSIS_INFO_CALLER read when authenticating, else read here. */
export async function diagnosisInfo(deps: Deps, userNo: number, read?: DiagnosisInfoRow): Promise<DiagnosisInfo> {
  const row =
    read ??
    (
      await preparedRows<DiagnosisInfoRow>(deps, DIAGNOSIS_INFO_CALLER.name, DIAGNOSIS_INFO_CALLER.sql, [
        userNo,
        ...DIAGNOSIS_INFO_CALLER.params!(deps),
      ])
    )[0];
  if (!row) throw notFound("회원 정보를 찾을 수 없습니다.");
  const check = impossibleOf(row.vehicleId !== null, row.obdStatus, row.dataDays);
  const today = kstDate(deps.now());
  const done = row.doneId === null ? null : row;
  const item = done
    ? historyItem(
        {
          diagnosisId: done.doneId!,
          diagnosisDate: done.doneDate!,
          score: done.doneScore,
          severity: done.doneSeverity,
          summary: done.doneSummary,
        },
        done.doneTypes,
      )
    : null;
  const daysSince = item ? Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${item.diagnosisDate}T00:00:00Z`)) / 86_400_000) : 0;
  const inProgress =
    row.latestId !== null && row.latestStatus !== "COMPLETED" ? { diagnosisId: row.latestId, currentStep: row.latestStep! } : null;
  const recommendNew = !item || daysSince > WINDOW_DAYS;
  let message: string;
  if (inProgress) message = `진행 중인 진단이 있습니다. ${inProgress.currentStep + 1}단계부터 이어서 진행해 주세요.`;
  else if (!item) message = check.result ? check.reason : "아직 배터리 진단을 받지 않았어요. 첫 진단을 시작해 보세요.";
  else if (recommendNew) message = `마지막 진단 후 ${daysSince}일이 지났어요. 새로 진단해 최신 상태를 확인해 보세요.`;
  else message = `최근 진단 결과 ${item.gradeName} 등급(${item.score}점)입니다. ${item.summary}`;
  return {
    hasDiagnosis: !!item,
    canDiagnose: !check.result,
    impossibleReasonCode: check.reasonCode,
    message,
    latest: item ? { ...item, daysSince } : null,
    inProgress,
    recommendNew,
  };
}
