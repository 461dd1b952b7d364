import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { AlertSeverity } from "@evsafe/contract";
import type { AlertType } from "./codes";
import { users, vehicles } from "./core";

/**
 * Alerts (알림) shown in the alert lists and counted on the main screen.
 * `alimType`: ALERT_TYPE 01 safety / 02 general; `severity`: ALERT_SEVERITY 01–04.
 * Safety alerts come from the battery analysis (services/alerts.ts) and name the metric and day they concern.
 */
export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.vehicleId, { onDelete: "set null" }),
    alimType: varchar("alim_type", { length: 2 }).$type<AlertType>().notNull(),
    severity: varchar("severity", { length: 2 }).$type<AlertSeverity>().notNull(),
    /** Battery metric key of a safety alert (cellBalance, moduleTempBalance, …); null for general ones. */
    metric: varchar("metric", { length: 32 }),
    /** The telemetry day a safety alert concerns. */
    day: date("day"),
    title: varchar("title", { length: 100 }).notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("alerts_user_type_created").on(t.userNo, t.alimType, t.createdAt),
    // Unread counts of the home screen read only the unread rows (migration 0008).
    index("alerts_user_unread")
      .on(t.userNo, t.alimType)
      .where(sql`read_at IS NULL`),
    // One monthly report alert per member and month, whichever instance writes it (migration 0018).
    uniqueIndex("alerts_monthly_report")
      .on(t.userNo, t.day)
      .where(sql`metric = 'monthlyReport'`),
  ],
);
