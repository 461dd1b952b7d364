// The screens of `npm run screens` (docs/screens/*.png and README's "화면" gallery), one entry per route and state.
// A new screen or state: add an entry here, run `npm run screens`, commit the PNG with README (CONTRIBUTING
// "Adding a screen"). The order here is the gallery's order.

/** The account journeys' state in the tab (apps/web/src/features/accounts/journey.ts, docs/accounts.md). */
export const ACCOUNT_JOURNEY_KEY = "evsafe.accountJourney";
/** A sign-up verification as the journey keeps it; the form only shows it (nothing is sent in a shot). */
const SIGNUP_VERIFICATION = {
  purpose: "signup",
  serviceToken: "screens-only-service-token-0000",
  expiresAt: "2099-12-31T00:00:00.000Z",
  name: "최지우",
  phone: "010-7123-4567",
  birthDate: "1990-04-15",
};

/** The social sign-up's hand-over in the tab (apps/web/src/auth/oauth-signup-handoff.ts, without the provider's key). */
const OAUTH_SIGNUP_PROFILE_KEY = "evsafe.oauthSignupProfile";
/** An unlinked kakao account; `at` far ahead so the hand-over never counts as stale (its limit is minutes). */
const SOCIAL_PROFILE = {
  provider: "kakao",
  sub: "screens-kakao-user",
  name: "한소셜",
  email: "social@example.com",
  at: Date.UTC(2099, 11, 31),
};

/** The service sign-up wizard's state in the tab (apps/web/src/features/subscription/signup/wizard.ts, docs/subscription.md). */
export const SERVICE_SIGNUP_KEY = "evsafe.serviceSignup";
/** Steps 1 and 2 done: a supported car of the API's catalogue and where its OBD device goes. */
const WIZARD_STEPS_1_2 = {
  vehicle: { brandDcd: "KIA", mdlDcd: "RAY_EV", dtlMdlDcd: "RAY_EV_2023", carNo: "12가3456" },
  delivery: { receiverName: "이서연", receiverPhone: "010-1000-0000", zip: "04524", addr: "서울특별시 중구 세종대로 110", daddr: "3층" },
};

/** The trial diagnosis's answers in the tab (apps/web/src/features/diagnosis/trial/trial-state.ts). */
const TRIAL_DIAGNOSIS_KEY = "evsafe.trialDiagnosis";
/** A two-year-old 아이오닉 5 used for deliveries, fast-charged to 100 %: a result with findings to read. */
const TRIAL_ANSWERS = {
  brandDcd: "HYUNDAI",
  mdlDcd: "IONIQ5",
  dtlMdlDcd: "IONIQ5_LR_2WD",
  ownershipPeriod: "24",
  totalDrvDistance: "52000",
  chargeCountOfMonth: "20",
  suddenStartOrStopCount: "15",
  drivePurpose: "04",
  chargeStartSoc: "10",
  chargeEndSoc: "100",
  chargeType: "02",
  safeInspection: "N",
  safeService: "N",
};

/** The `demo` account's person (docs/simulators.md): find id shows its masked id. */
const DEMO_PERSON = { name: "김민준", phone: "010-1000-5678", birthDate: "1985-01-10" };
/** Someone who is no member. */
const NON_MEMBER = { name: "오하린", phone: "010-8123-4567", birthDate: "1991-02-03" };

