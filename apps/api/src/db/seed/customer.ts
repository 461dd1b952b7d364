import type { SeedContext } from "./index";

/** Demo data of the 'customer' area. */
export async function seedCustomer(_ctx: SeedContext): Promise<void> {}
