import { index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { CertificateSnapshot } from "@evsafe/contract";
import { users, vehicles } from "./core";

/**
 * Battery certificates (migration 0015, docs/report.md): a snapshot of a member's battery report under a random,
 * unguessable id. The public link's signature is an HMAC over the row (services/battery-report.ts), not stored.
 */
export const reportShares = pgTable(
  "report_shares",
  {
    shareId: varchar("share_id", { length: 32 }).primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.vehicleId, { onDelete: "set null" }),
    month: varchar("month", { length: 7 }).notNull(),
    snapshot: jsonb("snapshot").$type<CertificateSnapshot>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("report_shares_user").on(t.userNo, t.issuedAt)],
);
