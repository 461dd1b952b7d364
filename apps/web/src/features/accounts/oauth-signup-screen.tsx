import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/router";
import type { SocialProvider } from "@evsafe/contract";
import { SOCIAL_PROVIDER_LABEL } from "@evsafe/contract/constants/account";
import { DEFAULT_AFTER_SIGN_IN } from "@/auth/callback-url";
import {
  clearOauthSignupProfile,
  readOauthSignupProfile,
  type SocialProfile,
  type StoredSocialProfile,
} from "@/auth/client/oauth-signup-handoff";
import { useSingleFlight } from "@/shared/form/single-flight";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import {
  clearJourney,
  forgetVerification,
  journeyRedirect,
  readJourney,
  termAnswersFor,
  verificationFor,
  type TermAnswer,
  type Verification,
} from "./journey";
import { SPENT_VERIFICATION_CODES } from "./verification-refusals";
import { BackButton } from "@/shared/ui/back-button";

export const OAUTH_SIGNUP_FAILED_MESSAGE = "가입을 완료하지 못했어요. 잠시 후 다시 시도해 주세요.";
export const OAUTH_KEY_CANCELLED_MESSAGE = "소셜 계정 확인을 취소했어요. 가입하려면 다시 눌러 주세요.";
export const OAUTH_SIGNED_UP_SIGN_IN_FAILED_MESSAGE =
  "가입은 완료됐어요. 자동으로 로그인하지 못했으니 로그인 화면에서 소셜 로그인 버튼을 눌러 주세요.";
/** Outside the app shell after a reload: the provider's key cannot be asked for again. */
export const OAUTH_KEY_UNAVAILABLE_MESSAGE =
  "소셜 계정을 다시 확인할 수 없어요. 앱에서 로그인 화면의 소셜 로그인 버튼으로 다시 시작해 주세요.";
/** The provider answered for another account than the one this sign-up started with. */
export const OAUTH_OTHER_ACCOUNT_MESSAGE = "처음과 다른 소셜 계정으로 확인됐어요. 같은 계정으로 다시 시도해 주세요.";

/** The API's refusals of the provider's key: a fresh key from the shell serves the next try. */
const STALE_KEY_CODES: ReadonlySet<string> = new Set(["OAUTH_INVALID", "OAUTH_EXPIRED"]);

export interface OauthSignUpBody {
  provider: SocialProvider;
  oauthKey: string;
  sub: string;
  serviceToken: string;
  agrees: TermAnswer[];
  email?: string;
}

/** A refusal or fault of a call, as the screen needs it (the api-client's ApiRequestError has both). */
export interface CallFailure {
  code: string;
  message: string;
}

export interface OauthSignUpDeps {
  /** A fresh key from the shell (bridge `auth.social`): the in-memory one is gone after a reload. Null: no shell. */
  requestSocial: (provider: SocialProvider) => Promise<SocialProfile | null>;
  /** Korean text for a failed bridge call, null when the user cancelled. */
  bridgeErrorMessage: (err: unknown) => Promise<string | null>;
  /** `POST auth/oauth/signup`; throws a CallFailure-like error when refused. */
  signUp: (body: OauthSignUpBody) => Promise<unknown>;
  /** next-auth's sign-in with the provider's key (the server calls `oauth/login`); true when signed in. */
  signIn: (provider: SocialProvider, oauthKey: string) => Promise<boolean>;
  rememberProvider: (provider: SocialProvider) => void;
  /** Where a freshly signed-in member goes instead of `target` (an onboarding the account still needs). */
  afterSignIn: (target: string) => Promise<string>;
  navigate: (path: string) => Promise<unknown> | void;
  push: (path: string) => Promise<unknown> | void;
}

