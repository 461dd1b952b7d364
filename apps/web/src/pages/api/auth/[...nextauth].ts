import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { authOptions } from "@/auth/options";
import { forwardedFor } from "@/server/api-forward";
import { webTrustProxy } from "@/shared/env";

const handler = NextAuth(authOptions);

/**
 * Every /api/auth/* endpoint (SPEC §2/§7) is next-auth's; the configuration is auth/options.ts. Sign-in calls the
 * API for the visitor, so the visitor's address is fixed here, as the API forwarder does: the socket's (or behind a
 * trusted proxy, the one it reports), never what the visitor wrote.
 */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  req.headers["x-forwarded-for"] = forwardedFor(req, webTrustProxy());
  return handler(req, res);
}
