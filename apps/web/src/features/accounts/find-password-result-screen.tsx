import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/router";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { PRIMARY_LINK } from "@/shared/ui/link-styles";
import { journeyRedirect, readJourney, type PasswordReset } from "./journey";
import { BackButton } from "@/shared/ui/back-button";

/**
 * /find/password/result (SPEC §2, docs/accounts.md): the password of the named account (masked id) is set and
 * every device was signed out; sign in with it. Shown only after this tab set it (else → /find/password), after a
 * reload too.
 */
export function FindPasswordResultScreen() {
  const router = useRouter();
  const [reset, setReset] = useState<PasswordReset | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The journey lives in this tab's sessionStorage, which the server cannot read: decided after mount.
  useEffect(() => {
    const journey = readJourney();
    const away = journeyRedirect("find-password-result", journey);
    if (away) {
      void router.replace(away);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage
    setReset(journey.passwordReset);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The form is gone: the heading takes the focus, so a screen reader announces the result.
  useEffect(() => {
    if (reset) heading.current?.focus();
  }, [reset]);

  if (!reset) return <main className="flex flex-1 flex-col px-safe py-8" aria-busy="true" />;
  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-gray-900 outline-none">
          비밀번호를 변경했어요
        </h1>
        <p className="text-sm leading-relaxed text-gray-600">
          새 비밀번호로 로그인해 주세요. 로그인되어 있던 다른 기기에서는 모두 로그아웃되었어요.
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-brand-50 p-4 text-sm" aria-label="변경한 계정">
        <dt className="text-gray-600">아이디</dt>
        <dd className="font-semibold text-gray-900">{reset.userId}</dd>
      </dl>
      <div className="mt-auto flex flex-col gap-2">
        <AppLink href={ROUTES.signIn} className={PRIMARY_LINK}>
          로그인
        </AppLink>
      </div>
    </main>
  );
}
