import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";
import { useMyProfile } from "../api";

// The sections load after the page, in parallel with the profile read: first-load JS stays within the budget
// (docs/performance.md).
const MyInfoContent = dynamic(() => import("./components/my-info-content").then((m) => m.MyInfoContent), {
  loading: () => <MyInfoSkeleton />,
});

/**
 * /my-info (from 내 정보 in the menu, docs/accounts.md "Profile"): the member's details, address with the postcode
 * search, password change, marketing consent, linked social accounts and withdrawal.
 */
export function MyInfoScreen() {
  const profile = useMyProfile();
  return (
    <AppScreen title="내 정보" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <AsyncContent
        state={profile}
        skeleton={<MyInfoSkeleton />}
        loadingLabel="내 정보를 불러오는 중입니다"
        errorTitle="내 정보를 불러오지 못했어요"
      >
        {(data) => <MyInfoContent profile={data} replace={profile.replace} retry={profile.retry} />}
      </AsyncContent>
    </AppScreen>
  );
}

function MyInfoSkeleton() {
  return (
    <>
      <Skeleton className="h-44" />
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </>
  );
}
