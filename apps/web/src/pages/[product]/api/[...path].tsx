import type { GetServerSideProps } from "next";
import { forwardApiRequest } from "@/server/api-forward";
import { serverEnv, webTrustProxy } from "@/server/env";

/**
 * `/{product}/api/*` on the web origin: streamed to API_ORIGIN by src/server/api-forward.ts, which answers the
 * request itself, so Next renders nothing here (it skips rendering once getServerSideProps has sent the response).
 * A catch-all route rather than a next.config rewrite to an API route: any rewrite makes Next ship its client-side
 * rewrite resolver to every page (docs/web-shell.md "The API forwarder", docs/performance.md).
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const { API_ORIGIN, PRODUCT, SIMULATORS } = serverEnv();
  await forwardApiRequest(req, res, { apiOrigin: API_ORIGIN, product: PRODUCT, simulators: SIMULATORS, trustProxy: webTrustProxy() });
  return { props: {} };
};

export default function ApiForward() {
  return null;
}
