import { useEffect, useState } from "react";
import { useRouter } from "next/router";
import type { calls, Result } from "@evsafe/contract";
import { SOCIAL_PROVIDER_LABEL, type SocialProvider } from "@evsafe/contract/constants/account";
import type { ApiRequestError } from "@/shared/api-error";
import { formatKoreanDate } from "@/shared/format";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Button } from "@/shared/ui/button";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import { FIND_PASSWORD_NEW_STEP, forgetVerification, journeyRedirect, readJourney, verificationFor, type Verification } from "./journey";
import { SPENT_VERIFICATION_CODES } from "./verification-refusals";
import { BackButton } from "@/shared/ui/back-button";
import { useFoundId } from "./api";

/**
 * `auth/find-id` counts its reads per token (docs/simulators.md: a few per verification), so this read is made
 * once per visit: never again on focus or reconnect. A reload reads again (the API allows it).
 */

/** `auth/find-id` found no account for the verified person. */
const NO_ACCOUNT_STATUS = 404;

/** `auth/find-id`'s answer. */
type FoundIds = Result<(typeof calls)["findId"]>;

const isSocial = (provider: string): provider is SocialProvider => provider in SOCIAL_PROVIDER_LABEL;

/** What a sign-in method of `loginProviders` is called on screen: a social provider, or the product's own id and password. */
const signInMethodLabel = (provider: string): string => (isSocial(provider) ? SOCIAL_PROVIDER_LABEL[provider] : "아이디·비밀번호");

function FoundAccounts({ found }: { found: FoundIds }) {
  const socialOnly = found.accounts.some((a) => !a.loginProviders.some((p) => !isSocial(p)));
  return (
    <div className="flex flex-1 flex-col gap-4">
      <p className="text-base text-gray-900">
        <strong>{found.userName}</strong>님의 본인인증 정보로 가입된 아이디예요.
      </p>
      <ul className="flex flex-col gap-3" aria-label="찾은 아이디">
        {found.accounts.map((account) => (
          <li key={account.userId} className="rounded-2xl border border-gray-200 bg-white p-4">
            <p className="text-lg font-bold tracking-wide text-gray-900">{account.userId}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-600">가입일</dt>
              <dd className="text-gray-900">{formatKoreanDate(account.joinDate)}</dd>
              <dt className="text-gray-600">로그인 방법</dt>
              <dd className="text-gray-900">{account.loginProviders.map(signInMethodLabel).join(", ")}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="text-sm leading-relaxed text-gray-600">
        개인정보 보호를 위해 아이디의 일부를 *로 가렸어요.
        {socialOnly && " 소셜 계정으로만 가입했다면 비밀번호를 설정해 아이디로도 로그인할 수 있어요."}
      </p>
      <div className="mt-auto flex flex-col gap-2">
        <AppLink href={ROUTES.signIn} className={PRIMARY_LINK}>
          로그인
        </AppLink>
        <AppLink href={FIND_PASSWORD_NEW_STEP} className={SECONDARY_LINK}>
          {socialOnly ? "비밀번호 설정" : "비밀번호 재설정"}
        </AppLink>
      </div>
    </div>
  );
}

/** No account, or a verification the API no longer accepts: what happened and the way on (sign up, verify again). */
function Refusal({ error, onVerifyAgain }: { error: ApiRequestError; onVerifyAgain: () => void }) {
  const noAccount = error.status === NO_ACCOUNT_STATUS;
  return (
    <section className="flex flex-1 flex-col gap-4" aria-labelledby="find-id-refusal">
      <div role="alert" className="rounded-2xl bg-gray-50 p-5">
        <h2 id="find-id-refusal" className="text-base font-bold text-gray-900">
          {noAccount ? "가입된 아이디가 없어요" : "본인인증을 다시 해 주세요"}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-gray-600">{error.message}</p>
      </div>
      <div className="mt-auto flex flex-col gap-2">
        {noAccount && (
          <AppLink href={ROUTES.termsOnboarding} className={PRIMARY_LINK}>
            회원가입
          </AppLink>
        )}
        <Button variant={noAccount ? "secondary" : "primary"} onClick={onVerifyAgain}>
          다시 인증하기
        </Button>
      </div>
    </section>
  );
}

/**
 * /find/id/result (SPEC §2, docs/accounts.md): the masked ids of the verified person with join date and sign-in
 * methods (`auth/find-id`, read with the kept verification; a reload reads again), then sign in or reset the
 * password with the same verification. Without a verification → /find/id.
 */
export function FindIdResultScreen() {
  const router = useRouter();
  const [verification, setVerification] = useState<Verification | null>(null);

  // The verification lives in this tab's sessionStorage, which the server cannot read: decided after mount.
  useEffect(() => {
    const journey = readJourney();
    const away = journeyRedirect("find-id-result", journey);
    if (away) {
      void router.replace(away);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    setVerification(verificationFor("find-id", journey));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const state = useFoundId(verification?.serviceToken ?? null);

  // A token the API refuses cannot serve the reset either: forgotten, so /find/id asks for a new verification.
  const spent = state.error !== undefined && SPENT_VERIFICATION_CODES.has(state.error.code);
  useEffect(() => {
    if (spent) forgetVerification();
  }, [spent]);

  const verifyAgain = () => {
    forgetVerification();
    void router.push(ROUTES.findId);
  };

  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <h1 className="text-xl font-bold text-gray-900">아이디 찾기</h1>
      <AsyncContent
        state={state}
        skeleton={
          <>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-28" />
          </>
        }
        loadingLabel="아이디를 찾는 중입니다"
        errorTitle="아이디를 찾지 못했어요"
        refusal={(error) =>
          error.status === NO_ACCOUNT_STATUS || SPENT_VERIFICATION_CODES.has(error.code) ? (
            <Refusal error={error} onVerifyAgain={verifyAgain} />
          ) : null
        }
      >
        {(found) => <FoundAccounts found={found} />}
      </AsyncContent>
    </main>
  );
}
