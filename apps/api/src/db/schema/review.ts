import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./core";

/** App reviews: one per user (unique user_no). */
export const reviews = pgTable("reviews", {
  reviewId: serial("review_id").primaryKey(),
  userNo: integer("user_no")
    .notNull()
    .unique()
    .references(() => users.userNo, { onDelete: "cascade" }),
  rating: integer("rating").notNull(),
  content: text("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
