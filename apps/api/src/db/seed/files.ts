import type { SeedContext } from "./index";

/** Demo data of the 'files' area. */
export async function seedFiles(_ctx: SeedContext): Promise<void> {}
