import { TERMS_CD } from "@evsafe/contract";
import { addDays, kstDate, kstDayStart } from "../../http/time";
import { appVersions, terms } from "../schema/common";
import type { SeedContext } from "./index";

const COMPANY = "주식회사 에버세이프";
const SERVICE = "EV 배터리 안전알림 서비스";

/** Store links of the two shells (SPEC §9: store links exist for Android and iOS). */
export const STORE_URLS = {
  AOS: "https://play.google.com/store/apps/details?id=kr.evsafe.app",
  iOS: "https://apps.apple.com/kr/app/id6480000001",
} as const;

const TERMS_OF_USE = `제1조 (목적)
이 약관은 ${COMPANY}(이하 "회사")가 제공하는 ${SERVICE} 및 관련 제반 서비스(이하 "서비스")의 이용과 관련하여 회사와 회원 간의 권리, 의무 및 책임사항, 기타 필요한 사항을 규정함을 목적으로 합니다.

제2조 (정의)
1. "회원"이란 이 약관에 동의하고 회사와 이용계약을 체결하여 아이디를 부여받은 자를 말합니다.
2. "아이디(ID)"란 회원의 식별과 서비스 이용을 위하여 회원이 정하고 회사가 승인하는 문자와 숫자의 조합을 말합니다.
3. "OBD 단말기"란 차량의 진단 단자에 장착되어 배터리 및 주행 정보를 수집·전송하는 장치를 말합니다.

제3조 (약관의 효력 및 변경)
1. 이 약관은 서비스 화면에 게시하거나 기타의 방법으로 회원에게 공지함으로써 효력이 발생합니다.
2. 회사는 관련 법령을 위배하지 않는 범위에서 이 약관을 개정할 수 있으며, 개정 시 적용일자 7일 전(회원에게 불리한 경우 30일 전)부터 공지합니다.
3. 회원이 개정 약관에 동의하지 않는 경우 이용계약을 해지할 수 있습니다.

제4조 (이용계약의 체결)
이용계약은 가입신청자가 약관의 내용에 동의하고 회사가 정한 가입 양식에 따라 회원정보를 기입한 후 회사가 이를 승낙함으로써 체결됩니다.

제5조 (회원의 의무)
1. 회원은 본인의 아이디와 비밀번호를 관리할 책임이 있으며, 이를 제3자가 이용하도록 하여서는 안 됩니다.
2. 회원은 관계 법령, 이 약관의 규정, 이용안내 및 서비스와 관련하여 공지한 주의사항을 준수하여야 합니다.

제6조 (서비스의 성격과 한계)
1. 서비스가 제공하는 배터리 안전 알림과 진단 결과는 수집된 데이터를 분석한 참고 정보이며, 차량 제조사의 정비·점검을 대신하지 않습니다.
2. 차량에서 연기, 이상 발열, 경고등 등 위험 징후가 나타나는 경우 회원은 알림 여부와 관계없이 즉시 안전 조치를 취하고 119 및 제조사 서비스센터에 연락하여야 합니다.
3. 통신 장애, 단말기 분리·고장 등으로 데이터가 수집되지 않는 동안에는 알림이 제공되지 않을 수 있습니다.

제7조 (서비스 이용의 제한 및 중지)
회사는 설비 점검, 교체 및 고장, 통신 두절 등 부득이한 사유가 있는 경우 서비스 제공을 일시적으로 중단할 수 있으며, 이 경우 사전에 공지합니다. 다만, 사전에 공지할 수 없는 부득이한 사유가 있는 경우 사후에 공지할 수 있습니다.

제8조 (회원 탈퇴 및 자격 상실)
1. 회원은 언제든지 앱의 회원 탈퇴 메뉴를 통하여 탈퇴를 요청할 수 있으며, 회사는 즉시 처리합니다. 다만, 이용 중인 유료 서비스가 있는 경우 해지 후 탈퇴할 수 있습니다.
2. 탈퇴한 아이디는 재사용할 수 없습니다.

제9조 (분쟁의 해결)
이 약관과 관련하여 발생한 분쟁에 대해서는 대한민국 법을 준거법으로 하며, 민사소송법상의 관할 법원에 제기합니다.

부칙
이 약관은 2026년 1월 1일부터 시행합니다.`;