const defaultDeps = (): Omit<OauthSignUpDeps, "navigate" | "push"> => ({
  // The bridge, the api-client and next-auth load with the tap, not with the page.
  requestSocial: async (provider) => {
    const { bridge, bridgeReady, hasBridge } = await import("@/shared/bridge");
    await bridgeReady();
    return hasBridge() ? bridge.request("auth.social", { provider }) : null;
  },
  bridgeErrorMessage: async (err) => (await import("@/shared/bridge")).bridgeErrorMessage(err),
  signUp: async (body) => (await import("@/shared/api-client")).api("oauthSignup", { body }),
  signIn: async (provider, oauthKey) => {
    const res = await (
      await import("@/auth/client/actions")
    ).signIn(provider, { oauthKey, redirect: false, callbackUrl: DEFAULT_AFTER_SIGN_IN });
    return Boolean(res?.ok && !res.error);
  },
  rememberProvider: (provider) => {
    void import("@/shared/storage").then(({ storage, STORAGE_KEYS }) => storage.set(STORAGE_KEYS.lastLoginProvider, provider));
  },
  afterSignIn: async (target) => target,
});

type View =
  | { kind: "waiting" }
  /** The profile from the provider; the verification and terms come next. */
  | { kind: "start"; profile: StoredSocialProfile }
  /** Verified and the terms answered: the sign-up is sent from here. */
  | { kind: "submit"; profile: StoredSocialProfile; verification: Verification; agrees: TermAnswer[] };

type Problem = { message: string; action?: "verify-again" | "find-id" | "sign-in" } | null;

/**
 * /signup/oauth/complete (SPEC §2, docs/accounts.md "Social sign-up"): first the name and email the provider gave,
 * then (after the identity verification and the terms) the sign-up itself — `auth/oauth/signup` with the kept
 * verification and answers — and the sign-in with the same provider key. A visitor without the handed-over profile
 * goes to /signin.
 */
