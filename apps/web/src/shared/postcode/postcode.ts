/**
 * The Kakao (Daum) postcode search, an external script loaded only when the member opens the search: nothing of it
 * is in the page until then, and when it cannot load (offline, blocked, slow) the form falls back to manual entry.
 * The page's CSP allows exactly its script and its frame (server/security-headers.ts, docs/accounts.md "Profile").
 */

/** The widget's script, as the provider's guide gives it since its move to Kakao's domains (https only). */
export const POSTCODE_SCRIPT_URL = "https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js";

/** How long the search may take to load before the form says so and offers manual entry. */
export const POSTCODE_LOAD_TIMEOUT_MS = 8_000;

/** What the widget hands to `oncomplete` (the fields this app uses). */
export interface PostcodeResult {
  /** The 5-digit postal code. */
  zonecode: string;
  /** Road-name address. */
  roadAddress: string;
  /** Lot-number address. */
  jibunAddress: string;
  /** `R` when the member picked the road-name address, `J` the lot-number one. */
  userSelectedType?: "R" | "J";
  buildingName?: string;
}

interface PostcodeWidget {
  embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
}
interface PostcodeConstructor {
  new (options: { oncomplete: (data: PostcodeResult) => void; width?: string; height?: string }): PostcodeWidget;
}
declare global {
  interface Window {
    /** The widget's namespace (`daum` before the move to Kakao's domains, still defined for older pages). */
    kakao?: { Postcode?: PostcodeConstructor };
    daum?: { Postcode?: PostcodeConstructor };
  }
}

const loadedWidget = () => window.kakao?.Postcode ?? window.daum?.Postcode;

/** The load in flight, shared by taps that come while it runs; once loaded, the widget's namespace is the cache. */
let loading: Promise<PostcodeConstructor> | undefined;

/** Loads the widget's script once; a failure (error event, no `kakao.Postcode`, timeout) rejects and may be retried. */
export function loadPostcode(timeoutMs = POSTCODE_LOAD_TIMEOUT_MS): Promise<PostcodeConstructor> {
  const loaded = loadedWidget();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail("timeout"), timeoutMs);
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const Postcode = loadedWidget();
      loading = undefined;
      if (Postcode) resolve(Postcode);
      else fail("no widget");
    };
    script.onerror = () => fail("error");
    document.head.appendChild(script);
  });
  return loading;
}

/** The address a pick fills in: the kind the member chose (road-name by default), with the building name. */
export function addressOf(data: PostcodeResult): { zip: string; addr: string } {
  const base = data.userSelectedType === "J" && data.jibunAddress ? data.jibunAddress : data.roadAddress || data.jibunAddress;
  const building = data.buildingName?.trim();
  return { zip: data.zonecode, addr: building && data.userSelectedType !== "J" ? `${base} (${building})` : base };
}

/** Opens the search inside `element`; `onPick` gets the chosen address. */
export async function embedPostcode(element: HTMLElement, onPick: (address: { zip: string; addr: string }) => void, timeoutMs?: number) {
  const Postcode = await loadPostcode(timeoutMs);
  new Postcode({ oncomplete: (data) => onPick(addressOf(data)), width: "100%", height: "100%" }).embed(element, { autoClose: true });
}