const privacy = (
  version: string,
  effective: string,
) => `${COMPANY}(이하 "회사")는 「개인정보 보호법」에 따라 아래와 같이 개인정보를 수집·이용합니다.

1. 수집·이용 목적
- 회원 가입 의사 확인, 본인 식별·인증, 회원 자격 유지·관리
- 서비스 제공에 관한 계약 이행, 단말기 배송, 요금 정산
- 민원 처리 및 공지사항 전달, 배터리 안전 알림 발송

2. 수집하는 개인정보 항목
- 필수: 이름, 아이디, 비밀번호, 휴대전화번호, 이메일, 생년월일, 연계정보(CI)
- 서비스 가입 시: 배송지 주소(우편번호, 주소, 상세주소), 결제 정보
- 서비스 이용 과정에서 자동 수집: 단말 종류, 푸시 토큰, 접속 일시

3. 보유 및 이용 기간
- 회원 탈퇴 시까지. 다만 관계 법령에 따라 보존할 필요가 있는 경우 해당 기간 동안 보관합니다.
  · 계약 또는 청약철회 등에 관한 기록: 5년 (전자상거래법)
  · 대금 결제 및 재화 등의 공급에 관한 기록: 5년 (전자상거래법)
  · 소비자의 불만 또는 분쟁 처리에 관한 기록: 3년 (전자상거래법)
  · 접속 기록: 3개월 (통신비밀보호법)

4. 동의를 거부할 권리
귀하는 개인정보 수집·이용에 대한 동의를 거부할 권리가 있습니다. 다만, 필수 항목에 대한 동의를 거부하실 경우 회원 가입 및 서비스 이용이 제한됩니다.

(버전 ${version}, 시행일 ${effective})`;

const VEHICLE_POLICY = `${COMPANY}(이하 "회사")는 배터리 안전 진단 서비스를 제공하기 위하여 아래와 같이 차량정보를 수집·이용합니다.

1. 수집·이용 목적
- 고전압 배터리 이상 징후 감지 및 안전 알림 발송
- 배터리 상태 진단, 주행·충전 통계 및 안전 점수 제공
- 서비스 품질 개선을 위한 통계 분석(개인을 식별할 수 없는 형태로 가공)

2. 수집 항목
- 차량 등록 정보: 차량번호, 제조사, 모델, 세부 모델, 연식
- OBD 단말기 수집 정보: 배터리 충전량(SOC), 팩 전압, 셀 전압, 모듈 온도, 절연 저항, 배터리 건강도(SOH), 주행 거리, 주행·충전 시각과 에너지량, 급가속·급감속 횟수

3. 보유 및 이용 기간
- 서비스 해지 또는 회원 탈퇴 시까지. 탈퇴 후에는 지체 없이 파기하며, 통계 분석용 데이터는 개인을 식별할 수 없도록 처리한 후 보관할 수 있습니다.

4. 동의를 거부할 권리
차량정보 수집·이용은 배터리 안전 진단 서비스의 필수 요소로, 동의하지 않으시면 서비스에 가입할 수 없습니다.`;

const LOCATION_POLICY = `제1조 (목적)
이 약관은 ${COMPANY}(이하 "회사")가 제공하는 위치기반서비스의 이용과 관련하여 회사와 개인위치정보주체의 권리, 의무 및 책임사항을 규정합니다.

제2조 (서비스 내용)
회사는 다음과 같은 위치기반서비스를 제공합니다.
1. 배터리 이상 징후 발생 시 차량 위치를 포함한 안전 알림 제공
2. 주행 경로 기반 주행 습관 분석
3. 주변 충전소 및 서비스센터 안내

제3조 (개인위치정보의 보유 및 이용 기간)
회사는 위치기반서비스 제공을 위해 필요한 기간 동안 개인위치정보를 보유하며, 목적 달성 후 지체 없이 파기합니다. 위치정보 이용·제공사실 확인자료는 「위치정보의 보호 및 이용 등에 관한 법률」에 따라 6개월간 보관합니다.

제4조 (개인위치정보주체의 권리)
개인위치정보주체는 언제든지 동의의 전부 또는 일부를 철회할 수 있으며, 개인위치정보의 이용·제공 사실 확인자료의 열람 또는 고지를 요구할 수 있습니다.

제5조 (법정대리인의 권리)
회사는 만 14세 미만 아동의 개인위치정보를 수집·이용하지 않습니다.

제6조 (위치정보관리책임자)
회사는 위치정보를 보호하고 관련 불만을 처리하기 위하여 위치정보관리책임자를 지정하여 운영합니다. (문의: privacy@evsafe.kr)`;

