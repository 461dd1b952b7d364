import { useRouter } from "next/router";
import { AppLink } from "@/shared/ui/app-link";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/shared/ui/button";
import { useCallbackPath } from "./callback";
import { ICONS, StatusIcon } from "./components/status-illustration";

/**
 * /service-pause (SPEC §2/§8): the business API answered 502 (gateway error). '다시 시도' goes back to the page
 * the user was on (its callbackUrl, same-origin only, else /home); if the API is still down there, the error
 * policy brings them here again. A 502 on this page itself is silent (error-policy row `502-on-service-pause`).
 */
export function ServicePauseScreen() {
  const router = useRouter();
  const target = useCallbackPath();
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-safe py-10 text-center">
      <StatusIcon tone="warning" path={ICONS.pause} />
      <h1 className="text-xl font-bold text-gray-900">서비스 접속이 원활하지 않아요</h1>
      <p className="max-w-xs text-sm leading-relaxed text-gray-600">
        서버 점검 중이거나 일시적으로 연결이 끊겼어요. 잠시 후 다시 시도해 주세요. 차량의 단말기는 계속 데이터를 모으고 있어요.
      </p>
      <div className="mt-4 flex w-full max-w-xs flex-col gap-2">
        <Button onClick={() => void router.replace(target)}>다시 시도</Button>
        <AppLink href={ROUTES.inquiryBoard} className="py-3 text-sm font-semibold text-gray-600 underline underline-offset-2">
          1:1 문의하기
        </AppLink>
      </div>
    </main>
  );
}
