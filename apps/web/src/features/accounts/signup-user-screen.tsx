import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/router";
import { DEFAULT_AFTER_SIGN_IN } from "@/auth/callback-url";
import { useSingleFlight } from "@/shared/form/single-flight";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import {
  clearJourney,
  journeyRedirect,
  markSignedUp,
  readJourney,
  termAnswersFor,
  verificationFor,
  type SignedUp,
  type TermAnswer,
  type Verification,
} from "./journey";
import { BackButton } from "@/shared/ui/back-button";

/** The form loads after the page (react-hook-form and the contract's rules: first-load JS). */
const SignUpUserForm = dynamic(() => import("./forms/signup-user-form").then((m) => m.SignUpUserForm), {
  loading: () => <div className="h-[30rem]" aria-busy="true" aria-label="회원가입 양식을 불러오는 중" />,
});

const PRODUCT_PROVIDER = process.env.NEXT_PUBLIC_PRODUCT ?? "evsafe";
export const DIRECT_SIGN_IN_FAILED_MESSAGE = "자동으로 로그인하지 못했어요. 로그인 화면에서 새 아이디로 로그인해 주세요.";

export interface Credentials {
  loginId: string;
  password: string;
}

export interface SignUpUserDeps {
  /** Signs in with the new account's id and password; true when signed in. */
  signIn: (credentials: Credentials) => Promise<boolean>;
  /** Where a freshly signed-in member goes instead of `target` (an onboarding the account still needs). */
  afterSignIn: (target: string) => Promise<string>;
  navigate: (path: string) => Promise<unknown> | void;
}

const defaultSignIn: SignUpUserDeps["signIn"] = async ({ loginId, password }) => {
  // auth/actions loads when the member signs in, not with the page.
  const { signIn } = await import("@/auth/client/actions");
  const res = await signIn(PRODUCT_PROVIDER, { loginId, password, redirect: false, callbackUrl: DEFAULT_AFTER_SIGN_IN });
  return Boolean(res?.ok && !res.error);
};

type View =
  | { kind: "waiting" }
  | { kind: "form"; verification: Verification; agrees: TermAnswer[] }
  | { kind: "done"; account: SignedUp; credentials: Credentials | null };

/**
 * /signup/user (SPEC §2, docs/accounts.md): the sign-up form after the terms and the identity verification (a
 * visitor who skipped one is sent to it), then the completion: sign in with the new account at once, or go to the
 * sign-in page. The completion outlives a reload (the journey state keeps the created account, never the password).
 */
export function SignUpUserScreen({ deps: overrides }: { deps?: Partial<SignUpUserDeps> }) {
  const router = useRouter();
  const deps: SignUpUserDeps = {
    signIn: defaultSignIn,
    afterSignIn: async (target) => target,
    navigate: (path) => router.replace(path),
    ...overrides,
  };
  const [view, setView] = useState<View>({ kind: "waiting" });

  // The journey lives in this tab's sessionStorage, which the server cannot read: decided after mount.
  useEffect(() => {
    const journey = readJourney();
    const away = journeyRedirect("signup-user", journey);
    if (away) {
      void deps.navigate(away);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    if (journey.signedUp) setView({ kind: "done", account: journey.signedUp, credentials: null });
    else setView({ kind: "form", verification: verificationFor("signup", journey)!, agrees: termAnswersFor("signup", journey)! });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view.kind === "done") return <SignUpComplete account={view.account} credentials={view.credentials} deps={deps} />;
  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900">회원가입</h1>
        <p className="text-sm leading-relaxed text-gray-600">
          사용할 아이디와 비밀번호를 정해 주세요. 이름과 휴대폰 번호는 본인인증 정보로 가입해요.
        </p>
      </div>
      {view.kind === "form" ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-gray-50 p-4 text-sm" aria-label="본인인증 정보">
            <dt className="text-gray-600">이름</dt>
            <dd className="font-semibold text-gray-900">{view.verification.name}</dd>
            <dt className="text-gray-600">휴대폰 번호</dt>
            <dd className="font-semibold text-gray-900">{view.verification.phone}</dd>
          </dl>
          <SignUpUserForm
            verification={view.verification}
            agrees={view.agrees}
            onSignedUp={(account, credentials) => {
              markSignedUp(account);
              setView({ kind: "done", account, credentials });
              window.scrollTo(0, 0);
            }}
          />
        </>
      ) : (
        <div className="h-[30rem]" aria-busy="true" />
      )}
    </main>
  );
}

function SignUpComplete({ account, credentials, deps }: { account: SignedUp; credentials: Credentials | null; deps: SignUpUserDeps }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState(false);
  // The form is gone: the heading takes the focus, so a screen reader announces the result.
  useEffect(() => heading.current?.focus(), []);

  const [start, pending] = useSingleFlight(async () => {
    if (!credentials) return;
    setFailed(false);
    let signedIn = false;
    try {
      signedIn = await deps.signIn(credentials);
    } catch {
      signedIn = false;
    }
    if (!signedIn) {
      setFailed(true);
      return;
    }
    clearJourney();
    await deps.navigate(await deps.afterSignIn(DEFAULT_AFTER_SIGN_IN));
  });

  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-gray-900 outline-none">
          회원가입을 완료했어요
        </h1>
        <p className="text-sm leading-relaxed text-gray-600">{account.userName}님, 환영해요. 이제 새 아이디로 로그인할 수 있어요.</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-brand-50 p-4 text-sm" aria-label="가입 정보">
        <dt className="text-gray-600">아이디</dt>
        <dd className="font-semibold text-gray-900">{account.userId}</dd>
        <dt className="text-gray-600">가입일</dt>
        <dd className="font-semibold text-gray-900">{account.joinDate}</dd>
      </dl>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {DIRECT_SIGN_IN_FAILED_MESSAGE}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-2">
        {credentials && !failed && (
          <Button onClick={() => void start()} disabled={pending} aria-busy={pending || undefined}>
            {pending ? "로그인하는 중…" : "로그인하고 시작하기"}
          </Button>
        )}
        <AppLink
          href={ROUTES.signIn}
          className={`flex min-h-12 items-center justify-center rounded-xl px-4 font-semibold ${
            credentials && !failed ? "bg-gray-100 text-gray-800" : "bg-brand-700 text-white"
          }`}
        >
          로그인 화면으로
        </AppLink>
      </div>
    </main>
  );
}