const MARKETING_POLICY = `${COMPANY}(이하 "회사")는 이벤트·혜택 등 광고성 정보를 전송하기 위하여 아래와 같이 개인정보를 이용합니다.

1. 이용 목적
- 신규 서비스 및 이벤트 안내, 할인·프로모션 혜택 제공
- 맞춤형 배터리 관리 상품 및 제휴 서비스 안내

2. 이용 항목
- 이름, 휴대전화번호, 이메일, 푸시 토큰, 서비스 이용 기록

3. 전송 방법
- 앱 푸시, 문자메시지(SMS·LMS), 이메일

4. 보유 및 이용 기간
- 동의 철회 또는 회원 탈퇴 시까지

5. 동의 철회
마케팅 정보 수신 동의는 선택 사항이며, 동의하지 않으셔도 서비스 이용에는 제한이 없습니다. 동의 후에도 [메뉴 > 설정 > 마케팅 정보 수신]에서 언제든지 철회할 수 있습니다. 회사는 「정보통신망법」에 따라 2년마다 수신 동의 여부를 다시 확인합니다.

※ 배터리 안전 알림, 서비스 점검 등 서비스 이용에 꼭 필요한 안내는 마케팅 수신 동의와 관계없이 발송됩니다.`;

const SERVICE_TERMS = `제1조 (목적)
이 약관은 ${COMPANY}(이하 "회사")가 제공하는 유료 배터리 안전 모니터링 서비스(이하 "모니터링 서비스")의 가입, 이용, 결제 및 해지에 관한 사항을 규정합니다.

제2조 (서비스 내용)
1. 회사는 회원 차량에 OBD 단말기를 제공하고, 단말기가 수집한 데이터를 분석하여 배터리 안전 알림, 배터리 진단, 주행·충전 통계를 제공합니다.
2. 단말기는 회원이 등록한 배송지로 발송되며, 배송 상태는 앱에서 확인할 수 있습니다.

제3조 (이용 요금 및 결제)
1. 이용 요금은 서비스 가입 화면에 표시된 상품별 요금에 따릅니다.
2. 결제는 신용카드, 가상계좌, 실시간 계좌이체로 할 수 있습니다.
3. 월 구독 상품은 매월 같은 날 자동 결제되며, 회원은 언제든지 다음 결제부터 구독을 해지할 수 있습니다.

제4조 (서비스 기간)
서비스 기간은 결제 완료일부터 상품별 이용 기간까지이며, 만료일이 지나면 배터리 안전 알림과 진단 기능의 이용이 제한됩니다. 회사는 만료 30일 전과 7일 전에 앱 알림으로 안내합니다.

제5조 (해지 및 환불)
1. 회원은 앱의 서비스 해지 메뉴에서 해지를 신청할 수 있습니다.
2. 단말기 수령 후 7일 이내에 해지하는 경우 단말기를 반납하면 전액 환불합니다. 그 이후에는 잔여 기간에 비례하여 환불하며, 단말기 비용을 공제할 수 있습니다.

제6조 (단말기의 관리)
1. 회원은 단말기를 임의로 분해·개조하여서는 안 됩니다.
2. 단말기가 분리되거나 고장 난 경우 안전 알림이 제공되지 않으므로, 회원은 앱에서 단말기 상태를 확인하고 이상이 있으면 고객센터에 알려야 합니다.

제7조 (책임의 한계)
모니터링 서비스는 배터리 이상 징후를 조기에 알리기 위한 보조 수단이며, 모든 화재나 고장을 예측·방지하지는 못합니다. 회사는 고의 또는 중대한 과실이 없는 한 알림 미수신으로 인한 손해에 대하여 책임을 지지 않습니다.

부칙
이 약관은 2026년 1월 1일부터 시행합니다.`;

