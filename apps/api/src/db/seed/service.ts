import type { SeedContext } from "./index";

/** Demo data of the 'service' area. */
export async function seedService(_ctx: SeedContext): Promise<void> {}
