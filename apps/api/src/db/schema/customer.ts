import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { FaqCategory, InquiryCategory, InquiryStatus, NoticeCategory } from "./codes";
import { users } from "./core";
import { fileGroups } from "./files";

/** Notices: contents are HTML as authored; sanitised on every read (services/html.ts). */
export const notices = pgTable(
  "notices",
  {
    ntcSn: serial("ntc_sn").primaryKey(),
    ntcDivCcd: varchar("ntc_div_ccd", { length: 2 }).$type<NoticeCategory>().notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    contents: text("contents").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("notices_div_posted").on(t.ntcDivCcd, t.postedAt)],
);

export const faqs = pgTable("faqs", {
  faqSn: serial("faq_sn").primaryKey(),
  faqDivCcd: varchar("faq_div_ccd", { length: 2 }).$type<FaqCategory>().notNull(),
  question: varchar("question", { length: 300 }).notNull(),
  answer: text("answer").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** 1:1 inquiries: status 01 awaiting, 06 processing, 02 answered (INQUIRY_STATUS). */
export const inquiries = pgTable(
  "inquiries",
  {
    iqrSn: serial("iqr_sn").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    iqrDivCcd: varchar("iqr_div_ccd", { length: 2 }).$type<InquiryCategory>().notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    contents: text("contents").notNull(),
    atchFileSn: integer("atch_file_sn")
      .references(() => fileGroups.atchFileSn, { onDelete: "set null" })
      .unique(),
    iqrSttsDivCcd: varchar("iqr_stts_div_ccd", { length: 2 }).$type<InquiryStatus>().notNull().default("01"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("inquiries_user_created").on(t.userNo, t.createdAt)],
);