const THIRD_PARTY_POLICY = `${COMPANY}(이하 "회사")는 모니터링 서비스 제공을 위해 아래와 같이 개인정보를 제3자에게 제공합니다.

1. 제공받는 자: CJ대한통운(주)
- 제공 목적: OBD 단말기 배송
- 제공 항목: 이름, 휴대전화번호, 배송지 주소
- 보유 및 이용 기간: 배송 완료 후 3개월

2. 제공받는 자: 결제대행사(PG사)
- 제공 목적: 서비스 요금 결제 및 환불
- 제공 항목: 이름, 결제 정보, 거래 번호
- 보유 및 이용 기간: 관계 법령에 따른 보존 기간(5년)

3. 동의를 거부할 권리
제3자 제공에 동의하지 않으실 수 있으나, 이 경우 단말기 배송과 결제를 할 수 없어 모니터링 서비스에 가입할 수 없습니다.`;

/** Terms of the demo database; privacy-policy has a superseded 1.0 and the 1.1 in effect. */
function termsRows(today: string) {
  const d = "2026-01-01";
  const revised = addDays(today, -60);
  return [
    {
      termsCd: TERMS_CD.TERMS_OF_USE,
      scope: "signup",
      title: "서비스 이용약관",
      required: true,
      version: "1.0",
      effectiveDate: d,
      contents: TERMS_OF_USE,
      sortOrder: 1,
    },
    {
      termsCd: TERMS_CD.PRIVACY,
      scope: "signup",
      title: "개인정보 수집·이용 동의",
      required: true,
      version: "1.0",
      effectiveDate: d,
      contents: privacy("1.0", d),
      sortOrder: 2,
    },
    {
      termsCd: TERMS_CD.PRIVACY,
      scope: "signup",
      title: "개인정보 수집·이용 동의",
      required: true,
      version: "1.1",
      effectiveDate: revised,
      contents: privacy("1.1", revised),
      sortOrder: 2,
    },
    {
      termsCd: TERMS_CD.LOCATION,
      scope: "signup",
      title: "위치기반서비스 이용약관 동의",
      required: false,
      version: "1.0",
      effectiveDate: d,
      contents: LOCATION_POLICY,
      sortOrder: 3,
    },
    {
      termsCd: TERMS_CD.MARKETING,
      scope: "signup",
      title: "마케팅 정보 수신 동의",
      required: false,
      version: "1.0",
      effectiveDate: d,
      contents: MARKETING_POLICY,
      sortOrder: 4,
    },
    {
      termsCd: TERMS_CD.SERVICE_TERMS,
      scope: "service",
      title: "배터리 안전 모니터링 서비스 이용약관",
      required: true,
      version: "1.0",
      effectiveDate: d,
      contents: SERVICE_TERMS,
      sortOrder: 1,
    },
    {
      termsCd: TERMS_CD.VEHICLE,
      scope: "service",
      title: "차량정보 수집·이용 동의",
      required: true,
      version: "1.0",
      effectiveDate: d,
      contents: VEHICLE_POLICY,
      sortOrder: 2,
    },
    {
      termsCd: TERMS_CD.THIRD_PARTY,
      scope: "service",
      title: "개인정보 제3자 제공 동의",
      required: true,
      version: "1.0",
      effectiveDate: d,
      contents: THIRD_PARTY_POLICY,
      sortOrder: 3,
    },
  ];
}

/** Demo data of the 'common' area: app versions of both shells and the terms texts. */
export async function seedCommon(ctx: SeedContext): Promise<void> {
  const today = kstDate(ctx.now());
  const at = (daysAgo: number) => new Date(kstDayStart(addDays(today, -daysAgo)).getTime() + 10 * 3600_000);
  await ctx.db.insert(appVersions).values([
    { platform: "AOS", version: "1.2.4", storeUrl: STORE_URLS.AOS, releaseNote: "충전 통계 화면 개선", releasedAt: at(120) },
    {
      platform: "AOS",
      version: "1.3.0",
      storeUrl: STORE_URLS.AOS,
      releaseNote: "배터리 안전 알림 종류별 설정, 화재 안전 행동 요령 추가",
      releasedAt: at(21),
    },
    { platform: "iOS", version: "1.2.4", storeUrl: STORE_URLS.iOS, releaseNote: "충전 통계 화면 개선", releasedAt: at(118) },
    {
      platform: "iOS",
      version: "1.3.1",
      storeUrl: STORE_URLS.iOS,
      releaseNote: "배터리 안전 알림 종류별 설정, 화재 안전 행동 요령 추가, 알림 표시 오류 수정",
      releasedAt: at(14),
    },
  ]);
  await ctx.db.insert(terms).values(termsRows(today));
}
