import type { NextApiRequest, NextApiResponse } from "next";
import { forwardApiRequest } from "@/server/api-forward";
import { serverEnv } from "@/shared/env";

/**
 * `/{product}/api/*` lands here through next.config.ts's rewrite and is streamed to API_ORIGIN
 * (src/server/api-forward.ts). Next leaves the body unread: no body parser, no response size limit.
 */
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default function forward(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const { API_ORIGIN, PRODUCT, SIMULATORS } = serverEnv();
  return forwardApiRequest(req, res, { apiOrigin: API_ORIGIN, product: PRODUCT, simulators: SIMULATORS });
}
