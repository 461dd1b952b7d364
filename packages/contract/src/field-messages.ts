/**
 * Validation messages that name the field in Korean ("받는 분 이름을 입력해 주세요.") instead of zod's generic text
 * ("string이 너무 작습니다"). Installed as zod's global `customError` by schemas.ts, so every form of the web app and
 * every 4xx of the API says the same; a schema's own message still wins, and an issue this does not know keeps the
 * Korean locale's text. A field is named by the last key of its path; a key without a label here is "이 항목".
 */

/** Korean names of the fields people type or choose, by key. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  loginId: "아이디",
  userId: "아이디",
  password: "비밀번호",
  currentPassword: "현재 비밀번호",
  newPassword: "새 비밀번호",
  name: "이름",
  userName: "이름",
  email: "이메일",
  eml: "이메일",
  phone: "휴대폰 번호",
  receiverName: "받는 분 이름",
  receiverPhone: "받는 분 연락처",
  zip: "우편번호",
  addr: "주소",
  daddr: "상세 주소",
  memo: "배송 메모",
  carNo: "차량 번호",
  brandDcd: "제조사",
  mdlDcd: "모델",
  dtlMdlDcd: "세부 모델",
  modelYear: "연식",
  odometerKm: "주행 거리",
  drivePurpose: "운행 목적",
  title: "제목",
  contents: "내용",
  content: "내용",
  question: "질문",
  answer: "답변",
  rating: "별점",
  reason: "사유",
  reasonCode: "사유",
  promotionKey: "프로모션 키",
  bankName: "은행",
  holder: "예금주",
  accountNo: "계좌 번호",
  startDate: "시작일",
  endDate: "종료일",
  date: "날짜",
  day: "날짜",
  page: "페이지",
  size: "개수",
  files: "첨부 파일",
  vehicle: "차량 정보",
  delivery: "배송지",
  payment: "결제 정보",
  agrees: "약관 동의",
  provider: "로그인 방법",
  serviceToken: "본인인증",
  oauthKey: "소셜 로그인 정보",
  refreshToken: "로그인 정보",
};

const UNNAMED = "이 항목";

/** Whether a Korean word ends in a consonant (받침), for 을/를, 은/는, 이/가. Non-Hangul endings count as none. */
function hasFinalConsonant(word: string): boolean {
  const code = word.charCodeAt(word.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
}

const object = (w: string) => `${w}${hasFinalConsonant(w) ? "을" : "를"}`;
const topic = (w: string) => `${w}${hasFinalConsonant(w) ? "은" : "는"}`;
const subject = (w: string) => `${w}${hasFinalConsonant(w) ? "이" : "가"}`;

/** The Korean name of the field at `path` (its last key). */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((k) => typeof k === "string");
  return (typeof key === "string" && FIELD_LABELS[key]) || UNNAMED;
}

/** What zod hands a global error map (the fields this module reads). */
interface Issue {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  input?: unknown;
  path?: PropertyKey[];
  format?: string;
}

/** The message for an issue, or undefined to leave it to the Korean locale. */
export function fieldMessage(issue: Issue): string | undefined {
  const label = fieldLabel(issue.path);
  const min = issue.minimum === undefined ? undefined : Number(issue.minimum);
  const max = issue.maximum === undefined ? undefined : Number(issue.maximum);
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? `${object(label)} 입력해 주세요.` : `${label} 값이 올바르지 않습니다.`;
    case "too_small":
      if (issue.origin === "string")
        return min !== undefined && min <= 1 ? `${object(label)} 입력해 주세요.` : `${topic(label)} ${min}자 이상 입력해 주세요.`;
      if (issue.origin === "array" || issue.origin === "set")
        return min !== undefined && min <= 1 ? `${object(label)} 선택해 주세요.` : `${topic(label)} ${min}개 이상이어야 합니다.`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return `${topic(label)} ${min} ${issue.inclusive === false ? "초과" : "이상"}여야 합니다.`;
      if (issue.origin === "date") return `${subject(label)} 너무 이릅니다.`;
      return undefined;
    case "too_big":
      if (issue.origin === "string") return `${topic(label)} ${max}자 이하로 입력해 주세요.`;
      if (issue.origin === "array" || issue.origin === "set") return `${topic(label)} ${max}개까지 고를 수 있습니다.`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return `${topic(label)} ${max} ${issue.inclusive === false ? "미만" : "이하"}여야 합니다.`;
      return undefined;
    case "invalid_format":
      return `${label} 형식이 올바르지 않습니다.`;
    case "invalid_value":
      return `${object(label)} 목록에서 선택해 주세요.`;
    default:
      return undefined;
  }
}
