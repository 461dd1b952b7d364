/**
 * The only module that touches the browser's local storage (a unit test enforces it).
 *
 * What may be kept on the device is exactly STORAGE_KEYS (SPEC §9): conveniences a user would not mind losing.
 * Never a token, a password or personal data beyond the saved login id and the last known battery figures (no name
 * or plate; deleted at sign-out): sessions live in HttpOnly cookies.
 * Every call is total: private mode, a full quota or a disabled store never throw — values then live in memory
 * for this page, so "at most once a day" notices still hold within the visit.
 */

/** SPEC §9 local storage keys (+ the promotion notice's date, SPEC §5). Values are the stored names. */
export const STORAGE_KEYS = {
  /** Login id the user asked to remember on the sign-in form. */
  savedLoginId: "evsafe.savedLoginId",
  /** Promotion key entered during service sign-up (payment/promotion/validate-key). */
  promotionKey: "evsafe.promotionKey",
  /** Promotion expiration date, YYYY-MM-DD (service status promotionExpirationDate). */
  promotionExpirationDate: "evsafe.promotionExpirationDate",
  /** Main-screen flicker period in seconds (SPEC §4/§9 options). */
  flicker: "evsafe.flicker",
  /** Provider of the last sign-in, to highlight it on the sign-in page. */
  lastLoginProvider: "evsafe.lastLoginProvider",
  /** KST day (YYYY-MM-DD) the promotion-extension notice was last shown (SPEC §5: at most once a day). */
  promotionNoticeDate: "evsafe.promotionNoticeDate",
  /** Accounts (session `sub`s, comma-separated) this device has shown the location onboarding to: it shows once. */
  locationOnboardingShown: "evsafe.locationOnboardingShown",
  /** Accounts (comma-separated) this device has offered the business service to: the offer shows once. */
  businessOfferShown: "evsafe.businessOfferShown",
  /** Today's ended-service notice per account (`<sub>_<YYYYMMDD>`, comma-separated): at most once a day each. */
  expiryNoticeShown: "evsafe.expiryNoticeShown",
  /** The build whose Pretendard file this device has: its later page loads paint with it from the start (shared/fonts.ts). */
  fontReady: "evsafe.fontReady",
  /** KST day (YYYY-MM-DD) this device first opened the home screen: the review request waits weeks from it. */
  firstUseDate: "evsafe.firstUseDate",
  /** KST day the review request was shown: it is asked once, never again (features/review/review-prompt.ts). */
  reviewPromptAsked: "evsafe.reviewPromptAsked",
  /**
   * The member's last known battery state, for the offline screen, as JSON; its shape is checked where it is read
   * and written (shared/offline/member-data.ts), so every page's first load does not carry that check. Deleted at sign-out.
   */
  lastBatteryState: "evsafe.lastBatteryState",
  /** `1`: this device sends no real-user performance figures (settings' 성능 통계 switch; shared/web-vitals-reporter.ts). */
  analyticsOptOut: "evsafe.analyticsOptOut",
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];

/** SPEC §9 flicker options in seconds; equal to the contract's FLICKER_OPTIONS (unit test), kept here to stay zod-free. */
export const STORED_FLICKER_OPTIONS = [5, 10, 30, 60, 999] as const;
/** SPEC §3 login providers; equal to the contract's LOGIN_PROVIDERS (unit test). */
export const STORED_LOGIN_PROVIDERS = ["evsafe", "google", "kakao", "naver", "apple"] as const;

export interface StorageValues {
  "evsafe.savedLoginId": string;
  "evsafe.promotionKey": string;
  "evsafe.promotionExpirationDate": string;
  "evsafe.flicker": (typeof STORED_FLICKER_OPTIONS)[number];
  "evsafe.lastLoginProvider": (typeof STORED_LOGIN_PROVIDERS)[number];
  "evsafe.promotionNoticeDate": string;
  "evsafe.locationOnboardingShown": string;
  "evsafe.businessOfferShown": string;
  "evsafe.expiryNoticeShown": string;
  "evsafe.fontReady": string;
  "evsafe.firstUseDate": string;
  "evsafe.reviewPromptAsked": string;
  "evsafe.lastBatteryState": string;
  "evsafe.analyticsOptOut": "1";
}

