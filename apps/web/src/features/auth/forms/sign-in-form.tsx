import { lazy, Suspense, useEffect, useId, useState } from "react";
import Router from "next/router";
import { z } from "zod";
import type { SocialProvider } from "@evsafe/contract";
import { SOCIAL_PROVIDER_LABEL } from "@evsafe/contract/constants/account";
import { DEFAULT_AFTER_SIGN_IN, isSafeCallbackUrl } from "@/auth/callback-url";
import type { AuthErrorNotice } from "@/auth/errors";
import { BRIDGE_SOCIAL_PROVIDERS, isMobileDevice, MOBILE_ONLY_MESSAGE } from "@/shared/bridge/constants";
import { TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { ROUTES } from "@/shared/routes";
import { storage, STORAGE_KEYS } from "@/shared/storage";
import { AppLink } from "@/shared/ui/app-link";
import type { SignInScreenDeps, SignInScreenProps } from "../sign-in-screen";

/** What the form checks before asking the server: an id and a password were typed (the API checks the rest). */
export const SignInFormSchema = z.object({
  loginId: z.string().trim().min(1, { error: "아이디를 입력해 주세요." }),
  password: z.string().min(1, { error: "비밀번호를 입력해 주세요." }),
  saveId: z.boolean(),
});

interface PasswordFormProps {
  deps: Pick<SignInScreenDeps, "productProvider" | "signInWithPassword" | "savedLoginId">;
  /** Where to go after signing in (checked again in the browser). */
  target: () => string;
  /** True while a social sign-in is in flight: this form waits. */
  busy: boolean;
  /** The password sign-in starts (true) or ends (false): the screen's social buttons wait meanwhile. */
  onPending: (pending: boolean) => void;
  /** The screen's message is cleared when a sign-in starts. */
  onStart: () => void;
  /** next-auth refused (its error name, e.g. CredentialsSignin): the screen shows its Korean text above the form. */
  onFailure: (errorName: string) => Promise<void>;
  onSignedIn: () => Promise<void>;
}

/**
 * Sign-in with id and password. An empty field is said beside it (focused) without asking the server; a refusal goes
 * to the screen's message with the input kept; one tap sends once. The saved id (아이디 저장) fills the id after mount.
 */
function PasswordForm({ deps, target, busy, onPending, onStart, onFailure, onSignedIn }: PasswordFormProps) {
  const form = useZodForm(SignInFormSchema, { defaultValues: { loginId: "", password: "", saveId: false } });
  const { errors } = form.formState;

  // Local storage exists only in the browser: read after mount.
  const { setValue } = form;
  useEffect(() => {
    const saved = deps.savedLoginId.get();
    if (!saved) return;
    setValue("loginId", saved);
    setValue("saveId", true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async ({ loginId, password, saveId }) => {
      if (busy) return;
      onPending(true);
      onStart();
      try {
        const res = await deps.signInWithPassword(deps.productProvider, { loginId, password, redirect: false, callbackUrl: target() });
        if (res?.ok && !res.error) {
          if (saveId) deps.savedLoginId.set(loginId);
          else deps.savedLoginId.remove();
          await onSignedIn();
          return;
        }
        await onFailure(res?.error ?? "Default");
      } catch {
        await onFailure("Default");
      } finally {
        onPending(false);
      }
    }),
  );

  return (
    // POST: a submit before the script has loaded sends the fields in a body to this page, never a password in the URL.
    <form method="post" className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <TextField
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
        placeholder="아이디를 입력해 주세요"
        error={errors.loginId?.message}
        {...form.register("loginId")}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        enterKeyHint="go"
        placeholder="비밀번호를 입력해 주세요"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <label className="flex min-h-11 items-center gap-2 self-start pr-2 text-sm text-neutral-700">
        <input type="checkbox" className="h-4 w-4" {...form.register("saveId")} />
        아이디 저장
      </label>
      <button
        type="submit"
        disabled={pending || busy}
        aria-busy={pending || undefined}
        className="h-12 rounded-lg bg-blue-600 text-base font-semibold text-white disabled:opacity-60"
      >
        {pending ? "로그인 중…" : "로그인"}
      </button>
    </form>
  );
}

/** The links under the form: each a 44 px tap target (the text alone is 20 px tall). */
const FOOT_LINK = "flex min-h-11 min-w-11 items-center justify-center px-2";

const SOCIAL_STYLES: Record<SocialProvider, string> = {
  kakao: "bg-[#FEE500] text-[#191919]",
  naver: "bg-[#03C75A] text-black",
  google: "bg-white text-neutral-900 border border-neutral-300",
  apple: "bg-black text-white",
};

const fromNotice = (notice: AuthErrorNotice | null) => (notice ? { text: notice.message, name: notice.name } : null);

/** Shown only after a social button is pressed in a phone's browser, so it loads then. */
const AppOnlyNotice = lazy(() => import("@/shared/ui/app-only-notice"));

export const defaultSignInDeps: SignInScreenDeps = {
  productProvider: process.env.NEXT_PUBLIC_PRODUCT ?? "evsafe",
  // auth/actions loads with the first sign-in attempt, not with the page.
  signInWithPassword: async (provider, options) => (await import("@/auth/client/actions")).signIn(provider, options),
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
  signIn: async (provider, options) => (await import("@/auth/client/actions")).signIn(provider, options),
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

/**
 * What /signin does below its heading (SPEC §2/§4): the message of a refused sign-in, id and password with the saved
 * id, links to recovery and sign-up, social sign-in through the app shell. One module, loaded after the page and
 * rendered by the server, so that the page's own JS stays small and a submit before hydration is the form's POST.
 */
export function SignInForm({ errorNotice, callbackUrl, deps: overrides }: SignInScreenProps & { deps?: Partial<SignInScreenDeps> }) {
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
      const { OAUTH_SIGNUP_PATH, socialSignIn } = await import("@/auth/client/social-sign-in");
      const result = await socialSignIn(provider, target(), deps);
      if (result.kind === "signed-in") await finish(provider);
      else if (result.kind === "signup") await deps.navigate(OAUTH_SIGNUP_PATH);
      else if (result.kind === "error") show(result.message, true);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
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

      <PasswordForm
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
    </>
  );
}
