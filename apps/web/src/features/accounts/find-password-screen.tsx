import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useRouter } from "next/router";
import { ROUTES } from "@/shared/routes";
import { maskPhone } from "./components/identity-verification-panel";
import type { FindPasswordProps } from "./find-password-props";
import { IdentityVerificationScreen } from "./identity-verification-screen";
import { journeyRedirect, markPasswordReset, readJourney, verificationFor, type Verification } from "./journey";
import { BackButton } from "@/shared/ui/back-button";

/** The form loads after the page (react-hook-form and the contract's rules: first-load JS). */
const ResetPasswordForm = dynamic(() => import("./forms/reset-password-form").then((m) => m.ResetPasswordForm), {
  loading: () => <div className="h-[17rem]" aria-busy="true" aria-label="비밀번호 변경 양식을 불러오는 중" />,
});

/**
 * The new password with the kept verification (this journey's, or find id's: the same person). Without one →
 * /find/password. Set → /find/password/result, replacing this step in the history (its token is spent).
 */
function NewPasswordStep() {
  const router = useRouter();
  const [verification, setVerification] = useState<Verification | null>(null);

  // The verification lives in this tab's sessionStorage, which the server cannot read: decided after mount.
  useEffect(() => {
    const journey = readJourney();
    const away = journeyRedirect("find-password-new", journey);
    if (away) {
      void router.replace(away);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    setVerification(verificationFor("find-password", journey));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900">새 비밀번호 설정</h1>
        <p className="text-sm leading-relaxed text-gray-600">
          새로 사용할 비밀번호를 입력해 주세요. 비밀번호를 바꾸면 로그인되어 있던 모든 기기에서 로그아웃돼요.
        </p>
      </div>
      {verification ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-gray-50 p-4 text-sm" aria-label="본인인증 정보">
            <dt className="text-gray-600">이름</dt>
            <dd className="font-semibold text-gray-900">{verification.name}</dd>
            <dt className="text-gray-600">휴대폰 번호</dt>
            <dd className="font-semibold text-gray-900">{maskPhone(verification.phone)}</dd>
          </dl>
          <ResetPasswordForm
            verification={verification}
            onReset={(account) => {
              markPasswordReset(account);
              void router.replace(ROUTES.findPasswordResult);
            }}
          />
        </>
      ) : (
        <div className="h-[17rem]" aria-busy="true" />
      )}
    </main>
  );
}

/**
 * /find/password (SPEC §2, docs/accounts.md): identity verification (purpose find-password), then the new
 * password on `?step=new-password`, then /find/password/result.
 */
export function FindPasswordScreen({ step }: FindPasswordProps) {
  return step === "new-password" ? <NewPasswordStep /> : <IdentityVerificationScreen purpose="find-password" />;
}
