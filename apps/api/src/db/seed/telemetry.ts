import type { SeedContext } from "./index";

/** Demo data of the 'telemetry' area. */
export async function seedTelemetry(_ctx: SeedContext): Promise<void> {}
