import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import type { AlimKind, DeviceType } from "@evsafe/contract";
import { users } from "./core";

/** Per-kind alert switches (`users/config/alim/{id}`); a missing row means the kind's default. */
export const userAlimSettings = pgTable(
  "user_alim_settings",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    alimKind: varchar("alim_kind", { length: 40 }).$type<AlimKind>().notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.alimKind] })],
);

/** `users/activity-history` entries (the app marks the user active on /home and /menu). */
export const userActivityHistory = pgTable(
  "user_activity_history",
  {
    id: serial("id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    screen: varchar("screen", { length: 100 }),
    deviceType: varchar("device_type", { length: 8 }).$type<DeviceType>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("user_activity_history_user_created").on(t.userNo, t.createdAt)],
);

/** When a prompt (e.g. the marketing-consent prompt) was last shown to a user. */
export const userPrompts = pgTable(
  "user_prompts",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    promptCd: varchar("prompt_cd", { length: 40 }).notNull(),
    lastPromptedAt: timestamp("last_prompted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.promptCd] })],
);

/** B2B service applications (`users/bz-service/apply`); users.bz_service_apply_yn mirrors it. */
export const bzServiceApplications = pgTable("bz_service_applications", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
});
