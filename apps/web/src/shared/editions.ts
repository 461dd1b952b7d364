import type { Platform } from "./bridge/constants";

/**
 * Editions (SPEC §1/§6: consumer and B2B), chosen at build time with NEXT_PUBLIC_EDITION=consumer|b2b
 * (default consumer). Everything that differs between them is data in this one object.
 */
export const EDITIONS = {
  consumer: {
    label: "일반",
    /** The driver pays for the service: the wizard has its payment step (SPEC §4 step 3). */
    driverPays: true,
    /** The driver may request cancellation of the service themself. */
    driverCanCancel: true,
    /**
     * SPEC §9 store links per platform: where the forced-update dialog sends the user, and the links a browser without
     * the shell shows where a function is app-only. Placeholders (package id, App Store id) until the apps are
     * published: replace them here, the one place they are written (docs/bridge.md §5).
     */
    storeLinks: {
      AOS: "https://play.google.com/store/apps/details?id=kr.evsafe.app",
      iOS: "https://apps.apple.com/kr/app/id6480000001",
    },
  },
  b2b: {
    label: "기업",
    /** The company pays, so the wizard skips the payment step. */
    driverPays: false,
    /** The company manages the contract, so the driver cannot cancel. */
    driverCanCancel: false,
    storeLinks: {
      AOS: "https://play.google.com/store/apps/details?id=kr.evsafe.biz",
      iOS: "https://apps.apple.com/kr/app/id6480000002",
    },
  },
} as const satisfies Record<
  string,
  { label: string; driverPays: boolean; driverCanCancel: boolean; storeLinks: Record<Platform, `https://${string}`> }
>;

export type Edition = keyof typeof EDITIONS;

/** Reads the build's edition; an unknown value stops the build (and start) with a clear message. */
export function parseEdition(value: string | undefined): Edition {
  if (value === undefined || value === "") return "consumer";
  if (Object.hasOwn(EDITIONS, value)) return value as Edition;
  throw new Error(`NEXT_PUBLIC_EDITION 값이 올바르지 않습니다: '${value}' (consumer 또는 b2b)`);
}

/** This build's edition. `process.env.NEXT_PUBLIC_EDITION` is written out in full so Next inlines it. */
export const edition: Edition = parseEdition(process.env.NEXT_PUBLIC_EDITION);

/** This edition's store links per platform. */
export const storeLinks: Readonly<Record<Platform, string>> = EDITIONS[edition].storeLinks;

/** Whether this build's wizard has the payment step (false in the B2B edition: the company pays). */
export const driverPays: boolean = EDITIONS[edition].driverPays;

/** Whether this build lets the driver request cancellation (false in the B2B edition). */
export const driverCanCancel: boolean = EDITIONS[edition].driverCanCancel;
