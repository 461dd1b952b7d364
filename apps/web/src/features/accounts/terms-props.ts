import type { GetServerSideProps } from "next";
import { guestOnly } from "@/auth/server/guest-only";
import { sanitizeTermsHtml } from "@/server/sanitize-terms";
import { SSR_API_BUDGET_MS } from "@/session-frame/server";
import { api } from "@/shared/api-client";
import type { SignupFlow } from "./journey";

/** One term of the sign-up list, without its text (the list page links to it). */
export interface TermItem {
  agreeId: number;
  termsCd: string;
  title: string;
  required: boolean;
}

export interface TermsOnboardingProps extends Record<string, unknown> {
  flow: SignupFlow;
  /** null when the API could not be read: the page offers to try again. */
  terms: TermItem[] | null;
}

export const flowOf = (value: unknown): SignupFlow => (value === "oauth-signup" ? "oauth-signup" : "signup");

/**
 * /terms-onboarding[?flow=oauth-signup] (visitors only): the terms of `common/agree-list/signup` in the server's
 * HTML, so the list is in the first paint.
 */
export const getTermsOnboardingProps = guestOnly<TermsOnboardingProps>(async (ctx) => {
  const flow = flowOf(ctx.query.flow);
  try {
    const list = await api("getAgreeListSignup", { token: null, timeoutMs: SSR_API_BUDGET_MS });
    return { props: { flow, terms: list.map(({ agreeId, termsCd, title, required }) => ({ agreeId, termsCd, title, required })) } };
  } catch {
    return { props: { flow, terms: null } };
  }
});

export interface TermTextProps extends Record<string, unknown> {
  termsCd: string;
  flow: SignupFlow;
  /** Opened from the terms list (`?from=list`): back returns to it through history. */
  fromList: boolean;
  /** The term in effect with its sanitised HTML; null when the API could not be read. */
  term: { title: string; version: string; effectiveDate: string; html: string } | null;
}

const TERMS_CD = /^[a-z][a-z-]{0,39}$/;

/**
 * /signup/term/{termsCd}: the text of a term in effect (`common/agree-list`, every scope: vehicle-policy is a
 * service term), sanitised here on the server (server/sanitize-terms.ts). Unknown codes answer 404. Anyone may read
 * a term, signed in or not.
 */
export const getTermTextProps: GetServerSideProps<TermTextProps> = async (ctx) => {
  const termsCd = typeof ctx.params?.termsCd === "string" ? ctx.params.termsCd : "";
  if (!TERMS_CD.test(termsCd)) return { notFound: true };
  const flow = flowOf(ctx.query.flow);
  const fromList = ctx.query.from === "list";
  let list;
  try {
    list = await api("getAgreeList", { token: null, timeoutMs: SSR_API_BUDGET_MS });
  } catch {
    return { props: { termsCd, flow, fromList, term: null } };
  }
  const found = list.find((t) => t.termsCd === termsCd);
  if (!found) return { notFound: true };
  const { title, version, effectiveDate, contents } = found;
  return { props: { termsCd, flow, fromList, term: { title, version, effectiveDate, html: sanitizeTermsHtml(contents) } } };
};
