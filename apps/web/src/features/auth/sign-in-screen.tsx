import dynamic from "next/dynamic";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { AppLink } from "@/shared/ui/app-link";
import Router from "next/router";
import type { SocialProvider } from "@evsafe/contract";
import { SOCIAL_PROVIDER_LABEL } from "@evsafe/contract/constants/account";
import { DEFAULT_AFTER_SIGN_IN, isSafeCallbackUrl } from "@/auth/callback-url";
import type { AuthErrorNotice } from "@/auth/errors";
import type { SocialSignInDeps } from "@/auth/social-sign-in";
import { BRIDGE_SOCIAL_PROVIDERS, isMobileDevice, MOBILE_ONLY_MESSAGE } from "@/shared/bridge/constants";
import { storage, STORAGE_KEYS } from "@/shared/storage";
import { ROUTES } from "@/shared/routes";

/** The links under the form: each a 44 px tap target (the text alone is 20 px tall). */
const FOOT_LINK = "flex min-h-11 min-w-11 items-center justify-center px-2";

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

const SOCIAL_STYLES: Record<SocialProvider, string> = {
  kakao: "bg-[#FEE500] text-[#191919]",
  naver: "bg-[#03C75A] text-black",
  google: "bg-white text-neutral-900 border border-neutral-300",
  apple: "bg-black text-white",
};

const fromNotice = (notice: AuthErrorNotice | null) => (notice ? { text: notice.message, name: notice.name } : null);

/**
 * The id and password form (react-hook-form over its schema) loads after the page (first-load JS). The server renders
 * it, and the page hydrates once its chunk is there, so a submit before that is the form's own POST to this page.
 */
const SignInForm = dynamic(() => import("./forms/sign-in-form").then((m) => m.SignInForm));

/** Shown only after a social button is pressed in a phone's browser, so it loads then. */
const AppOnlyNotice = lazy(() => import("@/shared/ui/app-only-notice"));

export const defaultSignInDeps: SignInScreenDeps = {
  productProvider: process.env.NEXT_PUBLIC_PRODUCT ?? "evsafe",
  // auth/actions loads with the first sign-in attempt, not with the page.
  signInWithPassword: async (provider, options) => (await import("@/auth/actions")).signIn(provider, options),
  navigate: (url) => Router.replace(url),
  // The bridge client loads when a social button is pressed, not with the page.
  bridgeAvailable: async () => {
    const { bridgeReady, hasBridge } = await import("@/shared/bridge");
    await bridgeReady();
    return hasBridge();
  },
  isPhone: isMobileDevice,
  requestSocial: async (provider) => (await import("@/shared/bridge")).bridge.request("auth.social", { provider }),
  isLinked: async (provider, sub) => (await (await import("@/shared/api-client")).api("oauthExist", { body: { provider, sub } })).result,
  signIn: async (provider, options) => (await import("@/auth/actions")).signIn(provider, options),
  bridgeErrorMessage: async (err) => (await import("@/shared/bridge")).bridgeErrorMessage(err),
  savedLoginId: {
    get: () => storage.get(STORAGE_KEYS.savedLoginId),
    set: (id) => void storage.set(STORAGE_KEYS.savedLoginId, id),
    remove: () => storage.remove(STORAGE_KEYS.savedLoginId),
  },
  rememberProvider: (provider) => {
    if ((["evsafe", ...BRIDGE_SOCIAL_PROVIDERS] as string[]).includes(provider)) {
      storage.set(STORAGE_KEYS.lastLoginProvider, provider as "evsafe");
    }
  },
  lastProvider: () => storage.get(STORAGE_KEYS.lastLoginProvider),
  afterSignIn: async (target) => target,
};

