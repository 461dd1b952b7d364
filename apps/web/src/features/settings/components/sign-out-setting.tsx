import { openModal } from "@/shared/modal";
import { ROUTES } from "@/shared/routes";
import { useSingleFlight } from "@/shared/form/single-flight";

/** 로그아웃, as the menu does it: a confirmation, then next-auth's sign-out to the public landing page. */
export function SignOutSetting() {
  const [signOut, pending] = useSingleFlight(async () => {
    const yes = await openModal({ type: "confirm", title: "로그아웃", message: "로그아웃 하시겠어요?", yes: "로그아웃" });
    if (!yes) return;
    // auth/actions loads when the user signs out, not with the page.
    await (await import("@/auth/client/actions")).signOut({ callbackUrl: ROUTES.nonMemberMain });
  });
  return (
    <button
      type="button"
      className="flex min-h-12 w-full items-center rounded-2xl border border-neutral-200 px-4 text-left text-base text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-neutral-50"
      onClick={() => void signOut()}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      로그아웃
    </button>
  );
}
