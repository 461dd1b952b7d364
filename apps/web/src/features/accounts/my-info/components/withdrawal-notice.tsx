import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";

/** What withdrawal removes at once (what `users/withdraw` does, docs/api-common-user.md). */
const DELETED = [
  "로그인: 이 아이디와 비밀번호로 더 이상 로그인할 수 없고, 모든 기기에서 로그아웃돼요.",
  "연결된 소셜 계정과 푸시 알림(기기 토큰)이 해제돼요.",
  "마케팅 정보 수신 동의가 철회돼요.",
  "본인확인 정보가 지워져 같은 명의로 다시 가입할 수 있어요.",
] as const;

/** What is kept and for how long: the id, and the records the privacy policy's article 3 keeps by law. */
const KEPT = [
  { what: "아이디", how: "다른 사람이 쓰지 않도록 계속 보관해요 (다시 쓸 수 없어요)." },
  { what: "계약·청약철회, 대금 결제 기록", how: "5년 (전자상거래법)" },
  { what: "불만·분쟁 처리 기록", how: "3년 (전자상거래법)" },
  { what: "위치정보 이용·제공 사실 확인 자료", how: "6개월 (위치정보법)" },
  { what: "접속 기록", how: "3개월 (통신비밀보호법)" },
] as const;

/** The withdrawal notice read before the form: what is deleted, what is kept and for how long. */
export function WithdrawalNotice() {
  return (
    <div className="flex flex-col gap-3 text-sm text-neutral-800">
      <h3 className="font-semibold text-neutral-900">탈퇴하면 바로 삭제돼요</h3>
      <ul className="list-disc pl-5">
        {DELETED.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="font-semibold text-neutral-900">법령에 따라 보관돼요</h3>
      <dl>
        {KEPT.map((k) => (
          <div key={k.what} className="flex justify-between gap-3 py-0.5">
            <dt>{k.what}</dt>
            <dd className="text-right text-neutral-600">{k.how}</dd>
          </div>
        ))}
      </dl>
      <p>
        보관 기간이 지나면 지체 없이 파기해요.{" "}
        <AppLink href={`${ROUTES.termText}/privacy-policy`} className="underline">
          개인정보 처리방침
        </AppLink>
      </p>
    </div>
  );
}
