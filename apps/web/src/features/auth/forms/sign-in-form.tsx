import { useEffect } from "react";
import { z } from "zod";
import { TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import type { SignInScreenDeps } from "../sign-in-screen";

/** What the form checks before asking the server: an id and a password were typed (the API checks the rest). */
export const SignInFormSchema = z.object({
  loginId: z.string().trim().min(1, { error: "아이디를 입력해 주세요." }),
  password: z.string().min(1, { error: "비밀번호를 입력해 주세요." }),
  saveId: z.boolean(),
});

export interface SignInFormProps {
  deps: Pick<SignInScreenDeps, "productProvider" | "signInWithPassword" | "savedLoginId">;
  /** Where to go after signing in (checked again in the browser). */
  target: () => string;
  /** True while a social sign-in is in flight: this form waits. */
  busy: boolean;
  /** The password sign-in starts (true) or ends (false): the screen's social buttons wait meanwhile. */
  onPending: (pending: boolean) => void;
  /** The screen's message is cleared when a sign-in starts. */
  onStart: () => void;
  /** next-auth refused (its error name, e.g. CredentialsSignin): the screen shows its Korean text above the form. */
  onFailure: (errorName: string) => Promise<void>;
  onSignedIn: () => Promise<void>;
}

/**
 * Sign-in with id and password. An empty field is said beside it (focused) without asking the server; a refusal goes
 * to the screen's message with the input kept; one tap sends once. The saved id (아이디 저장) fills the id after mount.
 */
export function SignInForm({ deps, target, busy, onPending, onStart, onFailure, onSignedIn }: SignInFormProps) {
  const form = useZodForm(SignInFormSchema, { defaultValues: { loginId: "", password: "", saveId: false } });
  const { errors } = form.formState;

  // Local storage exists only in the browser: read after mount.
  const { setValue } = form;
  useEffect(() => {
    const saved = deps.savedLoginId.get();
    if (!saved) return;
    setValue("loginId", saved);
    setValue("saveId", true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async ({ loginId, password, saveId }) => {
      if (busy) return;
      onPending(true);
      onStart();
      try {
        const res = await deps.signInWithPassword(deps.productProvider, { loginId, password, redirect: false, callbackUrl: target() });
        if (res?.ok && !res.error) {
          if (saveId) deps.savedLoginId.set(loginId);
          else deps.savedLoginId.remove();
          await onSignedIn();
          return;
        }
        await onFailure(res?.error ?? "Default");
      } catch {
        await onFailure("Default");
      } finally {
        onPending(false);
      }
    }),
  );

  return (
    // POST: a submit before the script has loaded sends the fields in a body to this page, never a password in the URL.
    <form method="post" className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <TextField
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
        placeholder="아이디를 입력해 주세요"
        error={errors.loginId?.message}
        {...form.register("loginId")}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        enterKeyHint="go"
        placeholder="비밀번호를 입력해 주세요"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <label className="flex min-h-11 items-center gap-2 self-start pr-2 text-sm text-neutral-700">
        <input type="checkbox" className="h-4 w-4" {...form.register("saveId")} />
        아이디 저장
      </label>
      <button
        type="submit"
        disabled={pending || busy}
        aria-busy={pending || undefined}
        className="h-12 rounded-lg bg-blue-600 text-base font-semibold text-white disabled:opacity-60"
      >
        {pending ? "로그인 중…" : "로그인"}
      </button>
    </form>
  );
}
