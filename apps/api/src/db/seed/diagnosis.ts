import { eq } from "drizzle-orm";
import { addDays, addMonths, kstDate } from "../../http/time";
import { users } from "../schema/core";
import { runFullDiagnosis } from "../../services/diagnosis";
import { countDataDays, userVehicle } from "../../services/diagnosis-statistics";
import type { SeedContext } from "./index";

/**
 * Demo diagnoses: for every demo account with telemetry, one completed diagnosis a month over the last
 * six months, run by the real engine over the seeded telemetry (services/diagnosis.ts). The latest is three
 * days ago, so demowarn's shows the degradation of its last weeks. Months without 7 days of data are skipped.
 */
export async function seedDiagnosis(ctx: SeedContext): Promise<void> {
  const today = kstDate(ctx.now());
  const latest = addDays(today, -3);
  for (const a of ctx.accounts) {
    if (!a.vehicleId || a.dataDays <= 0) continue;
    const vehicle = await userVehicle(ctx, a.userNo);
    if (!vehicle) continue;
    const [u] = await ctx.db.select({ expiry: users.serviceExpirationDate }).from(users).where(eq(users.userNo, a.userNo));
    for (let k = 5; k >= 0; k--) {
      const day = addMonths(latest, -k);
      if (u?.expiry && day > u.expiry) continue;
      const dataTo = addDays(day, -1);
      if ((await countDataDays(ctx, vehicle.vehicleId, addDays(dataTo, -29), dataTo)) < 7) continue;
      // Started at 20:30 KST on that day.
      const at = new Date(Date.parse(`${day}T20:30:00+09:00`));
      await runFullDiagnosis(ctx, a.userNo, vehicle, day, at);
    }
  }
}
