/**
 * The first-load JS rules of CONTRIBUTING "Adding a screen" are lint rules (eslint.config.mjs): each one fires on a
 * small snippet with its message saying why, and stays quiet where the rule allows the import (types, `import()`,
 * server-only modules, tests). Snippets are linted as if they were files in apps/web's real folders.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WEB = "apps/web/src";
/** A screen file of an existing feature (the config has one override per folder on disk). */
const SCREEN = `${WEB}/features/home/lint-fixture.tsx`;

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages ESLint gives `code` at `filePath`, as `rule: message` lines. */
async function lint(code, filePath = SCREEN) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** Expects exactly one restricted-import/global/property message, and that it says `why`. */
async function expectRule(code, why, filePath) {
  const messages = (await lint(code, filePath)).filter((m) => /no-restricted-(?:imports|globals|properties|syntax)/.test(m));
  expect(messages, code).toHaveLength(1);
  expect(messages[0]).toContain(why);
}

async function expectClean(code, filePath) {
  expect(await lint(code, filePath), code).toEqual([]);
}

describe("first-load JS rules (eslint.config.mjs)", () => {
  it("no next/link in apps/web: AppLink instead", async () => {
    await expectRule('import Link from "next/link";\nexport const a = Link;\n', "Use <AppLink> from @/shared/ui/app-link");
    await expectRule('import Link from "next/link";\nexport const a = Link;\n', "first-load JS", `${WEB}/shared/ui/lint-fixture.tsx`);
    await expectClean('import { AppLink } from "@/shared/ui/app-link";\nexport const a = AppLink;\n');
  });

  it("no value from the contract's index in browser code; types and constants subpaths are fine", async () => {
    await expectRule('import { ERROR_CODES } from "@evsafe/contract";\nexport const a = ERROR_CODES;\n', "brings zod");
    await expectRule('export { ERROR_CODES } from "@evsafe/contract";\n', "brings zod", `${WEB}/shared/lint-fixture.ts`);
    await expectClean('import type { ServiceStatus } from "@evsafe/contract";\nexport type A = ServiceStatus;\n');
    await expectClean('import { type ServiceStatus } from "@evsafe/contract";\nexport type A = ServiceStatus;\n');
    await expectClean('import { SERVICE_STATUS } from "@evsafe/contract/constants/service";\nexport const a = SERVICE_STATUS;\n');
    // next-auth's configuration runs only in Node: it may validate with the contract's schemas.
    await expectClean(
      'import { LoginBodySchema } from "@evsafe/contract";\nexport const a = LoginBodySchema;\n',
      `${WEB}/auth/server/options.ts`,
    );
    await expectClean('import { calls } from "@evsafe/contract";\nexport const a = calls;\n', `${WEB}/server/lint-fixture.ts`);
  });

  it("no static import of the contract's schema modules in screens", async () => {
    await expectRule(
      'import { userCalls } from "@evsafe/contract/areas/user";\nexport const a = userCalls;\n',
      "Schemas load with the first API call",
    );
    await expectRule(
      'import { unwrap } from "@evsafe/contract/envelope";\nexport const a = unwrap;\n',
      "Schemas load with the first API call",
    );
  });

  it("forms (react-hook-form, the contract's rules and schemas) only in a feature's forms/ folder, which screens load with import()", async () => {
    await expectRule('import { useForm } from "react-hook-form";\nexport const a = useForm;\n', "Only forms/ modules import them");
    await expectRule(
      'import { NewPasswordSchema } from "@evsafe/contract/account-rules";\nexport const a = NewPasswordSchema;\n',
      "Only forms/ modules import them",
    );
    await expectRule(
      'import { IdentityForm } from "./forms/identity-form";\nexport const a = IdentityForm;\n',
      "Only forms/ modules import them",
      `${WEB}/features/accounts/lint-fixture.tsx`,
    );
    await expectClean('import type { IdentityPurpose } from "@evsafe/contract/account-rules";\nexport type A = IdentityPurpose;\n');
    await expectClean('export const load = () => import("./forms/identity-form");\n', `${WEB}/features/accounts/lint-fixture.tsx`);
    const FORM = `${WEB}/features/accounts/forms/lint-fixture.tsx`;
    await expectClean(
      'import { useZodForm } from "@/shared/form/use-zod-form";\nimport { SignupBodySchema } from "@evsafe/contract/areas/auth";\nexport const a = [useZodForm, SignupBodySchema];\n',
      FORM,
    );
    await expectRule('import { calls } from "@evsafe/contract";\nexport const a = calls;\n', "brings zod", FORM);
  });

  it("a <form> only in a forms/ module that uses useZodForm (one form path)", async () => {
    const formMessages = async (code, filePath) => (await lint(code, filePath)).filter((m) => m.startsWith("evsafe/form-on-shared-form"));
    const PLAIN = "export const F = () => <form onSubmit={() => undefined}><input /></form>;\n";
    const HOUSE =
      'import { z } from "zod";\nimport { useZodForm } from "@/shared/form/use-zod-form";\n' +
      'export function F() {\n  const form = useZodForm(z.object({ a: z.string() }));\n  return <form><input {...form.register("a")} /></form>;\n}\n';
    // A screen's own form, and a forms/ module without useZodForm.
    expect(await formMessages(PLAIN)).toEqual([expect.stringContaining("uses useZodForm from @/shared/form/use-zod-form")]);
    expect(await formMessages(PLAIN, `${WEB}/features/accounts/forms/lint-fixture.tsx`)).toHaveLength(1);
    expect(await formMessages(PLAIN, `${WEB}/session-frame/lint-fixture.tsx`)).toHaveLength(1);
    // useZodForm outside forms/ is refused too (the form would load with the page).
    expect(await formMessages(HOUSE, SCREEN)).toHaveLength(1);
    expect(await formMessages(HOUSE, `${WEB}/features/accounts/forms/lint-fixture.tsx`)).toEqual([]);
    // Tests render forms of their own.
    expect(await formMessages(PLAIN, `${WEB}/features/accounts/__tests__/lint-fixture.tsx`)).toEqual([]);
  });

  it("the native bridge only through import() in screens; its constants and types statically", async () => {
    await expectRule('import { bridge } from "@/shared/bridge";\nexport const a = bridge;\n', 'await import("@/shared/bridge")');
    await expectRule(
      'import { request } from "../../shared/bridge/client";\nexport const a = request;\n',
      'await import("@/shared/bridge")',
    );
    await expectClean('export const open = async () => (await import("@/shared/bridge")).bridge;\n');
    await expectClean('import { MOBILE_ONLY_MESSAGE } from "@/shared/bridge/constants";\nexport const a = MOBILE_ONLY_MESSAGE;\n');
    await expectClean('import type { Permission } from "@/shared/bridge";\nexport type A = Permission;\n');
  });

  it("screens open dialogs through @/shared/modal and call the API through the api-client", async () => {
    await expectRule(
      'import { closeModal } from "@/shared/modal/store";\nexport const a = closeModal;\n',
      "import from @/shared/modal only",
    );
    await expectRule(
      'import { useModal } from "@/shared/modal/store";\nexport const a = useModal;\n',
      "import from @/shared/modal only",
      `${WEB}/pages/lint-fixture.tsx`,
    );
    // _app mounts the host from its own file (keeping openModal out of the pages that do not use it).
    await expectClean(
      'import { LazyModalHost } from "@/shared/modal/lazy-modal-host";\nexport const a = LazyModalHost;\n',
      `${WEB}/pages/_app.tsx`,
    );
    await expectClean('import { openModal } from "@/shared/modal";\nexport const a = openModal;\n');
    await expectRule('import { request } from "@/shared/api-request";\nexport const a = request;\n', "house rule 2");
    await expectRule('export const load = () => fetch("/evsafe/api/main/info");\n', "Only @/shared/api-client touches the network");
  });

  it("no next/head in _app, where it would load with every page", async () => {
    await expectRule('import Head from "next/head";\nexport const a = Head;\n', "No next/head in _app", `${WEB}/pages/_app.tsx`);
    await expectClean('import Head from "next/head";\nexport const a = Head;\n', `${WEB}/pages/lint-fixture.tsx`);
  });

  it("the Lottie player only through import()", async () => {
    await expectRule(
      'import lottie from "lottie-web";\nexport const a = lottie;\n',
      "The Lottie player loads when the browser is idle",
      `${WEB}/shared/loading-overlay/lint-fixture.ts`,
    );
    await expectClean(
      'import type { AnimationItem } from "lottie-web";\nexport type A = AnimationItem;\n',
      `${WEB}/shared/loading-overlay/lint-fixture.ts`,
    );
  });

  it("numbers and dates through shared/format.ts, not Intl or toLocale*", async () => {
    await expectRule(
      'export const a = (n: number) => n.toLocaleString("ko-KR");\n',
      "Format dates with @/shared/format and numbers with @/shared/format-number",
    );
    await expectRule(
      'export const a = new Intl.NumberFormat("ko-KR");\n',
      "Format dates with @/shared/format and numbers with @/shared/format-number",
      `${WEB}/shared/lint-fixture.ts`,
    );
    await expectRule(
      "export const a = (d: Date) => d.toLocaleDateString();\n",
      "Format dates with @/shared/format and numbers with @/shared/format-number",
      `${WEB}/auth/lint-fixture.ts`,
    );
    await expectRule('import { z } from "zod";\nexport const a = z.locales;\n', "zod/v4/locales/ko.js", `${WEB}/shared/lint-fixture.ts`);
    // shared/format.ts is where the formatting lives; tests compare with Intl.
    await expectClean('export const a = (n: number) => n.toLocaleString("ko-KR");\n', `${WEB}/shared/format.ts`);
    await expectClean('export const a = new Intl.NumberFormat("ko-KR");\n', `${WEB}/shared/__tests__/lint-fixture.test.ts`);
  });

  it("the import boundaries still hold beside the first-load rules (one option list per folder)", async () => {
    await expectRule(
      'import { MenuScreen } from "@/features/menu/menu-screen";\nexport const a = MenuScreen;\n',
      "may not import another feature",
    );
    const both = await lint(
      'import Link from "next/link";\nimport { MenuScreen } from "@/features/menu/menu-screen";\nexport const a = [Link, MenuScreen];\n',
    );
    expect(both.join("\n")).toMatch(/AppLink[\s\S]*house rule 5/);
  });

  it("no next/head in application/ either: the shell _app renders is in every page's first load", async () => {
    await expectRule(
      'import Head from "next/head";\nexport const a = Head;\n',
      "No next/head in _app",
      `${WEB}/application/lint-fixture.tsx`,
    );
  });
});

