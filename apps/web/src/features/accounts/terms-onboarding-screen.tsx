import { useEffect, useState } from "react";
import { useRouter } from "next/router";
import { readOauthSignupProfile } from "@/auth/client/oauth-signup-handoff";
import { TermsChecklist } from "@/shared/form/terms-checklist";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/shared/ui/button";
import {
  AFTER_TERMS,
  journeyRedirect,
  readJourney,
  requiredTermsAgreed,
  saveTermAnswers,
  termAnswersFor,
  type TermAnswer,
} from "./journey";
import type { TermItem, TermsOnboardingProps } from "./terms-props";
import { BackButton } from "@/shared/ui/back-button";

export interface TermsOnboardingDeps {
  navigate: (path: string) => Promise<unknown> | void;
  /** Sends a visitor who skipped a step to it, without a history entry. */
  redirect: (path: string) => Promise<unknown> | void;
  /** Reloads the page (the terms could not be read). */
  reload: () => void;
  hasOauthProfile: () => boolean;
}

/** The page of a term's text, opened from the list (its back returns there) of this sign-up. */
export const termTextPath = (termsCd: string, flow: TermsOnboardingProps["flow"]) =>
  `${ROUTES.termText}/${encodeURIComponent(termsCd)}?from=list${flow === "oauth-signup" ? "&flow=oauth-signup" : ""}`;

const answersFrom = (terms: TermItem[], ticked: ReadonlySet<number>): TermAnswer[] =>
  terms.map((t) => ({ agreeId: t.agreeId, agreed: ticked.has(t.agreeId) }));

/**
 * /terms-onboarding (SPEC §2, docs/accounts.md): the sign-up terms with 전체 동의, (필수)/(선택) marks and a link to
 * each text. Ticks are kept in the journey state as they change, so the text page's back (or a reload) finds them;
 * Next is enabled once every required term is ticked and marks the step done.
 */
export function TermsOnboardingScreen({ flow, terms, deps: overrides }: TermsOnboardingProps & { deps?: Partial<TermsOnboardingDeps> }) {
  const router = useRouter();
  const deps: TermsOnboardingDeps = {
    navigate: (path) => router.push(path),
    redirect: (path) => router.replace(path),
    reload: () => void router.replace(router.asPath),
    hasOauthProfile: () => readOauthSignupProfile() !== null,
    ...overrides,
  };
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());

  // The ticks live in this tab's sessionStorage, which the server cannot read: restored after mount.
  useEffect(() => {
    if (flow === "oauth-signup") {
      const away = journeyRedirect("oauth-terms", readJourney(), { hasOauthProfile: deps.hasOauthProfile() });
      if (away) {
        void deps.redirect(away);
        return;
      }
    }
    const kept = termAnswersFor(flow);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage; a render-time read would break hydration
    if (kept) setTicked(new Set(kept.filter((a) => a.agreed).map((a) => a.agreeId)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow]);

  if (!terms) {
    return (
      <main className="flex flex-1 flex-col gap-6 px-safe py-8">
        <BackButton fallback={ROUTES.signIn} />
        <h1 className="text-xl font-bold text-gray-900">약관 동의</h1>
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
        </p>
        <Button onClick={deps.reload}>다시 불러오기</Button>
      </main>
    );
  }

  const canGoOn = requiredTermsAgreed(terms, answersFrom(terms, ticked));

  const change = (next: Set<number>) => {
    setTicked(next);
    saveTermAnswers(flow, answersFrom(terms, next), false);
  };
  const onNext = () => {
    if (!canGoOn) return;
    saveTermAnswers(flow, answersFrom(terms, ticked), true);
    void deps.navigate(AFTER_TERMS[flow]);
  };

  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <BackButton fallback={ROUTES.signIn} />
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900">약관 동의</h1>
        <p className="text-sm leading-relaxed text-gray-600">
          서비스 이용을 위해 약관에 동의해 주세요. (필수) 약관에 모두 동의해야 다음 단계로 넘어갈 수 있어요.
        </p>
      </div>

      <TermsChecklist
        terms={terms}
        ticked={ticked}
        onChange={change}
        legend={<legend className="sr-only">회원가입 약관</legend>}
        textHref={(t) => termTextPath(t.termsCd, flow)}
      />

      <div className="mt-auto flex flex-col gap-2">
        <Button onClick={onNext} disabled={!canGoOn}>
          다음
        </Button>
        {!canGoOn && <p className="text-center text-sm text-gray-600">(필수) 약관에 모두 동의해 주세요.</p>}
      </div>
    </main>
  );
}
