import { CAR_BRANDS } from "@evsafe/contract/vehicle-catalog";

/** What a driver without a known service-centre number is told instead of a call button. */
export const SERVICE_CENTRE_FALLBACK = "가까운 브랜드 서비스센터에 문의하세요.";

/** A number the dialer may take: digits with optional hyphens (a leading + for an international one). */
const TEL = /^\+?\d[\d-]{1,19}$/;

/**
 * The brand's service-centre number from the contract's vehicle catalogue (`serviceCenterTel` of its brand), found
 * by the brand code or, where a screen has only the name (a diagnosis result), by the Korean brand name. Null for a
 * brand the catalogue does not know or that has no valid number: the screen then says `SERVICE_CENTRE_FALLBACK`.
 */
export function serviceCenterTelOf(brand: { brandDcd?: string | null; brandNm?: string | null }): string | null {
  const found = CAR_BRANDS.find(
    (b) => (brand.brandDcd != null && b.brandDcd === brand.brandDcd) || (brand.brandNm != null && b.brandNm === brand.brandNm),
  );
  // Read loosely: the catalogue's number is optional per brand.
  const tel = (found as { serviceCenterTel?: unknown } | undefined)?.serviceCenterTel;
  return typeof tel === "string" && TEL.test(tel) ? tel : null;
}

/** The brand's Korean name from the catalogue (the button says whose service centre it calls). */
export function brandNameOf(brand: { brandDcd?: string | null; brandNm?: string | null }): string | null {
  return CAR_BRANDS.find((b) => b.brandDcd === brand.brandDcd)?.brandNm ?? brand.brandNm ?? null;
}

/**
 * Opens the phone's dialer with `tel`: inside the app through the shell's `link.open` (a WebView does not follow a
 * tel: link by itself), in a browser, or a shell too old for it, as a plain tel: navigation.
 */
export async function dial(tel: string): Promise<void> {
  const url = `tel:${tel}`;
  const bridge = await import("@/shared/bridge");
  await bridge.bridgeReady();
  if (bridge.hasBridge()) {
    try {
      await bridge.request("link.open", { url });
      return;
    } catch (error) {
      const code = error instanceof bridge.BridgeError ? error.code : null;
      if (code !== "UNAVAILABLE" && code !== "UNSUPPORTED") console.error("[dial] link.open failed", error);
    }
  }
  window.location.assign(url);
}
