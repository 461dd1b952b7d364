import type { GetServerSidePropsResult } from "next";
import { withSession, type SessionContext } from "@/auth/server/guard";
import { api } from "@/shared/api-client";
import { ROUTES } from "@/shared/routes";
import { SSR_API_BUDGET_MS } from "@/session-frame/server";
import { mayEnterWizard } from "./wizard";

type Props = Record<string, unknown>;

/**
 * getServerSideProps of every page of the service sign-up wizard (docs/subscription.md): a session, and a member the
 * API lets apply (not joined 00, cancelled 04, expired). Anyone else goes to /home — a member who has just finished
 * the wizard and presses back lands there, not on a step that would be refused. When the status cannot be read the
 * page renders; the API refuses a sign-up it does not allow anyway, and the error policy acts in the browser.
 */
export function withWizardEntry<P extends Props>(getProps: (ctx: SessionContext) => Promise<P> | P = () => ({}) as P) {
  return withSession<P>(async (ctx): Promise<GetServerSidePropsResult<P>> => {
    let canApply = true;
    try {
      canApply = mayEnterWizard(await api("getMyServiceStatus", { token: ctx.session.accessToken, timeoutMs: SSR_API_BUDGET_MS }));
    } catch {
      // Unknown: let the page render (see above).
    }
    if (!canApply) return { redirect: { destination: ROUTES.home, permanent: false } };
    return { props: await getProps(ctx) };
  });
}
