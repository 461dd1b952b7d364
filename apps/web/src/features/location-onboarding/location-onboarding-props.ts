import type { GetServerSidePropsResult } from "next";
import { withSession, type SessionContext } from "@/auth/server/guard";
import { SSR_API_BUDGET_MS } from "@/session-frame/server";
import { api } from "@/shared/api-client";
import { sanitizeTermsHtml } from "@/server/sanitize-terms";
import { ROUTES } from "@/shared/routes";
import { findLocationTerm } from "./location-terms";

/**
 * The location term the page asks consent to, its text sanitised here like every term's (null when it could not be
 * read: the page offers to try again).
 */
export interface LocationOnboardingProps extends Record<string, unknown> {
  term: { agreeId: number; title: string; version: string; html: string } | null;
}

/**
 * /location-base-onboarding (session required): reads `common/agree-list` with the session's token. An account
 * that has already consented, or a service with no location terms in effect, goes on to the permissions onboarding.
 */
export const getLocationOnboardingProps = withSession<LocationOnboardingProps>(
  async (ctx: SessionContext): Promise<GetServerSidePropsResult<LocationOnboardingProps>> => {
    let terms;
    try {
      terms = await api("getAgreeList", { token: ctx.session.accessToken, timeoutMs: SSR_API_BUDGET_MS });
    } catch {
      return { props: { term: null } };
    }
    const term = findLocationTerm(terms);
    if (!term || term.agreed === true) return { redirect: { destination: ROUTES.main, permanent: false } };
    return { props: { term: { agreeId: term.agreeId, title: term.title, version: term.version, html: sanitizeTermsHtml(term.contents) } } };
  },
);
