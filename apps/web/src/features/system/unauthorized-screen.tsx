import { AppLink } from "@/shared/ui/app-link";
import { signInUrl } from "@/auth/callback-url";
import { ROUTES } from "@/shared/routes";
import { useCallbackPath } from "./callback";
import { ICONS, StatusIcon } from "./components/status-illustration";

/** Primary link styled as the app's button: a navigation, so an `<a>`. */
const PRIMARY_LINK =
  "flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-4 text-base font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 active:bg-brand-900";

/**
 * /unauthorized (SPEC §2/§8): the session ended (a 401 signed the user out, or the refresh was refused).
 * '다시 로그인' opens the sign-in page with the callbackUrl, so the user comes back where they were.
 */
export function UnauthorizedScreen() {
  const target = useCallbackPath();
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-safe py-10 text-center">
      <StatusIcon tone="info" path={ICONS.lock} />
      <h1 className="text-xl font-bold text-gray-900">로그인이 필요해요</h1>
      <p className="max-w-xs text-sm leading-relaxed text-gray-600">
        로그인 정보가 만료되었거나 다른 기기에서 로그아웃되어 안전하게 로그아웃했어요. 다시 로그인하면 보던 화면으로 돌아가요.
      </p>
      <div className="mt-4 flex w-full max-w-xs flex-col gap-2">
        <AppLink href={signInUrl(target)} className={PRIMARY_LINK}>
          다시 로그인
        </AppLink>
        <AppLink href={ROUTES.nonMemberMain} className="py-3 text-sm font-semibold text-gray-600 underline underline-offset-2">
          처음 화면으로
        </AppLink>
      </div>
    </main>
  );
}
