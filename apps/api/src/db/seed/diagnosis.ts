import type { SeedContext } from "./index";

/** Demo data of the 'diagnosis' area. */
export async function seedDiagnosis(_ctx: SeedContext): Promise<void> {}
