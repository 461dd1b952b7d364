import { useEffect } from "react";
import { useRouter } from "next/router";
import type { IdentityPurpose } from "@evsafe/contract/account-rules";
import { readOauthSignupProfile } from "@/auth/client/oauth-signup-handoff";
import { IdentityVerificationPanel } from "./components/identity-verification-panel";
import { AFTER_VERIFICATION, journeyRedirect, readJourney, type JourneyStep } from "./journey";
import { ROUTES } from "@/shared/routes";
import { BackButton } from "@/shared/ui/back-button";

/** What each purpose's page says above the form. */
const INTRO: Record<IdentityPurpose, { title: string; text: string }> = {
  signup: { title: "본인인증", text: "회원가입을 위해 본인 명의의 휴대폰으로 인증해 주세요. 만 14세 이상만 가입할 수 있어요." },
  "oauth-signup": {
    title: "본인인증",
    text: "소셜 계정으로 가입하려면 본인 명의의 휴대폰으로 인증해 주세요. 만 14세 이상만 가입할 수 있어요.",
  },
  "find-id": { title: "아이디 찾기", text: "가입할 때 인증한 이름, 생년월일, 휴대폰 번호를 입력해 주세요." },
  "find-password": { title: "비밀번호 찾기", text: "가입할 때 인증한 이름, 생년월일, 휴대폰 번호로 본인인증 후 새 비밀번호를 설정해요." },
};

/** The journey step each purpose's page is, for the out-of-order check (recovery journeys start here). */
const STEP: Partial<Record<IdentityPurpose, JourneyStep>> = {
  signup: "identity-verification",
  "oauth-signup": "oauth-identity-verification",
};

export interface IdentityVerificationScreenProps {
  purpose: IdentityPurpose;
}

/**
 * /auth/identity-verification (`?purpose=` signup by default, find-id, find-password) and
 * /auth/oauth/identity-verification (oauth-signup): a visitor who skipped the step before is sent to it
 * (journeyRedirect); a verified visitor goes on to AFTER_VERIFICATION[purpose].
 */
export function IdentityVerificationScreen({ purpose }: IdentityVerificationScreenProps) {
  const router = useRouter();
  useEffect(() => {
    const step = STEP[purpose];
    const away = step && journeyRedirect(step, readJourney(), { hasOauthProfile: readOauthSignupProfile() !== null });
    if (away) void router.replace(away);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purpose]);
  const intro = INTRO[purpose];
  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900">{intro.title}</h1>
        <p className="text-sm leading-relaxed text-gray-600">{intro.text}</p>
      </div>
      <IdentityVerificationPanel purpose={purpose} onVerified={() => router.push(AFTER_VERIFICATION[purpose])} />
    </main>
  );
}
