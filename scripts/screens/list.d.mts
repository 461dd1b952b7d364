/** The demo accounts (apps/api/src/db/seed/accounts.ts; README "Demo logins"). */
export type DemoLogin = "demo" | "demo00" | "demo01" | "demoempty" | "demowarn" | "demo03" | "demo04" | "demob2b";

/** One shot of `npm run screens`. */
export interface Screen {
  /** File name without `.png`: lower-case words joined by `-`, unique. */
  name: string;
  /** Path and query to open. */
  route: string;
  /** Demo account signed in first; null: signed out. */
  account: DemoLogin | null;
  /** What this shot shows, for whoever maintains the list (English). */
  state: string;
  /** The gallery's Korean caption. */
  caption: string;
  /** What must be on screen before the shot (default: the page's h1). */
  waitFor?: "heading" | "dialog";
  /**
   * The tab's sessionStorage before the page opens, each value JSON-encoded under its key: an account journey's
   * finished steps (docs/accounts.md "Journey state"), for a page that shows only after them.
   */
  sessionStorage?: Record<string, unknown>;
  /**
   * Cookies the app itself sets on the route's folder as the member goes (a signed-in screen only): the service
   * sign-up's progress, with which the server draws a step in its HTML (docs/subscription.md "State").
   */
  cookies?: Record<string, string>;
  /**
   * A person verified through the identity simulator before the page opens (`POST sim/identity-verification`), kept
   * as the journey state's verification: for a page that reads the API with the real token (find id's result).
   */
  verifiedPerson?: { name: string; phone: string; birthDate: string; purpose: "signup" | "oauth-signup" | "find-id" | "find-password" };
  /** `data-testid` of a part of the page to scroll to before the shot (its charts drawn first). */
  scrollTo?: string;
  /** A page opened (and settled) before the screen's route, for what it leaves on the device: /home's last battery state for /offline. */
  visitFirst?: string;
  /** The root text size the shot is taken at ("200%": a driver's large system font), set once the page has settled. */
  textSize?: string;
  /**
   * A battery certificate the account issues (`POST safe-data/report/shares`) before the page opens: the page opened
   * is the certificate's public path (its random id and signature), not `route`, which only names it.
   */
  issueCertificate?: DemoLogin;
  /** A fault the API injects before the page opens (e2e/fixtures.ts `Fault`). */
  fault?: { path: string; status: number; code?: string; message?: string; target?: "client" | "server-render" | "any"; count?: number };
}

export declare const SCREENS: readonly Screen[];
/** The sessionStorage key of the account journeys' state (apps/web/src/features/accounts/journey.ts). */
export declare const ACCOUNT_JOURNEY_KEY: string;
