import dynamic from "next/dynamic";
import { Skeleton } from "@/shared/ui/states";
import { ROUTES } from "@/shared/routes";
import { BackButton } from "@/shared/ui/back-button";

// The form (the contract's schema and labels, the pickers) and the result load after the page (first-load JS).
const TrialForm = dynamic(() => import("../forms/trial-form").then((m) => m.TrialForm), { loading: () => <Skeleton className="h-96" /> });

/**
 * /diagnosis/trial (public; the landing page's 안전진단 체험하기, the service sign-up's unsupported car): a battery
 * safety estimate from a few answers about the car and its use, without an account or a device.
 */
export function TrialScreen() {
  return (
    <main className="flex flex-1 flex-col gap-5 px-safe py-8">
      <BackButton fallback={ROUTES.nonMemberMain} />
      <div>
        <h1 className="text-xl font-bold text-gray-900">배터리 안전진단 체험</h1>
        <p className="mt-2 text-sm leading-relaxed text-gray-600">
          차량과 이용 습관 몇 가지로 배터리 상태를 가늠해 봐요. 1분이면 끝나고, 입력한 내용은 결과 계산에만 쓰고 저장하지 않아요.
        </p>
      </div>
      <TrialForm />
    </main>
  );
}
