import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import type { FileType } from "@evsafe/contract";
import { users } from "./core";

/** An attachment group (atchFileSn): what the client keeps and sends along (e.g. with an inquiry). */
export const fileGroups = pgTable(
  "file_groups",
  {
    atchFileSn: serial("atch_file_sn").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    fileType: varchar("file_type", { length: 20 }).$type<FileType>().notNull(),
    /** Every file of an encrypted group is AES-256-GCM encrypted at rest. */
    encrypted: boolean("encrypted").notNull().default(false),
    /** Highest fileSn handed out; fileSn values are never reused. */
    lastFileSn: integer("last_file_sn").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("file_groups_user").on(t.userNo)],
);

/** One stored file; on disk under FILE_DIR as `storedName` (a random UUID, never the client's name). */
export const fileItems = pgTable(
  "file_items",
  {
    atchFileSn: integer("atch_file_sn")
      .notNull()
      .references(() => fileGroups.atchFileSn, { onDelete: "cascade" }),
    fileSn: integer("file_sn").notNull(),
    storedName: varchar("stored_name", { length: 64 }).notNull().unique(),
    orgFileNm: varchar("org_file_nm", { length: 255 }).notNull(),
    fileExt: varchar("file_ext", { length: 10 }).notNull(),
    mimeType: varchar("mime_type", { length: 60 }).notNull(),
    /** Size of the original bytes. */
    fileSize: integer("file_size").notNull(),
    /** SHA-256 of the original bytes (hex). */
    sha256: varchar("sha256", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.atchFileSn, t.fileSn] })],
);