/** @type {readonly import("./list.d.mts").Screen[]} (the fields are described there) */
export const SCREENS = [
  { name: "non-member-main", route: "/nonMemberMain", account: null, state: "public landing page", caption: "비회원 첫 화면" },
  { name: "signin", route: "/signin", account: null, state: "sign-in form", caption: "로그인" },
  {
    name: "diagnosis-trial",
    route: "/diagnosis/trial",
    account: null,
    state: "trial diagnosis for visitors, step 1: the car",
    caption: "안전진단 체험 — 차량 선택",
  },
  {
    name: "diagnosis-trial-result",
    route: "/diagnosis/trial?step=result",
    account: null,
    state: "trial diagnosis estimate (answers in sessionStorage): score, types with findings, sign-up",
    caption: "안전진단 체험 — 예상 결과",
    sessionStorage: { [TRIAL_DIAGNOSIS_KEY]: TRIAL_ANSWERS },
  },

  {
    name: "signin-session-required",
    route: "/signin?error=SessionRequired&callbackUrl=%2Fhome",
    account: null,
    state: "sent by the guard from a session page",
    caption: "로그인 — 로그인이 필요한 페이지에서 온 경우",
  },
  {
    name: "signin-providers-unavailable",
    route: "/signin?error=ProvidersUnavailable",
    account: null,
    state: "auth error page: the providers list could not be fetched",
    caption: "로그인 오류 — 오류 이름과 할 일 안내",
  },
  {
    name: "service-pause",
    route: "/service-pause?callbackUrl=%2Fhome",
    account: null,
    state: "gateway error (502)",
    caption: "서비스 접속 장애 안내",
  },
  {
    name: "unauthorized",
    route: "/unauthorized?callbackUrl=%2Fhome",
    account: null,
    state: "after a forced sign-out (401)",
    caption: "로그인 만료 안내",
  },
  { name: "not-found", route: "/no-such-page", account: null, state: "404", caption: "없는 페이지 (404)" },
  {
    name: "signup-user",
    route: "/signup/user",
    account: null,
    state: "sign-up form after the terms and the identity verification (journey state in sessionStorage)",
    caption: "회원가입 — 아이디·비밀번호 입력",
    sessionStorage: {
      [ACCOUNT_JOURNEY_KEY]: {
        terms: { flow: "signup", agrees: [{ agreeId: 1, agreed: true }], done: true },
        verification: SIGNUP_VERIFICATION,
      },
    },
  },
  {
    name: "signup-complete",
    route: "/signup/user",
    account: null,
    state: "sign-up completion (the created account in the journey state)",
    caption: "회원가입 완료",
    sessionStorage: { [ACCOUNT_JOURNEY_KEY]: { signedUp: { userId: "evdriver2026", userName: "최지우", joinDate: "2026-11-23" } } },
  },
  {
    name: "oauth-signup-start",
    route: "/signup/oauth/complete",
    account: null,
    state: "social sign-up, first visit: the unlinked kakao account's name and email (the profile sign-in hands over)",
    caption: "소셜 회원가입 — 카카오에서 받은 정보",
    sessionStorage: { [OAUTH_SIGNUP_PROFILE_KEY]: SOCIAL_PROFILE },
  },
  {
    name: "oauth-signup-submit",
    route: "/signup/oauth/complete",
    account: null,
    state: "social sign-up after the verification (oauth-signup) and the terms: ready to sign up (nothing is sent in a shot)",
    caption: "소셜 회원가입 — 가입하고 시작하기",
    sessionStorage: {
      [OAUTH_SIGNUP_PROFILE_KEY]: SOCIAL_PROFILE,
      [ACCOUNT_JOURNEY_KEY]: {
        terms: { flow: "oauth-signup", agrees: [{ agreeId: 1, agreed: true }], done: true },
        verification: { ...SIGNUP_VERIFICATION, purpose: "oauth-signup", name: "한소셜" },
      },
    },
  },
  { name: "find-id", route: "/find/id", account: null, state: "find id: identity verification", caption: "아이디 찾기 — 본인인증" },
  {
    name: "find-id-result",
    route: "/find/id/result",
    account: null,
    state: "find id result of the demo account (a real verification: the page reads auth/find-id with it)",
    caption: "아이디 찾기 결과 — 가린 아이디, 가입일, 로그인 방법",
    verifiedPerson: { ...DEMO_PERSON, purpose: "find-id" },
  },
  {
    name: "find-id-no-account",
    route: "/find/id/result",
    account: null,
    state: "find id for someone who is no member",
    caption: "아이디 찾기 — 가입된 아이디 없음, 회원가입 안내",
    verifiedPerson: { ...NON_MEMBER, purpose: "find-id" },
  },
  {
    name: "find-password",
    route: "/find/password",
    account: null,
    state: "find password: identity verification",
    caption: "비밀번호 찾기 — 본인인증",
  },
  {
    name: "find-password-new",
    route: "/find/password?step=new-password",
    account: null,
    state: "find password: the new password after the verification (journey state in sessionStorage)",
    caption: "비밀번호 찾기 — 새 비밀번호 입력",
    sessionStorage: {
      [ACCOUNT_JOURNEY_KEY]: {
        verification: {
          ...DEMO_PERSON,
          purpose: "find-password",
          serviceToken: "screens-only-service-token-0000",
          expiresAt: "2099-12-31T00:00:00.000Z",
        },
      },
    },
  },
  {
    name: "find-password-result",
    route: "/find/password/result",
    account: null,
    state: "find password: the password is set (journey state in sessionStorage)",
    caption: "비밀번호 변경 완료",
    sessionStorage: { [ACCOUNT_JOURNEY_KEY]: { passwordReset: { userId: "dem*" } } },
  },
  {
    name: "location-onboarding",
    route: "/location-base-onboarding",
    account: "demo00",
    state: "first sign-in of an account without location consent",
    caption: "위치 정보 이용 동의 — 첫 로그인",
  },
  { name: "main-permissions", route: "/main", account: "demo", state: "permissions onboarding", caption: "앱 사용 권한 안내" },
  { name: "home-in-use", route: "/home", account: "demo", state: "service in use (02), healthy battery", caption: "홈 — 서비스 이용 중" },
  {
    name: "home-degrading",
    route: "/home",
    account: "demowarn",
    state: "service in use, degrading battery with alerts",
    caption: "홈 — 배터리 이상 징후",
  },
  {
    name: "home-trend",
    route: "/home",
    account: "demowarn",
    state: "degrading battery: the 30-day score trend on its grade bands, the last drive and the latest diagnosis",
    caption: "홈 — 안전 점수 추이와 최근 주행",
    scrollTo: "score-trend",
  },
  { name: "home-no-data", route: "/home", account: "demoempty", state: "device installed, no data yet", caption: "홈 — 데이터 수집 전" },
  {
    name: "home-not-joined",
    route: "/home",
    account: "demo00",
    state: "member only, service not joined (00)",
    caption: "홈 — 서비스 미가입",
  },
  {
    name: "home-applying",
    route: "/home",
    account: "demo01",
    state: "service applied for (01), device in delivery",
    caption: "홈 — 서비스 신청, 단말기 배송 중",
  },
  { name: "home-cancel-requested", route: "/home", account: "demo03", state: "cancellation requested (03)", caption: "홈 — 해지 신청" },
  {
    name: "home-expired",
    route: "/home",
    account: "demo04",
    state: "cancelled (04), service ended 15 days ago: SPEC §8's expiry dialog, then /menu",
    caption: "홈 — 서비스 만료 안내 창 (만료된 계정)",
    waitFor: "dialog",
  },
  {
    name: "menu-expired",
    route: "/menu",
    account: "demo04",
    state: "where an expired member lands: how to join again",
    caption: "메뉴 — 서비스 종료, 다시 가입 안내",
  },
  {
    name: "service-in-use",
    route: "/service",
    account: "demo",
    state: "the subscription in use (02): product, period, payment, receipt, cancellation",
    caption: "내 서비스 — 이용 중",
  },
  {
    name: "service-applying",
    route: "/service",
    account: "demo01",
    state: "applying (01): no cancellation, why, and the inquiry board",
    caption: "내 서비스 — 신청 중 (해지 불가 안내)",
  },
  {
    name: "service-cancel-requested",
    route: "/service",
    account: "demo03",
    state: "cancellation requested (03): the day it ends",
    caption: "내 서비스 — 해지 신청",
  },
  { name: "home-b2b", route: "/home", account: "demob2b", state: "B2B edition, fleet vehicle", caption: "홈 — 법인(B2B) 차량" },
  {
    name: "home-expiry-dialog",
    route: "/home",
    account: "demo",
    state: "SPEC §8 expiry message from a service call: the dialog that clears history to /menu",
    caption: "홈 — 서비스 만료 안내 창",
    waitFor: "dialog",
    fault: {
      path: "main/info",
      status: 403,
      code: "SERVICE_EXPIRED",
      message: "서비스 만료일이 지났습니다. 서비스를 다시 신청해 주세요.",
      target: "any",
      count: 2,
    },
  },
  {
    name: "home-load-error",
    route: "/home",
    account: "demo",
    state: "the screen's read answers 500: inline error with retry",
    caption: "홈 — 불러오기 실패, 다시 시도",
    fault: { path: "main/info", status: 500, message: "잠시 점검 중입니다.", target: "any", count: 20 },
  },
  { name: "menu", route: "/menu", account: "demo", state: "service in use", caption: "메뉴" },
  { name: "menu-not-joined", route: "/menu", account: "demo00", state: "service not joined", caption: "메뉴 — 서비스 미가입" },
  {
    name: "my-info",
    route: "/my-info",
    account: "demo",
    state: "profile of a member in service: details, address, sections",
    caption: "내 정보",
  },
  {
    name: "fire-safety",
    route: "/fire-safety",
    account: "demowarn",
    state: "battery fire guide from the menu: 119 first",
    caption: "배터리 화재 대처법",
  },
  {
    name: "obd-receiving",
    route: "/obd",
    account: "demo",
    state: "OBD device installed, data arriving",
    caption: "단말기 관리 — 정상 연결",
  },
  {
    name: "obd-not-installed",
    route: "/obd",
    account: "demo01",
    state: "OBD device on its way: delivery and installation guide",
    caption: "단말기 관리 — 배송·설치 안내",
  },
  {
    name: "obd-no-data",
    route: "/obd",
    account: "demoempty",
    state: "OBD device installed days ago, no data yet: checklist",
    caption: "단말기 관리 — 데이터 없음",
  },
  {
    name: "obd-removed",
    route: "/obd",
    account: "demo04",
    state: "OBD device removed: consequence and reconnection",
    caption: "단말기 관리 — 연결 끊김",
  },
  {
    name: "service-signup-vehicle",
    route: "/service/signup/vehicle",
    account: "demo00",
    state: "service sign-up step 1: the car (brand, model, detail model) and its number plate, kept from an earlier visit",
    caption: "서비스 가입 — 차량 정보",
    sessionStorage: { [SERVICE_SIGNUP_KEY]: { vehicle: WIZARD_STEPS_1_2.vehicle } },
  },
  {
    name: "service-signup-delivery",
    route: "/service/signup/delivery",
    account: "demo00",
    state: "service sign-up step 2: the device's delivery, prefilled from the profile",
    caption: "서비스 가입 — 단말기 배송지",
    sessionStorage: { [SERVICE_SIGNUP_KEY]: { vehicle: WIZARD_STEPS_1_2.vehicle } },
  },
  {
    name: "service-signup-payment",
    route: "/service/signup/payment",
    account: "demo00",
    state: "service sign-up step 3: products, method, promotion key",
    caption: "서비스 가입 — 결제 (상품·결제 수단·프로모션 키)",
    sessionStorage: { [SERVICE_SIGNUP_KEY]: WIZARD_STEPS_1_2 },
  },
  {
    name: "service-signup-complete",
    route: "/service/signup/complete",
    account: "demo00",
    state: "service sign-up step 4: what is signed up for, the service terms",
    caption: "서비스 가입 — 약관 동의·가입 완료",
    sessionStorage: { [SERVICE_SIGNUP_KEY]: { ...WIZARD_STEPS_1_2, payment: { promotionKey: "EVSAFE-2026-PROMO" } } },
  },
  { name: "diagnosis", route: "/diagnosis", account: "demo", state: "healthy battery", caption: "안전 진단" },
  {
    name: "diagnosis-degrading",
    route: "/diagnosis",
    account: "demowarn",
    state: "degrading battery",
    caption: "안전 진단 — 배터리 이상 징후",
  },
  {
    name: "diagnosis-impossible",
    route: "/diagnosis",
    account: "demoempty",
    state: "diagnosis cannot run: the reason, the days still needed, the way to the OBD screen",
    caption: "안전 진단 — 진단할 수 없는 이유와 할 일",
  },
  {
    // Diagnosis 6 is demo's newest seeded one (the seed runs demo's six first); a finished step reads back its findings.
    name: "diagnosis-step",
    route: "/diagnosis?step=2&id=6",
    account: "demo",
    state: "wizard step 2 of 4, finished: what it checks and what it found",
    caption: "안전 진단 — 2/4단계 점검",
  },
  {
    name: "diagnosis-result",
    route: "/diagnosis?step=result",
    account: "demowarn",
    state: "result of a degrading battery: scores, every finding worst first",
    caption: "안전 진단 결과 — 심각한 항목부터",
  },
  {
    name: "diagnosis-history",
    route: "/diagnosis?view=history",
    account: "demo",
    state: "history: the overall score over time and the diagnoses by month",
    caption: "안전 진단 이력",
  },
  { name: "safety-index", route: "/safety-index", account: "demo", state: "healthy battery", caption: "안전 지수" },
  {
    name: "safety-index-history",
    route: "/safety-index",
    account: "demowarn",
    state: "degrading battery: the daily index over 30 days and the monthly index as a chart and a table",
    caption: "안전 지수 — 30일 추이와 월별 기록",
    scrollTo: "daily-trend",
  },
  {
    name: "safety-index-how",
    route: "/safety-index",
    account: "demo",
    state: "how the index is computed: weights, bands and grades",
    caption: "안전 지수 — 계산 방법",
    scrollTo: "how-computed",
  },
  {
    name: "safety-index-no-data",
    route: "/safety-index",
    account: "demoempty",
    state: "no data yet",
    caption: "안전 지수 — 데이터 수집 전",
  },
  {
    name: "alerts",
    route: "/alerts",
    account: "demowarn",
    state: "safety alerts of a degrading battery: levels as shape and label, unread marks",
    caption: "알림 — 안전 알림",
  },
  {
    name: "alerts-general",
    route: "/alerts?tab=general",
    account: "demo03",
    state: "general alerts: notices, the cancellation and the coming expiry",
    caption: "알림 — 일반 알림",
  },
  { name: "alerts-empty", route: "/alerts", account: "demo00", state: "no safety alerts", caption: "알림 — 알림이 없을 때" },
  {
    name: "alert-detail",
    route: "/alerts/4",
    account: "demowarn",
    state: "a cell-spread warning (the seed's fourth alert): what was measured, the bands, the metric today, what to do",
    caption: "알림 상세 — 측정값, 기준, 할 일",
  },
  {
    name: "alim-settings",
    route: "/settings/alim",
    account: "demo",
    state: "the master switch and each kind; battery-safety alerts locked on",
    caption: "알림 설정",
  },
];
