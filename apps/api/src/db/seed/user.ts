import type { SeedContext } from "./index";

/** Demo data of the 'user' area. */
export async function seedUser(_ctx: SeedContext): Promise<void> {}