export function OauthSignUpScreen({ deps: overrides }: { deps?: Partial<OauthSignUpDeps> }) {
  const router = useRouter();
  const deps: OauthSignUpDeps = {
    ...defaultDeps(),
    navigate: (path) => router.replace(path),
    push: (path) => router.push(path),
    ...overrides,
  };
  const [view, setView] = useState<View>({ kind: "waiting" });

  // The profile and the journey live in this tab's storage, which the server cannot read: decided after mount.
  useEffect(() => {
    const profile = readOauthSignupProfile();
    if (!profile) {
      void deps.navigate(ROUTES.signIn);
      return;
    }
    const journey = readJourney();
    const ready = journeyRedirect("oauth-signup-submit", journey, { hasOauthProfile: true }) === null;
    const next: View = ready
      ? {
          kind: "submit",
          profile,
          verification: verificationFor("oauth-signup", journey)!,
          agrees: termAnswersFor("oauth-signup", journey)!,
        }
      : { kind: "start", profile };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    setView(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view.kind === "waiting") return <main className="flex flex-1 flex-col px-safe py-8" aria-busy="true" />;
  const label = SOCIAL_PROVIDER_LABEL[view.profile.provider];
  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900">{label} 계정으로 회원가입</h1>
        <p className="text-sm leading-relaxed text-gray-600">
          {view.kind === "start"
            ? `${label} 계정으로 가입된 회원이 없어요. 본인인증과 약관 동의를 마치면 바로 가입하고 로그인해요.`
            : "본인인증과 약관 동의를 마쳤어요. 아래 정보로 가입해요."}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-gray-50 p-4 text-sm" aria-label={`${label}에서 받은 정보`}>
        <dt className="text-gray-600">이름</dt>
        <dd className="break-all font-semibold text-gray-900">
          {view.kind === "submit" ? view.verification.name : view.profile.name || "본인인증 후 확인돼요"}
        </dd>
        <dt className="text-gray-600">이메일</dt>
        <dd className="break-all font-semibold text-gray-900">{view.profile.email || "없음"}</dd>
        {view.kind === "submit" && (
          <>
            <dt className="text-gray-600">휴대폰 번호</dt>
            <dd className="font-semibold text-gray-900">{view.verification.phone}</dd>
          </>
        )}
      </dl>
      {view.kind === "start" ? (
        <div className="mt-auto flex flex-col gap-2">
          <Button onClick={() => void deps.push(ROUTES.oauthIdentityVerification)}>본인인증하고 계속하기</Button>
          <AppLink
            href={ROUTES.signIn}
            className="flex min-h-12 items-center justify-center rounded-xl bg-gray-100 px-4 font-semibold text-gray-800"
          >
            로그인 화면으로
          </AppLink>
        </div>
      ) : (
        <SubmitPart view={view} deps={deps} />
      )}
    </main>
  );
}

function SubmitPart({ view, deps }: { view: Extract<View, { kind: "submit" }>; deps: OauthSignUpDeps }) {
  const [problem, setProblem] = useState<Problem>(null);
  // The key the sign-up and the sign-in use: the handed-over one on this page load, else a fresh one from the shell.
  const key = useRef<string | null>((view.profile as Partial<SocialProfile>).oauthKey ?? null);
  const { profile } = view;

  const freshKey = async (): Promise<string | null> => {
    let fresh: SocialProfile | null;
    try {
      fresh = await deps.requestSocial(profile.provider);
    } catch (err) {
      setProblem({ message: (await deps.bridgeErrorMessage(err)) ?? OAUTH_KEY_CANCELLED_MESSAGE });
      return null;
    }
    if (!fresh) {
      setProblem({ message: OAUTH_KEY_UNAVAILABLE_MESSAGE, action: "sign-in" });
      return null;
    }
    if (fresh.sub !== profile.sub) {
      setProblem({ message: OAUTH_OTHER_ACCOUNT_MESSAGE });
      return null;
    }
    return fresh.oauthKey;
  };

  const [submit, pending] = useSingleFlight(async () => {
    setProblem(null);
    const oauthKey = key.current ?? (await freshKey());
    if (!oauthKey) return;
    key.current = oauthKey;
    try {
      await deps.signUp({
        provider: profile.provider,
        oauthKey,
        sub: profile.sub,
        serviceToken: view.verification.serviceToken,
        agrees: view.agrees,
        ...(profile.email ? { email: profile.email } : {}),
      });
    } catch (err) {
      const { code, message } =
        err instanceof Error ? { code: (err as Partial<CallFailure>).code ?? "", message: err.message } : { code: "", message: "" };
      if (STALE_KEY_CODES.has(code)) key.current = null;
      if (SPENT_VERIFICATION_CODES.has(code) || code === "IDENTITY_MISMATCH") {
        forgetVerification();
        setProblem({ message: message || OAUTH_SIGNUP_FAILED_MESSAGE, action: "verify-again" });
      } else if (code === "ALREADY_MEMBER") setProblem({ message, action: "find-id" });
      else if (code === "OAUTH_ALREADY_LINKED") {
        clearOauthSignupProfile();
        setProblem({ message, action: "sign-in" });
      } else setProblem({ message: message || OAUTH_SIGNUP_FAILED_MESSAGE });
      return;
    }
    // The account exists: the journey is over whatever the sign-in does.
    clearJourney();
    clearOauthSignupProfile();
    let signedIn = false;
    try {
      signedIn = await deps.signIn(profile.provider, oauthKey);
    } catch {
      signedIn = false;
    }
    if (!signedIn) {
      setProblem({ message: OAUTH_SIGNED_UP_SIGN_IN_FAILED_MESSAGE, action: "sign-in" });
      return;
    }
    deps.rememberProvider(profile.provider);
    await deps.navigate(await deps.afterSignIn(DEFAULT_AFTER_SIGN_IN));
  });

  return (
    <>
      {problem && (
        <div className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          <p role="alert">{problem.message}</p>
          {problem.action === "verify-again" && (
            <AppLink href={ROUTES.oauthIdentityVerification} className="mt-2 inline-block font-semibold underline">
              본인인증 다시 하기
            </AppLink>
          )}
          {problem.action === "find-id" && (
            <span className="mt-2 flex gap-3 font-semibold">
              <AppLink href={ROUTES.findId} className="underline">
                아이디 찾기
              </AppLink>
              <AppLink href={ROUTES.signIn} className="underline">
                로그인
              </AppLink>
            </span>
          )}
          {problem.action === "sign-in" && (
            <AppLink href={ROUTES.signIn} className="mt-2 inline-block font-semibold underline">
              로그인 화면으로
            </AppLink>
          )}
        </div>
      )}
      <div className="mt-auto flex flex-col gap-2">
        <Button onClick={() => void submit()} disabled={pending} aria-busy={pending || undefined}>
          {pending ? "가입하는 중…" : "가입하고 시작하기"}
        </Button>
      </div>
    </>
  );
}
