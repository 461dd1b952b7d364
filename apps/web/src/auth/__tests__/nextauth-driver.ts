import NextAuth, { type AuthOptions } from "next-auth";

/** A cookie as the browser would receive it, parsed from one Set-Cookie header. */
export interface OutCookie {
  name: string;
  value: string;
  header: string;
  attrs: string[];
}

export interface DriveRequest {
  path: string[];
  method: string;
  body?: unknown;
  cookies?: Record<string, string>;
  host?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface DriveResult {
  status: number;
  body: unknown;
  location?: string;
  headers: Map<string, unknown>;
  cookies: OutCookie[];
}

type Handler = (req: never, res: never) => unknown;

/**
 * Drives a pages-router API handler for /api/auth/* (next-auth's, or pages/api/auth/[...nextauth].ts) with a fake
 * req/res, the way Next.js calls it: query.nextauth, a parsed body, parsed cookies.
 */
export async function drive(handler: Handler, req: DriveRequest): Promise<DriveResult> {
  const headers = new Map<string, unknown>();
  const out: DriveResult = { status: 200, body: undefined, headers, cookies: [] };
  const res = {
    statusCode: 200,
    status(code: number) {
      out.status = code;
      res.statusCode = code;
      return res;
    },
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    setHeader: (k: string, v: unknown) => {
      headers.set(k.toLowerCase(), v);
      return res;
    },
    json: (b: unknown) => {
      out.body = b;
    },
    send: (b: unknown) => {
      out.body = b;
    },
    end: (b?: unknown) => {
      if (b !== undefined) out.body = b;
    },
  };
  await handler(
    {
      query: { nextauth: req.path },
      method: req.method,
      body: req.body ?? {},
      cookies: req.cookies ?? {},
      headers: { host: req.host ?? "localhost:3000", ...req.headers },
      socket: { remoteAddress: req.remoteAddress ?? "198.51.100.7" },
    } as never,
    res as never,
  );
  if (res.statusCode !== 200 && out.status === 200) out.status = res.statusCode;
  out.location = headers.get("location") as string | undefined;
  const setCookie = (headers.get("set-cookie") ?? []) as string[];
  out.cookies = setCookie.map((header) => {
    const [pair, ...attrs] = header.split("; ");
    const i = pair!.indexOf("=");
    return { name: pair!.slice(0, i), value: pair!.slice(i + 1), header, attrs };
  });
  return out;
}

/** next-auth itself with `options`. */
export const nextAuthWith = (options: AuthOptions): Handler => ((req: never, res: never) => NextAuth(req, res, options)) as Handler;

/** A CSRF token and its cookie, as a browser holds them before a form POST. */
export async function csrfFor(handler: Handler, host?: string): Promise<{ csrfToken: string; cookies: Record<string, string> }> {
  const csrf = await drive(handler, { path: ["csrf"], method: "GET", host });
  const cookie = csrf.cookies.find((c) => c.name.endsWith("next-auth.csrf-token"))!;
  return { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, cookies: { [cookie.name]: decodeURIComponent(cookie.value) } };
}
