import NextAuth from "next-auth";
import { authOptions } from "@/auth/options";

/** Every /api/auth/* endpoint (SPEC §2/§7) is next-auth's; the configuration is auth/options.ts. */
export default NextAuth(authOptions);
