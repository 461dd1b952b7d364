import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./core";
import { fileGroups } from "./files";

/** App reviews: one per user (unique user_no). */
export const reviews = pgTable("reviews", {
  reviewId: serial("review_id").primaryKey(),
  userNo: integer("user_no")
    .notNull()
    .unique()
    .references(() => users.userNo, { onDelete: "cascade" }),
  rating: integer("rating").notNull(),
  content: text("content").notNull(),
  /** The review's photos: a plain REVIEW attachment group of the same user, or none. */
  atchFileSn: integer("atch_file_sn")
    .references(() => fileGroups.atchFileSn, { onDelete: "set null" })
    .unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
