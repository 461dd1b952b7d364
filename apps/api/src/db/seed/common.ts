import type { SeedContext } from "./index";

/** Demo data of the 'common' area. */
export async function seedCommon(_ctx: SeedContext): Promise<void> {}
