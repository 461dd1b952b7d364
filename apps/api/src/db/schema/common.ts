import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import type { DeviceType } from "@evsafe/contract";
import { users } from "./core";

/** Published app versions; `app-version/biz` answers the latest row per platform. */
export const appVersions = pgTable(
  "app_versions",
  {
    id: serial("id").primaryKey(),
    /** `AOS` or `iOS` (DeviceType). */
    platform: varchar("platform", { length: 8 }).$type<DeviceType>().notNull(),
    version: varchar("version", { length: 20 }).notNull(),
    storeUrl: text("store_url").notNull(),
    releaseNote: text("release_note"),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("app_versions_platform_version").on(t.platform, t.version),
    index("app_versions_platform_released").on(t.platform, t.releasedAt),
  ],
);

/**
 * Terms texts, versioned: the row in effect for a `terms_cd` is the newest active one whose
 * effective date has come. `scope` = `signup` (member sign-up) or `service` (service sign-up).
 */
export const terms = pgTable(
  "terms",
  {
    termsId: serial("terms_id").primaryKey(),
    termsCd: varchar("terms_cd", { length: 40 }).notNull(),
    scope: varchar("scope", { length: 10 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    required: boolean("required").notNull(),
    version: varchar("version", { length: 10 }).notNull(),
    effectiveDate: date("effective_date").notNull(),
    contents: text("contents").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [unique("terms_cd_version").on(t.termsCd, t.version)],
);

/** A user's answer to one terms version. */
export const userAgreements = pgTable(
  "user_agreements",
  {
    id: serial("id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    termsId: integer("terms_id")
      .notNull()
      .references(() => terms.termsId, { onDelete: "cascade" }),
    agreed: boolean("agreed").notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("user_agreements_user_terms").on(t.userNo, t.termsId)],
);