describe("apps/web's layers (eslint.config.mjs LAYERS_BELOW): pages → app → features → session-frame → auth → shared", () => {
  const SHARED = `${WEB}/shared/lint-fixture.ts`;

  it("shared/ does not import auth/, statically, relatively or with import()", async () => {
    await expectRule('import { signOut } from "@/auth/actions";\nexport const a = signOut;\n', "shared/ does not import auth/", SHARED);
    await expectRule('import { signOut } from "../auth/actions";\nexport const a = signOut;\n', "shared/ does not import auth/", SHARED);
    await expectRule(
      'import { useSession } from "../../auth/client/client";\nexport const a = useSession;\n',
      "shared/ does not import auth/",
      `${WEB}/shared/ui/lint-fixture.tsx`,
    );
    await expectRule('export const load = () => import("@/auth/actions");\n', "shared/ does not import auth/", SHARED);
  });

  it("shared/ imports neither the signed-in frame, nor a feature, nor application/", async () => {
    await expectRule(
      'import { AppScreen } from "@/session-frame";\nexport const a = AppScreen;\n',
      "shared/ does not import the signed-in frame",
      SHARED,
    );
    await expectRule(
      'import { HomeScreen } from "@/features/home/home-screen";\nexport const a = HomeScreen;\n',
      "shared/ imports no feature",
      SHARED,
    );
    await expectRule(
      'import { swrConfig } from "@/application/swr-config";\nexport const a = swrConfig;\n',
      "application/ is the composition layer",
      SHARED,
    );
  });

  it("features import the signed-in frame, auth/ and shared/, but no other feature (no known crossings left) and not application/", async () => {
    await expectClean('import { AppScreen, ServiceGate } from "@/session-frame";\nexport const a = [AppScreen, ServiceGate];\n');
    await expectClean('import { useSession } from "@/auth/client/client";\nexport const a = useSession;\n');
    // No feature's entry is an allowed crossing, the service status's included.
    await expectRule(
      'import { AppScreen } from "@/features/service-status";\nexport const a = AppScreen;\n',
      "may not import another feature",
    );
    await expectRule(
      'import { MENU_ITEMS } from "@/features/menu";\nexport const a = MENU_ITEMS;\n',
      "may not import another feature",
      `${WEB}/features/diagnosis/lint-fixture.ts`,
    );
    await expectRule(
      'import { swrConfig } from "@/application/swr-config";\nexport const a = swrConfig;\n',
      "application/ is the composition layer",
    );
  });

  it("the signed-in frame imports no feature; auth/ does not import the frame; pages/_app.tsx renders application/", async () => {
    await expectRule(
      'import { HomeScreen } from "@/features/home/home-screen";\nexport const a = HomeScreen;\n',
      "session-frame/ imports no feature",
      `${WEB}/session-frame/components/lint-fixture.tsx`,
    );
    await expectRule(
      'import { AppScreen } from "@/session-frame";\nexport const a = AppScreen;\n',
      "auth/ does not import the signed-in frame",
      `${WEB}/auth/lint-fixture.ts`,
    );
    await expectClean('import "@/styles/globals.css";\nexport { default } from "@/application/app";\n', `${WEB}/pages/_app.tsx`);
  });
  it("auth/ has a server side and a browser side: browser code never imports auth/server/, server code never auth/client/", async () => {
    const SERVER_ONLY = "browser code does not import it";
    // A screen, the signed-in frame, the shell and the browser's session: not the server side.
    await expectRule('import { authOptions } from "@/auth/server/options";\nexport const a = authOptions;\n', SERVER_ONLY);
    await expectRule(
      'import { withSession } from "../../auth/server/guard";\nexport const a = withSession;\n',
      SERVER_ONLY,
      `${WEB}/session-frame/components/lint-fixture.tsx`,
    );
    await expectRule(
      'import { authOptions } from "@/auth/server/options";\nexport const a = authOptions;\n',
      SERVER_ONLY,
      `${WEB}/application/lint-fixture.tsx`,
    );
    await expectRule(
      'import { refreshOnce } from "../server/refresh";\nexport const a = refreshOnce;\n',
      SERVER_ONLY,
      `${WEB}/auth/client/lint-fixture.ts`,
    );
    // getServerSideProps and what it calls may: a page, a feature's *-props.ts, the frame's server.ts.
    await expectClean(
      'import { withSession } from "@/auth/server/guard";\nexport const a = withSession;\n',
      `${WEB}/pages/lint-fixture.tsx`,
    );
    await expectClean(
      'import { guestOnly } from "@/auth/server/guest-only";\nexport const a = guestOnly;\n',
      `${WEB}/features/auth/sign-in-props.ts`,
    );
    await expectClean(
      'import { withSession } from "@/auth/server/guard";\nexport const a = withSession;\n',
      `${WEB}/session-frame/server.ts`,
    );
    // Types are erased: a browser module may name the server's types.
    await expectClean('import type { SessionContext } from "@/auth/server/guard";\nexport type A = SessionContext;\n');
    // The server side does not import the browser's session, by alias or relatively; the shared pure modules are fine.
    const CLIENT_ONLY = "Server code does not import auth/client/";
    await expectRule(
      'import { useSession } from "../client/client";\nexport const a = useSession;\n',
      CLIENT_ONLY,
      `${WEB}/auth/server/lint-fixture.ts`,
    );
    await expectRule(
      'import { signOut } from "@/auth/client/actions";\nexport const a = signOut;\n',
      CLIENT_ONLY,
      `${WEB}/server/lint-fixture.ts`,
    );
    await expectClean(
      'import { AUTH_TOKEN_ERRORS } from "../token-errors";\nexport const a = AUTH_TOKEN_ERRORS;\n',
      `${WEB}/auth/server/lint-fixture.ts`,
    );
    await expectClean(
      'import { AUTH_TOKEN_ERRORS } from "../token-errors";\nexport const a = AUTH_TOKEN_ERRORS;\n',
      `${WEB}/auth/client/lint-fixture.ts`,
    );
  });
});
