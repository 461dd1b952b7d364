import type { SeedContext } from "./index";

/** Demo data of the 'review' area. */
export async function seedReview(_ctx: SeedContext): Promise<void> {}
