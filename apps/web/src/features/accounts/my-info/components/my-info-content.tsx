import dynamic from "next/dynamic";
import { useId, useState, type ReactNode } from "react";
import type { MyProfile } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/states";

// Each form and the sections with their own reads load on their own: a section's code arrives when it is drawn or
// opened, never with the page.
const formLoading = (label: string) => () => <div className="h-48" aria-busy="true" aria-label={label} />;
const AddressForm = dynamic(() => import("../forms/address-form").then((m) => m.AddressForm), {
  loading: formLoading("주소 양식을 불러오는 중"),
});
const PasswordChangeForm = dynamic(() => import("../forms/password-change-form").then((m) => m.PasswordChangeForm), {
  loading: formLoading("비밀번호 변경 양식을 불러오는 중"),
});
const IdentityProof = dynamic(() => import("../forms/identity-proof").then((m) => m.IdentityProof), {
  loading: formLoading("본인인증 양식을 불러오는 중"),
});
const WithdrawForm = dynamic(() => import("../forms/withdraw-form").then((m) => m.WithdrawForm), {
  loading: formLoading("회원 탈퇴 양식을 불러오는 중"),
});
const MarketingConsent = dynamic(() => import("@/shared/ui/marketing-consent").then((m) => m.MarketingConsent), {
  loading: () => <Skeleton className="h-16" />,
});
const SocialAccounts = dynamic(() => import("./social-accounts").then((m) => m.SocialAccounts), {
  loading: () => <Skeleton className="h-48" />,
});
const WithdrawalNotice = dynamic(() => import("./withdrawal-notice").then((m) => m.WithdrawalNotice), {
  loading: () => <Skeleton className="h-48" />,
});

const PRODUCT_PROVIDER = process.env.NEXT_PUBLIC_PRODUCT ?? "evsafe";

/** Signs this device in again with the new password (the change revoked every session's refresh token). */
async function signInAgain(loginId: string, password: string): Promise<boolean> {
  const { signIn } = await import("@/auth/client/actions");
  const res = await signIn(PRODUCT_PROVIDER, { loginId, password, redirect: false, callbackUrl: ROUTES.myInfo });
  return Boolean(res?.ok && !res.error);
}

/** After withdrawal this device signs out and lands on the public page. */
async function signOutAfterWithdrawal() {
  const { signOut } = await import("@/auth/client/actions");
  await signOut({ callbackUrl: ROUTES.nonMemberMain });
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-neutral-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="shrink-0 text-neutral-600">{label}</dt>
      <dd className="ml-auto min-w-0 break-words text-right text-neutral-900">{value}</dd>
    </div>
  );
}

type Open = "address" | "password" | "withdraw" | null;
type Done = { kind: "status" | "alert"; text: string; signIn?: boolean } | null;

/** The sections of /my-info over the profile read; `replace` puts a saved change in it, `retry` reads it again. */
export function MyInfoContent({ profile, replace, retry }: { profile: MyProfile; replace: (p: MyProfile) => void; retry: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<Done>(null);
  const toggle = (which: Exclude<Open, null>) => {
    setDone(null);
    setOpen((current) => (current === which ? null : which));
  };
  const toggleButton = (which: Exclude<Open, null>, label: string) => (
    <Button variant="secondary" className="shrink-0" aria-expanded={open === which} onClick={() => toggle(which)}>
      {open === which ? "닫기" : label}
    </Button>
  );
  const onPasswordChanged = async (newPassword: string) => {
    setOpen(null);
    const signedIn = await signInAgain(profile.userId, newPassword).catch(() => false);
    // A first password changes what the profile says (hasPassword).
    if (!profile.hasPassword) retry();
    setDone(
      signedIn
        ? {
            kind: "status",
            text: `${profile.hasPassword ? "비밀번호를 변경했어요" : "비밀번호를 만들었어요"}. 다른 기기에서는 새 비밀번호로 다시 로그인해 주세요.`,
          }
        : { kind: "alert", text: "비밀번호를 저장했어요. 이 기기에서도 새 비밀번호로 다시 로그인해 주세요.", signIn: true },
    );
  };
  const address = profile.addr ? `(${profile.zip ?? ""}) ${profile.addr}${profile.daddr ? ` ${profile.daddr}` : ""}` : null;

  return (
    <>
      {done && (
        <div
          role={done.kind}
          className={`rounded-lg px-4 py-3 text-sm ${done.kind === "alert" ? "bg-red-50 text-red-700" : "bg-brand-50 text-neutral-900"}`}
        >
          {done.text}
          {done.signIn && (
            <>
              {" "}
              <AppLink href={ROUTES.signIn} className="font-semibold underline">
                로그인
              </AppLink>
            </>
          )}
        </div>
      )}
      <Section title="회원 정보">
        <dl className="text-base">
          <Row label="이름" value={profile.userName} />
          <Row label="아이디" value={profile.userId} />
          <Row label="이메일" value={profile.email ?? "없음"} />
          <Row label="휴대폰 번호" value={profile.phone ?? "없음"} />
          <Row label="가입일" value={formatKoreanDate(profile.joinedDate)} />
        </dl>
      </Section>

      <Section title="주소" action={toggleButton("address", "주소 변경")}>
        <p className="text-base text-neutral-900">{address ?? "등록된 주소가 없어요."}</p>
        {open === "address" && (
          <AddressForm
            initial={{ zip: profile.zip ?? "", addr: profile.addr ?? "", daddr: profile.daddr ?? "" }}
            onSaved={(saved) => {
              replace({ ...profile, ...saved });
              setOpen(null);
              setDone({ kind: "status", text: "주소를 저장했어요." });
            }}
          />
        )}
      </Section>

      <Section title="비밀번호" action={toggleButton("password", profile.hasPassword ? "비밀번호 변경" : "비밀번호 만들기")}>
        <p className="text-sm text-neutral-600">
          {profile.hasPassword
            ? "바꾸면 이 기기를 뺀 다른 모든 기기에서 로그아웃돼요."
            : "소셜 로그인으로 가입해 비밀번호가 없는 계정이에요. 본인인증 후 비밀번호를 만들면 아이디로도 로그인할 수 있어요."}
        </p>
        {open === "password" &&
          (profile.hasPassword ? (
            <PasswordChangeForm loginId={profile.userId} onChanged={onPasswordChanged} />
          ) : (
            <IdentityProof>
              {(serviceToken, verifyAgain) => (
                <PasswordChangeForm loginId={profile.userId} proof={{ serviceToken, verifyAgain }} onChanged={onPasswordChanged} />
              )}
            </IdentityProof>
          ))}
      </Section>

      <Section title="마케팅 정보 수신">
        <MarketingConsent />
      </Section>

      <Section title="연결된 소셜 계정">
        <SocialAccounts profile={profile} onChanged={retry} />
      </Section>

      <Section title="회원 탈퇴" action={toggleButton("withdraw", "탈퇴하기")}>
        {open === "withdraw" ? (
          <>
            <WithdrawalNotice />
            {profile.hasPassword ? (
              <WithdrawForm onWithdrawn={signOutAfterWithdrawal} />
            ) : (
              <IdentityProof>
                {(serviceToken, verifyAgain) => <WithdrawForm proof={{ serviceToken, verifyAgain }} onWithdrawn={signOutAfterWithdrawal} />}
              </IdentityProof>
            )}
          </>
        ) : (
          <p className="text-sm text-neutral-600">탈퇴하면 무엇이 삭제되고 무엇이 보관되는지 먼저 안내해 드려요.</p>
        )}
      </Section>
    </>
  );
}
