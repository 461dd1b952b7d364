import dynamic from "next/dynamic";
import type { AuthErrorNotice } from "@/auth/errors";
import type { SocialSignInDeps } from "@/auth/client/social-sign-in";

export interface SignInScreenProps {
  /**
   * `?error=` (a next-auth error name or SessionRequired) as its name and Korean text, worked out on the server:
   * the table of texts (auth/errors.ts) loads in the browser only when a sign-in fails.
   */
  errorNotice: AuthErrorNotice | null;
  /** Same-origin path to go to after sign-in (already checked on the server). */
  callbackUrl: string;
}

/** A dialog to show a message in (the modal system's `openModal`); without it the message shows in the form. */
export type Notify = (message: string) => void;

export interface SignInScreenDeps extends SocialSignInDeps {
  /** The product's credentials provider id (`{product}`). */
  productProvider: string;
  signInWithPassword: (
    provider: string,
    options: { loginId: string; password: string; redirect: false; callbackUrl: string },
  ) => Promise<{ ok: boolean; error: string | null } | undefined>;
  navigate: (url: string) => unknown;
  /** True inside the native shell (after the shell simulator, if any, has started). */
  bridgeAvailable: () => Promise<boolean>;
  /**
   * A phone or tablet: without the shell, social sign-in says it is in the app, with the store links; elsewhere
   * SPEC §8's "only available on mobile devices".
   */
  isPhone: () => boolean;
  savedLoginId: { get: () => string | null; set: (id: string) => void; remove: () => void };
  rememberProvider: (provider: string) => void;
  lastProvider: () => string | null;
  notify?: Notify;
  /** Where a signed-in visitor goes instead of `target` (an onboarding the account still needs); default `target`. */
  afterSignIn: (target: string) => Promise<string>;
}

/**
 * Everything below the heading (the id and password form over shared/form, the links, social sign-in) loads after the
 * page (first-load JS). The server renders it and the page hydrates once its chunk is there, so a submit before that
 * is the form's own POST to this page.
 */
const SignInForm = dynamic(() => import("./forms/sign-in-form").then((m) => m.SignInForm));

/** Sign-in (SPEC §2/§4): id and password, saved id, social sign-in through the app shell, links to sign-up and recovery. */
export function SignInScreen(props: SignInScreenProps & { deps?: Partial<SignInScreenDeps> }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-6 pb-10 pt-12">
      <h1 className="text-2xl font-bold text-neutral-900">로그인</h1>
      <p className="mt-2 text-sm text-neutral-600">전기차 배터리 안전 알림 서비스에 오신 것을 환영합니다.</p>
      <SignInForm {...props} />
    </main>
  );
}
