// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ResetPasswordForm } from "@/features/accounts/forms/reset-password-form";
import { SignUpUserForm } from "@/features/accounts/forms/signup-user-form";
import type { Verification } from "@/features/accounts/journey";
import { PasswordChangeForm } from "@/features/accounts/my-info/forms/password-change-form";
import { WithdrawForm } from "@/features/accounts/my-info/forms/withdraw-form";
import { SignInForm } from "@/features/auth/forms/sign-in-form";

/**
 * A password never goes into a URL. Until the page's script has loaded (a slow network, a failed chunk), the browser
 * submits a form itself: without `method="post"` that is a GET of the page with every field in the query string
 * (`?loginId=…&password=…`), kept in the history, the server's and proxies' logs and the next page's Referer.
 */

vi.mock("next/router", () => ({
  default: { replace: vi.fn(), push: vi.fn() },
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), asPath: "/" }),
}));

const SRC = resolve(import.meta.dirname, "..");

const VERIFICATION: Verification = {
  purpose: "signup",
  serviceToken: "service-token-0123456789abcdef",
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  name: "이서연",
  phone: "010-5555-1212",
  birthDate: "1992-03-03",
};
const never = () => new Promise<never>(() => {});

/**
 * Every form with a password field, as the server renders it: what the browser submits before hydration. Each is its
 * own module, loaded by its screen with next/dynamic, which the server renders in place.
 */
const PASSWORD_FORMS: [string, ReactElement][] = [
  ["로그인", <SignInForm key="signin" errorNotice={null} callbackUrl="/home" />],
  ["회원가입", <SignUpUserForm key="signup" verification={VERIFICATION} agrees={[]} onSignedUp={vi.fn()} />],
  [
    "비밀번호 재설정",
    <ResetPasswordForm key="reset" verification={{ ...VERIFICATION, purpose: "find-password" }} onReset={vi.fn()} setPassword={never} />,
  ],
  ["비밀번호 변경", <PasswordChangeForm key="change" loginId="driver01" onChanged={vi.fn()} setPassword={never} />],
  ["회원 탈퇴", <WithdrawForm key="withdraw" onWithdrawn={vi.fn()} withdraw={never} />],
];

describe("forms with a password field submit by POST, to this page", () => {
  it.each(PASSWORD_FORMS)("%s", (_name, element) => {
    const doc = new DOMParser().parseFromString(renderToString(element), "text/html");
    const passwords = [...doc.querySelectorAll('input[type="password"]')];
    expect(passwords.length).toBeGreaterThan(0);
    for (const input of passwords) {
      const form = input.closest("form");
      expect(form, `${input.getAttribute("name")} is outside a form`).not.toBeNull();
      expect(form!.getAttribute("method")).toBe("post");
      // No action: the page itself, which renders the form again and ignores the body (no other endpoint gets it).
      expect(form!.hasAttribute("action")).toBe(false);
      // A button or input may override the form's method and target.
      expect(form!.querySelector("[formmethod], [formaction]")).toBeNull();
    }
  });
});

/** Source files under src/ other than tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" || entry.name === "testing" ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe("every source file that draws a password field", () => {
  const withPassword = sourceFiles(SRC).filter((file) => /type=["{]?"?password"|<PasswordField\b/.test(readFileSync(file, "utf8")));

  it("are found: at least the files of the forms rendered above", () => {
    expect(withPassword.length).toBeGreaterThanOrEqual(PASSWORD_FORMS.length);
  });

  it('opens each of its forms with method="post"', () => {
    const offenders = withPassword.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<form\b[^>]*>/g)]
        .filter(([tag]) => !/\bmethod="post"/.test(tag))
        .map(([tag]) => `${relative(SRC, file)}: ${tag.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });
});
