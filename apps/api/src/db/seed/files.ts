import { and, eq } from "drizzle-orm";
import { createFileGroup } from "../../services/files";
import { inquiries } from "../schema/customer";
import type { SeedContext } from "./index";

/** A 1×1 PNG: the demo "installation photo" attached to an inquiry. */
export const DEMO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Demo files: the demo user's inquiry about the OBD LED carries a photo (plain group, INQUIRY), and the
 * demo user has an encrypted document group (e.g. a vehicle registration scan) to show decrypted downloads.
 * Runs after the customer seed (it links the photo to that inquiry).
 */
export async function seedFiles(ctx: SeedContext): Promise<void> {
  const demo = ctx.account("demo");
  const photo = await createFileGroup(ctx, demo.userNo, "INQUIRY", false, [{ filename: "단말기_설치사진.png", data: DEMO_PNG }]);
  await ctx.db
    .update(inquiries)
    .set({ atchFileSn: photo.atchFileSn })
    .where(and(eq(inquiries.userNo, demo.userNo), eq(inquiries.title, "단말기 LED가 주황색으로 깜빡여요")));
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
  await createFileGroup(ctx, demo.userNo, "DOCUMENT", true, [{ filename: "자동차등록증.pdf", data: pdf }]);
}
