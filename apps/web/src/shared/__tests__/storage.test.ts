// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { FLICKER_OPTIONS, LOGIN_PROVIDERS } from "@evsafe/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bootScriptWhenStored,
  resetStorageMemory,
  storage,
  STORAGE_KEYS,
  STORED_FLICKER_OPTIONS,
  STORED_LOGIN_PROVIDERS,
  type StorageKey,
} from "../storage";

/** apps/web/src */
const SRC = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Code without its comments (a comment may name the store; code may not use it). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(name) ? [path] : [];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetStorageMemory();
});

describe("what may be stored", () => {
  it("no file under apps/web/src but storage.ts touches local storage", () => {
    // The journey test reads local storage only to check that nothing of an account journey lands there; the offline
    // state's test, what its stored text holds and what sign-out leaves.
    const allowed = new Set([
      "shared/storage.ts",
      "shared/__tests__/storage.test.ts",
      "features/accounts/__tests__/journey.test.ts",
      "shared/offline/__tests__/member-data.test.ts",
    ]);
    const offenders = sourceFiles(SRC)
      .map((f) => relative(SRC, f).split("\\").join("/"))
      .filter((f) => !allowed.has(f))
      .filter((f) => /localStorage/.test(code(readFileSync(join(SRC, f), "utf8"))));
    expect(offenders).toEqual([]);
    // the scan itself works: it sees storage.ts and finds the store in its code
    expect(code(readFileSync(join(SRC, "shared", "storage.ts"), "utf8"))).toMatch(/window\.localStorage/);
    expect(code("/** localStorage */ // localStorage\nconst a = 1;")).not.toMatch(/localStorage/);
    expect(sourceFiles(SRC).some((f) => f.endsWith(join("shared", "storage.ts")))).toBe(true);
  });

  it("no key is a token", () => {
    for (const [name, key] of Object.entries(STORAGE_KEYS)) {
      expect(name.toLowerCase()).not.toContain("token");
      expect(key.toLowerCase()).not.toContain("token");
    }
  });

  it("holds SPEC §9's keys, the notice date and the accounts shown the location onboarding and the business offer, the ended-service notice's days, the review request's days, the last known battery state, the analytics opt-out, under distinct names", () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        "analyticsOptOut",
        "businessOfferShown",
        "expiryNoticeShown",
        "firstUseDate",
        "flicker",
        "fontReady",
        "lastBatteryState",
        "lastLoginProvider",
        "locationOnboardingShown",
        "promotionExpirationDate",
        "promotionKey",
        "promotionNoticeDate",
        "reviewPromptAsked",
        "savedLoginId",
      ].sort(),
    );
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(14);
  });

  it("keeps its value lists equal to the contract's", () => {
    expect([...STORED_FLICKER_OPTIONS]).toEqual([...FLICKER_OPTIONS]);
    expect([...STORED_LOGIN_PROVIDERS]).toEqual([...LOGIN_PROVIDERS]);
  });
});

describe("storage", () => {
  it("stores, reads back and removes typed values", () => {
    expect(storage.get(STORAGE_KEYS.savedLoginId)).toBeNull();
    expect(storage.set(STORAGE_KEYS.savedLoginId, "demo")).toBe(true);
    expect(storage.set(STORAGE_KEYS.flicker, 30)).toBe(true);
    expect(storage.set(STORAGE_KEYS.lastLoginProvider, "kakao")).toBe(true);
    expect(storage.set(STORAGE_KEYS.promotionExpirationDate, "2027-05-22")).toBe(true);
    expect(window.localStorage.getItem("evsafe.flicker")).toBe("30");
    expect(storage.get(STORAGE_KEYS.savedLoginId)).toBe("demo");
    expect(storage.get(STORAGE_KEYS.flicker)).toBe(30);
    expect(storage.get(STORAGE_KEYS.lastLoginProvider)).toBe("kakao");
    expect(storage.get(STORAGE_KEYS.promotionExpirationDate)).toBe("2027-05-22");
    storage.remove(STORAGE_KEYS.savedLoginId);
    expect(storage.get(STORAGE_KEYS.savedLoginId)).toBeNull();
  });

  it("refuses keys outside STORAGE_KEYS without throwing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const rogue = "accessToken" as StorageKey;
    expect(storage.set(rogue, "secret" as never)).toBe(false);
    expect(storage.get(rogue)).toBeNull();
    expect(() => storage.remove(rogue)).not.toThrow();
    expect(storage.get("toString" as StorageKey)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(error).toHaveBeenCalled();
  });

  it("refuses invalid values and reads a tampered value as absent", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(storage.set(STORAGE_KEYS.flicker, 7 as never)).toBe(false);
    expect(storage.set(STORAGE_KEYS.promotionNoticeDate, "2026-13-01")).toBe(false);
    expect(storage.set(STORAGE_KEYS.savedLoginId, "")).toBe(false);
    expect(storage.set(STORAGE_KEYS.lastLoginProvider, "facebook" as never)).toBe(false);
    window.localStorage.setItem("evsafe.flicker", "abc");
    window.localStorage.setItem("evsafe.lastLoginProvider", "facebook");
    expect(storage.get(STORAGE_KEYS.flicker)).toBeNull();
    expect(storage.get(STORAGE_KEYS.lastLoginProvider)).toBeNull();
  });

  it("never throws when the store is disabled (private mode) and keeps values in memory for the visit", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(storage.get(STORAGE_KEYS.savedLoginId)).toBeNull();
    expect(storage.set(STORAGE_KEYS.savedLoginId, "demo")).toBe(true);
    expect(storage.get(STORAGE_KEYS.savedLoginId)).toBe("demo");
    expect(() => storage.remove(STORAGE_KEYS.savedLoginId)).not.toThrow();
    expect(storage.get(STORAGE_KEYS.savedLoginId)).toBeNull();
  });

  it("never throws when the quota is full, and an older stored value does not win", () => {
    window.localStorage.setItem("evsafe.promotionNoticeDate", "2026-11-20");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(storage.set(STORAGE_KEYS.promotionNoticeDate, "2026-11-22")).toBe(true);
    expect(storage.get(STORAGE_KEYS.promotionNoticeDate)).toBe("2026-11-22");
    expect(window.localStorage.getItem("evsafe.promotionNoticeDate")).toBeNull();
  });

  it("never throws when reading fails", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("broken");
    });
    expect(storage.get(STORAGE_KEYS.promotionKey)).toBeNull();
  });
});

describe("bootScriptWhenStored", () => {
  const script = bootScriptWhenStored(STORAGE_KEYS.fontReady, "build-1", "window.__ran = true");
  const run = () => {
    (window as { __ran?: boolean }).__ran = false;
    new Function(script)();
    return (window as { __ran?: boolean }).__ran;
  };
  afterEach(() => window.localStorage.clear());

  it("runs its code only when the key holds the value", () => {
    expect(run()).toBe(false);
    window.localStorage.setItem("evsafe.fontReady", "build-0");
    expect(run()).toBe(false);
    window.localStorage.setItem("evsafe.fontReady", "build-1");
    expect(run()).toBe(true);
  });

  it("runs nothing, and throws nothing, when the store throws", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(run()).toBe(false);
    getItem.mockRestore();
  });
});
