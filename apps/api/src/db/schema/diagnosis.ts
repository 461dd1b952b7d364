import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { AlertSeverity, DIAGNOSIS_TYPE, DiagnosisMetric, ScoreGradeLetter } from "@evsafe/contract";
import type { DiagnosisStatus } from "./codes";
import { users, vehicles } from "./core";

/** One finding of a diagnosis step (a metric judged over the diagnosis window); see services/diagnosis.ts. */
export interface StoredFinding {
  metric: DiagnosisMetric;
  name: string;
  value: number | null;
  unit: string;
  /** ALERT_SEVERITY 01–04; null when the window had no data for the metric. */
  severity: AlertSeverity | null;
  score: number | null;
  explanation: string;
  action: string;
  /** Number of days of the window at caution or worse. */
  daysAtRisk: number;
}

/**
 * Battery safety diagnoses (진단). A run walks steps 1–4 (`safe-diagnosis/do/{id}/{step}`);
 * `currentStep` is the last step done; after step 4 the status is COMPLETED and the scores are set.
 * The data window (`dataFrom`–`dataTo`) is fixed when the diagnosis starts.
 */
export const diagnoses = pgTable(
  "diagnoses",
  {
    diagnosisId: serial("diagnosis_id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.vehicleId, { onDelete: "cascade" }),
    /** KST day the diagnosis was started (SPEC §3 diagnosisDate). */
    diagnosisDate: date("diagnosis_date").notNull(),
    dataFrom: date("data_from").notNull(),
    dataTo: date("data_to").notNull(),
    dataDays: integer("data_days").notNull(),
    status: varchar("status", { length: 12 }).$type<DiagnosisStatus>().notNull().default("IN_PROGRESS"),
    currentStep: integer("current_step").notNull().default(0),
    score: integer("score"),
    grade: varchar("grade", { length: 1 }).$type<ScoreGradeLetter>(),
    severity: varchar("severity", { length: 2 }).$type<AlertSeverity>(),
    summary: text("summary"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("diagnoses_user").on(t.userNo, t.diagnosisId)],
);

export const diagnosisSteps = pgTable(
  "diagnosis_steps",
  {
    diagnosisId: integer("diagnosis_id")
      .notNull()
      .references(() => diagnoses.diagnosisId, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    diagnosisType: varchar("diagnosis_type", { length: 2 }).$type<(typeof DIAGNOSIS_TYPE)[keyof typeof DIAGNOSIS_TYPE]>().notNull(),
    findings: jsonb("findings").$type<StoredFinding[]>().notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.diagnosisId, t.step] })],
);

/** Per diagnosis type (DIAGNOSIS_TYPE 01–03) score, grade and severity, written when step 4 completes. */
export const diagnosisTypeResults = pgTable(
  "diagnosis_type_results",
  {
    diagnosisId: integer("diagnosis_id")
      .notNull()
      .references(() => diagnoses.diagnosisId, { onDelete: "cascade" }),
    diagnosisType: varchar("diagnosis_type", { length: 2 }).$type<(typeof DIAGNOSIS_TYPE)[keyof typeof DIAGNOSIS_TYPE]>().notNull(),
    score: integer("score").notNull(),
    grade: varchar("grade", { length: 1 }).$type<ScoreGradeLetter>().notNull(),
    severity: varchar("severity", { length: 2 }).$type<AlertSeverity>().notNull(),
    summary: text("summary").notNull(),
  },
  (t) => [primaryKey({ columns: [t.diagnosisId, t.diagnosisType] })],
);