/** Sign-in (SPEC §2/§4): id and password, saved id, social sign-in through the app shell, links to sign-up and recovery. */
export function SignInScreen({ errorNotice, callbackUrl, deps: overrides }: SignInScreenProps & { deps?: Partial<SignInScreenDeps> }) {
  const deps: SignInScreenDeps = { ...defaultSignInDeps, ...overrides };
  const ids = useId();
  const [pending, setPending] = useState<string | null>(null);
  // An error named by next-auth or the guard shows its name under the text; the form's own checks have none.
  const [message, setMessage] = useState<{ text: string; name?: string } | null>(() => fromNotice(errorNotice));
  const [lastProvider, setLastProvider] = useState<string | null>(null);
  const [isAppOnly, setAppOnly] = useState(false);

  // Local storage exists only in the browser: read after mount.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see storage; a render-time read would break hydration
    setLastProvider(deps.lastProvider());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Form errors stay inline beside the kept input; shell problems (SPEC §8: no bridge) open a dialog when one is wired. */
  const show = (text: string, asDialog = false) => {
    if (asDialog && deps.notify) return deps.notify(text);
    setMessage({ text });
  };
  const showError = async (name: string) => setMessage(fromNotice((await import("@/auth/errors")).authErrorNotice(name)));

  const target = () =>
    typeof window !== "undefined" && isSafeCallbackUrl(callbackUrl, window.location.origin) ? callbackUrl : DEFAULT_AFTER_SIGN_IN;

  const finish = async (provider: string) => {
    // signIn already refreshed this tab's session and told the other tabs (auth/client.tsx).
    deps.rememberProvider(provider);
    await deps.navigate(await deps.afterSignIn(target()));
  };

  const onSocial = async (provider: SocialProvider) => {
    if (pending) return;
    setMessage(null);
    if (!(await deps.bridgeAvailable())) {
      // No shell: a phone's browser is shown the app and its store links (there is no app to update); a computer, SPEC §8.
      if (deps.isPhone()) setAppOnly(true);
      else show(MOBILE_ONLY_MESSAGE, true);
      return;
    }
    setPending(provider);
    try {
      // Social sign-in's module (and the error texts it uses) loads when a social button is pressed.
      const { OAUTH_SIGNUP_PATH, socialSignIn } = await import("@/auth/social-sign-in");
      const result = await socialSignIn(provider, target(), deps);
      if (result.kind === "signed-in") await finish(provider);
      else if (result.kind === "signup") await deps.navigate(OAUTH_SIGNUP_PATH);
      else if (result.kind === "error") show(result.message, true);
    } finally {
      setPending(null);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-6 pb-10 pt-12">
      <h1 className="text-2xl font-bold text-neutral-900">로그인</h1>
      <p className="mt-2 text-sm text-neutral-600">전기차 배터리 안전 알림 서비스에 오신 것을 환영합니다.</p>

      {message && (
        // The error's name (SPEC §8's list) is kept for support and tests, never shown: the screen speaks Korean only.
        <div
          className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"
          data-testid="sign-in-error"
          data-error-name={message.name ?? undefined}
        >
          <p role="alert">{message.text}</p>
        </div>
      )}

      <SignInForm
        deps={deps}
        target={target}
        busy={pending !== null && pending !== deps.productProvider}
        onPending={(on) => setPending(on ? deps.productProvider : null)}
        onStart={() => setMessage(null)}
        onFailure={showError}
        onSignedIn={() => finish(deps.productProvider)}
      />

      <nav aria-label="계정 찾기와 회원가입" className="mt-3 flex flex-wrap items-center justify-center gap-x-1 text-sm text-neutral-600">
        <AppLink className={FOOT_LINK} href={ROUTES.findId}>
          아이디 찾기
        </AppLink>
        <span aria-hidden="true">|</span>
        <AppLink className={FOOT_LINK} href={ROUTES.findPassword}>
          비밀번호 찾기
        </AppLink>
        <span aria-hidden="true">|</span>
        <AppLink className={FOOT_LINK} href={ROUTES.termsOnboarding}>
          회원가입
        </AppLink>
      </nav>

      <section aria-labelledby={`${ids}-social`} className="mt-10">
        <h2 id={`${ids}-social`} className="text-center text-sm text-neutral-500">
          SNS 계정으로 로그인
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {BRIDGE_SOCIAL_PROVIDERS.map((p) => (
            <li key={p}>
              <button
                type="button"
                disabled={pending !== null}
                onClick={() => void onSocial(p)}
                className={`relative h-12 w-full rounded-lg text-base font-medium disabled:opacity-60 ${SOCIAL_STYLES[p]}`}
              >
                {pending === p ? "로그인 중…" : `${SOCIAL_PROVIDER_LABEL[p]}로 로그인`}
                {lastProvider === p && (
                  <span className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-neutral-900/80 px-2 py-0.5 text-xs text-white">
                    최근 로그인
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
        {isAppOnly && (
          <Suspense fallback={null}>
            <AppOnlyNotice className="mt-4">
              SNS 계정 로그인은 앱에서 할 수 있어요. 아이디와 비밀번호로는 이 브라우저에서도 로그인할 수 있어요.
            </AppOnlyNotice>
          </Suspense>
        )}
      </section>
    </main>
  );
}
