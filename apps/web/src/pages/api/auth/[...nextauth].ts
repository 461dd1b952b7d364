import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { answeredByLimits } from "@/auth/server/endpoint-limits";
import { authOptions } from "@/auth/server/options";
import { forwardedFor } from "@/server/api-forward";
import { webTrustProxy } from "@/server/env";

const handler = NextAuth(authOptions);

/**
 * Every /api/auth/* endpoint (SPEC §2/§7) is next-auth's; the configuration is auth/options.ts. Sign-in calls the
 * API for the visitor, so the visitor's address is fixed here, as the API forwarder does: the socket's (or behind a
 * trusted proxy, the one it reports), never what the visitor wrote. The limits of auth/endpoint-limits.ts (`_log`'s
 * size and rate, the callback's method) answer before next-auth does.
 */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  const visitor = forwardedFor(req, webTrustProxy());
  req.headers["x-forwarded-for"] = visitor;
  if (answeredByLimits(req, res, visitor)) return;
  return handler(req, res);
}
