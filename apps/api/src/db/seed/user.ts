import { eq } from "drizzle-orm";
import { SERVICE_STATUS } from "@evsafe/contract";
import { addMonths, kstDate, kstDayStart } from "../../http/time";
import { termsInEffect } from "../../services/common";
import { userAgreements } from "../schema/common";
import { users } from "../schema/core";
import { bzServiceApplications, userActivityHistory, userAlimSettings } from "../schema/user";
import type { SeedContext } from "./index";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Demo data of the 'user' area: every account's answers to the terms in effect, device and alert settings,
 * recent activity, and marketing answers of different ages (so the consent prompt shows for some).
 */
export async function seedUser(ctx: SeedContext): Promise<void> {
  const now = ctx.now();
  const current = await termsInEffect(ctx);
  const rows = await ctx.db.select().from(users);
  for (const u of rows) {
    const signedUpAt = new Date(now.getTime() - 400 * DAY);
    const joinedService = u.serviceStatus !== SERVICE_STATUS.NOT_JOINED;
    const answers = current
      .filter((t) => t.scope === "signup" || joinedService)
      .map((t) => ({
        userNo: u.userNo,
        termsId: t.termsId,
        // Optional terms: location agreed by service members, marketing as the account says.
        agreed: t.required || (t.termsCd === "marketing-policy" ? u.agreeMarketing : joinedService),
        agreedAt: t.scope === "signup" ? signedUpAt : new Date(signedUpAt.getTime() + 2 * DAY),
      }));
    if (answers.length) await ctx.db.insert(userAgreements).values(answers);
  }

  const at = (loginId: string) => ctx.account(loginId).userNo;
  const today = kstDate(now);
  const monthsAgo = (n: number) => new Date(kstDayStart(addMonths(today, -n)).getTime() + 11 * HOUR);

  // Marketing answers: agreed long ago; demoempty refused 2 months ago (no prompt); demo03 refused 8 months ago (prompt again).
  for (const loginId of ["demo", "demo01", "demowarn", "demo04"]) {
    await ctx.db
      .update(users)
      .set({ agreeMarketingAt: monthsAgo(13) })
      .where(eq(users.userNo, at(loginId)));
  }
  await ctx.db
    .update(users)
    .set({ agreeMarketingAt: monthsAgo(2) })
    .where(eq(users.userNo, at("demoempty")));
  await ctx.db
    .update(users)
    .set({ agreeMarketingAt: monthsAgo(8) })
    .where(eq(users.userNo, at("demo03")));

  // Devices and settings.
  await ctx.db
    .update(users)
    .set({
      deviceType: "AOS",
      deviceToken: "demo-fcm-token-ioniq5-2f8a",
      flickerPeriod: 30,
      lastActiveAt: new Date(now.getTime() - 3 * HOUR),
    })
    .where(eq(users.userNo, at("demo")));
  await ctx.db
    .update(users)
    .set({ deviceType: "iOS", deviceToken: "demo-apns-token-kona-91bc", flickerPeriod: 5, lastActiveAt: new Date(now.getTime() - DAY) })
    .where(eq(users.userNo, at("demowarn")));
  await ctx.db
    .update(users)
    .set({ deviceType: "AOS", alimEnabled: false })
    .where(eq(users.userNo, at("demo04")));
  await ctx.db.insert(userAlimSettings).values([
    { userNo: at("demo"), alimKind: "driving", enabled: false, updatedAt: new Date(now.getTime() - 10 * DAY) },
    { userNo: at("demowarn"), alimKind: "marketing", enabled: false, updatedAt: new Date(now.getTime() - 30 * DAY) },
  ]);

  // Recent activity of the main demo accounts.
  const activity = [];
  for (const [loginId, device] of [
    ["demo", "AOS"],
    ["demowarn", "iOS"],
  ] as const) {
    for (let d = 6; d >= 0; d -= 1) {
      const ts = new Date(now.getTime() - d * DAY - (loginId === "demo" ? 3 : 24) * HOUR);
      activity.push({ userNo: at(loginId), screen: d % 2 ? "/menu" : "/home", deviceType: device, createdAt: ts });
    }
  }
  await ctx.db.insert(userActivityHistory).values(activity);

  // demo01 (service being applied for) already asked about the B2B service.
  await ctx.db
    .update(users)
    .set({ bzServiceApplyYn: "Y" })
    .where(eq(users.userNo, at("demo01")));
  await ctx.db.insert(bzServiceApplications).values({ userNo: at("demo01"), appliedAt: new Date(now.getTime() - 5 * DAY) });
}
