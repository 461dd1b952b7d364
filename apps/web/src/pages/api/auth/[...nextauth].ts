import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { authOptions } from "@/auth/options";
import { forwardedFor } from "@/server/api-forward";

const handler = NextAuth(authOptions);

/**
 * Every /api/auth/* endpoint (SPEC §2/§7) is next-auth's; the configuration is auth/options.ts. Sign-in calls the
 * API for the visitor, so the visitor's address is fixed here from the connection, as the API forwarder does: the
 * address this server saw, never what the visitor wrote.
 */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  req.headers["x-forwarded-for"] = forwardedFor(req.socket?.remoteAddress);
  return handler(req, res);
}
