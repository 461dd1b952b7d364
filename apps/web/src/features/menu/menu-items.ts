import { SESSION_ROUTES } from "@/session-frame/routes";

/**
 * The user's menu. SPEC §2 lists only /board/qna of these screens; the others live at the paths below.
 */
export const MENU_LINKS: readonly { label: string; description?: string; href: string }[] = [
  { label: "내 서비스", description: "이용 기간, 결제 내역, 서비스 해지", href: SESSION_ROUTES.service },
  { label: "내 정보", description: "회원 정보, 주소, 비밀번호", href: "/my-info" },
  { label: "단말기 관리", description: "설치 안내, 데이터 수신 상태", href: SESSION_ROUTES.obd },
  { label: "내 차와 배터리", description: "배터리 종류, 리콜, 충전 안내", href: SESSION_ROUTES.vehicle },
  // Without a description: their names say what they are, and /menu sits at the first-load JS budget.
  { label: "배터리 지표", href: SESSION_ROUTES.statistics },
  { label: "주행·충전 통계", href: SESSION_ROUTES.driving },
  { label: "배터리 화재 대처법", description: "119 신고와 대피 요령", href: SESSION_ROUTES.fireSafety },
  { label: "알림 설정", description: "배터리 안전 알림과 알림 종류", href: SESSION_ROUTES.alimSettings },
  { label: "공지사항", href: SESSION_ROUTES.noticeBoard },
  { label: "자주 묻는 질문", href: SESSION_ROUTES.faqBoard },
  { label: "1:1 문의", href: SESSION_ROUTES.inquiryBoard },
  { label: "서비스 리뷰", href: SESSION_ROUTES.review },
  { label: "설정", href: SESSION_ROUTES.settings },
];

/** Where a signed-out user lands: the public landing page (SPEC §2 /nonMemberMain). */
export const AFTER_SIGN_OUT = "/nonMemberMain";
