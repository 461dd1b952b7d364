import { useRouter } from "next/router";
import { Button } from "@/shared/ui/button";

/** The service terms could not be read: nothing is paid or sent without them, so the step offers to read them again. */
export function TermsUnavailable() {
  const router = useRouter();
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
      </p>
      <Button onClick={() => void router.replace(router.asPath)}>다시 불러오기</Button>
    </div>
  );
}
