import { SESSION_ROUTES } from "@/session-frame/routes";

/**
 * The user's menu. SPEC §2 lists only /board/qna of these screens; the others live at the paths below.
 */
export const MENU_LINKS = [
  { key: "service", label: "내 서비스", description: "이용 기간, 결제 내역, 서비스 해지", href: SESSION_ROUTES.service },
  { key: "profile", label: "내 정보", description: "회원 정보, 주소, 비밀번호", href: "/my-info" },
  { key: "obd", label: "단말기 관리", description: "설치 안내, 데이터 수신 상태", href: SESSION_ROUTES.obd },
  { key: "statistics", label: "배터리 지표", description: "셀 전압·온도·전비 등 8가지 지표의 추이", href: SESSION_ROUTES.statistics },
  { key: "driving", label: "주행·충전 통계", description: "주행 거리, 충전량, 충전 습관", href: SESSION_ROUTES.driving },
  { key: "fire", label: "배터리 화재 대처법", description: "119 신고와 대피 요령", href: SESSION_ROUTES.fireSafety },
  { key: "alim", label: "알림 설정", description: "배터리 안전 알림과 알림 종류", href: SESSION_ROUTES.alimSettings },
  { key: "notice", label: "공지사항", description: null, href: "/board/notice" },
  { key: "faq", label: "자주 묻는 질문", description: null, href: "/board/faq" },
  { key: "qna", label: "1:1 문의", description: null, href: SESSION_ROUTES.inquiryBoard },
] as const;