interface Codec<T> {
  /** The value, or null when what is stored is not a valid value (then treated as absent). */
  decode(raw: string): T | null;
  encode(value: T): string | null;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const text = (max: number): Codec<string> => {
  const ok = (s: string) => s.length > 0 && s.length <= max && !/[\u0000-\u001F\u007F]/.test(s);
  return { decode: (raw) => (ok(raw) ? raw : null), encode: (v) => (typeof v === "string" && ok(v) ? v : null) };
};
const date: Codec<string> = {
  decode: (raw) => (DATE.test(raw) ? raw : null),
  encode: (v) => (typeof v === "string" && DATE.test(v) ? v : null),
};
/** Account ids (letters, digits, `-`, `_`) separated by commas, as locationOnboardingShown keeps them. */
const ID_LIST = /^[\w-]{1,64}(,[\w-]{1,64}){0,49}$/;
const idList: Codec<string> = {
  decode: (raw) => (ID_LIST.test(raw) ? raw : null),
  encode: (v) => (typeof v === "string" && ID_LIST.test(v) ? v : null),
};
/** Next's build id: letters, digits, `-` and `_`. */
const BUILD_ID = /^[\w-]{1,64}$/;
const buildIdText: Codec<string> = {
  decode: (raw) => (BUILD_ID.test(raw) ? raw : null),
  encode: (v) => (typeof v === "string" && BUILD_ID.test(v) ? v : null),
};
/** A JSON object of at most `max` characters (its fields are the caller's to check). */
const jsonObject = (max: number): Codec<string> => {
  const ok = (s: string) => {
    if (s.length > max || !s.startsWith("{")) return false;
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  };
  return { decode: (raw) => (ok(raw) ? raw : null), encode: (v) => (typeof v === "string" && ok(v) ? v : null) };
};
const oneOf = <T extends string | number>(values: readonly T[], parse: (raw: string) => unknown): Codec<T> => ({
  decode: (raw) => {
    const v = parse(raw);
    return (values as readonly unknown[]).includes(v) ? (v as T) : null;
  },
  encode: (v) => ((values as readonly unknown[]).includes(v) ? String(v) : null),
});

const CODECS: { [K in StorageKey]: Codec<StorageValues[K]> } = {
  "evsafe.savedLoginId": text(100),
  "evsafe.promotionKey": text(100),
  "evsafe.promotionExpirationDate": date,
  "evsafe.flicker": oneOf(STORED_FLICKER_OPTIONS, Number),
  "evsafe.lastLoginProvider": oneOf(STORED_LOGIN_PROVIDERS, (s) => s),
  "evsafe.promotionNoticeDate": date,
  "evsafe.locationOnboardingShown": idList,
  "evsafe.businessOfferShown": idList,
  "evsafe.expiryNoticeShown": idList,
  "evsafe.fontReady": buildIdText,
  "evsafe.firstUseDate": date,
  "evsafe.reviewPromptAsked": date,
  "evsafe.lastBatteryState": jsonObject(16_384),
  "evsafe.analyticsOptOut": oneOf(["1"] as const, (s) => s),
};

const isKnownKey = (key: unknown): key is StorageKey => typeof key === "string" && Object.hasOwn(CODECS, key);

/** Values written while the real store refused them (private mode, quota). Browser only: never on the server. */
const memory = new Map<StorageKey, string>();

function store(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    return null; // SecurityError: storage disabled for this origin
  }
}

function refuse(op: string, key: unknown): void {
  console.error(`[storage] ${op}: '${String(key)}' is not in STORAGE_KEYS`);
}

export const storage = {
  /** The stored value, or null when absent, invalid, refused, or on the server. */
  get<K extends StorageKey>(key: K): StorageValues[K] | null {
    if (!isKnownKey(key)) {
      refuse("get", key);
      return null;
    }
    if (typeof window === "undefined") return null;
    let raw: string | null | undefined = memory.get(key);
    if (raw === undefined) {
      try {
        raw = store()?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
    }
    return raw === null ? null : CODECS[key].decode(raw);
  },

  /** Stores a value. Returns false when the key or value is refused; true when kept (on disk or, failing that, in memory). */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): boolean {
    if (!isKnownKey(key)) {
      refuse("set", key);
      return false;
    }
    if (typeof window === "undefined") return false;
    const raw = CODECS[key].encode(value);
    if (raw === null) {
      console.error(`[storage] set: invalid value for '${key}'`);
      return false;
    }
    try {
      const s = store();
      if (!s) throw new Error("unavailable");
      s.setItem(key, raw);
      memory.delete(key);
    } catch {
      memory.set(key, raw);
      try {
        store()?.removeItem(key); // never leave an older value that would win on the next visit
      } catch {
        // nothing more to do
      }
    }
    return true;
  },

  remove(key: StorageKey): void {
    if (!isKnownKey(key)) {
      refuse("remove", key);
      return;
    }
    if (typeof window === "undefined") return;
    memory.delete(key);
    try {
      store()?.removeItem(key);
    } catch {
      // disabled store: nothing kept there
    }
  },
};

/** Forgets the in-memory fallback (unit tests). */
export function resetStorageMemory(): void {
  memory.clear();
}

/**
 * An inline script for a page's `<head>` that runs `then` (plain ES5) when `key` holds `value`, before anything else
 * of the page runs (`_document`): the one read of local storage outside `storage`, kept here with it. Total like
 * `storage`: a store that throws runs nothing.
 */
export function bootScriptWhenStored<K extends StorageKey>(key: K, value: StorageValues[K], then: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(key)})===${JSON.stringify(CODECS[key].encode(value))}){${then}}}catch(e){}`;
}
