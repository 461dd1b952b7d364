import type { GetServerSidePropsResult } from "next";
import type { MyServiceStatus } from "@evsafe/contract";
import { unstable_serialize } from "swr";
import { withSession, type SessionContext } from "@/auth/server/guard";
import { api } from "@/shared/api-client";
import { apiKey } from "@/shared/fetcher";
import { ROUTES } from "@/shared/routes";
import { isClientNavigation, pageRead, readAll, SSR_API_BUDGET_MS, type PrefetchCall } from "@/session-frame/server";
import { mayEnterWizard } from "./wizard";

type Props = Record<string, unknown>;

/**
 * getServerSideProps of every page of the service sign-up wizard (docs/subscription.md): a session, and a member the
 * API lets apply (not joined 00, cancelled 04, expired). Anyone else goes to /home — a member who has just finished
 * the wizard and presses back lands there, not on a step that would be refused. When the status cannot be read the
 * page renders; the API refuses a sign-up it does not allow anyway, and the error policy acts in the browser.
 * `reads` name the step's own reads (its feature's api.ts), made on a hard load (as `withServiceReads` makes a screen's) so the step draws
 * in the server's HTML; each failure is left to the browser.
 */
export function withWizardEntry<P extends Props>(
  getProps: (ctx: SessionContext) => Promise<P> | P = () => ({}) as P,
  reads: readonly PrefetchCall[] = [],
) {
  return withSession<P>(async (ctx): Promise<GetServerSidePropsResult<P>> => {
    const token = ctx.session.accessToken;
    let status: MyServiceStatus | undefined;
    try {
      status = await api("getMyServiceStatus", { token, timeoutMs: SSR_API_BUDGET_MS });
    } catch {
      // Unknown: let the page render (see above).
    }
    if (status && !mayEnterWizard(status)) return { redirect: { destination: ROUTES.home, permanent: false } };
    if (reads.length === 0 || isClientNavigation(ctx.req)) return { props: await getProps(ctx) };
    const [props, fallback] = await Promise.all([
      getProps(ctx),
      readAll(
        reads.map((call) => pageRead(call)),
        token,
      ),
    ]);
    if (status) fallback[unstable_serialize(apiKey("getMyServiceStatus"))] = status;
    return { props: { ...props, fallback } };
  });
}
