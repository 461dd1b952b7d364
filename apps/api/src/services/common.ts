import { and, desc, eq, inArray, lte } from "drizzle-orm";
import {
  ADVICE_SENTENCES,
  CODE_GROUPS,
  GUIDE_SENTENCES,
  TERMS_CD,
  type AppVersion,
  type CodeItem,
  type FireWarning,
  type Health,
  type Terms,
} from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest, notFound, unprocessable } from "../http/errors";
import { DATABASE_RETRY_AFTER_SECONDS, RetryLaterError, SERVICE_UNAVAILABLE } from "../http/retry-later";
import { kstDate } from "../http/time";
import { appVersions, terms, userAgreements } from "../db/schema/common";
import { users } from "../db/schema/core";
import apiPackage from "../../package.json" with { type: "json" };

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO 8601 timestamp in Korean time: `2026-11-22T14:00:00+09:00`. */
export function kstIso(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, "+09:00");
}

/** The API package's version; a JSON import, so the production bundle carries it inline rather than reading a file. */
const API_VERSION: string = apiPackage.version;

// ---------------------------------------------------------------------------------------------- health

/** API and database status; a database that does not answer gives 503 (load balancers take the node out). */
export async function healthCheck(deps: Deps): Promise<Health> {
  const started = performance.now();
  try {
    await deps.database.query("SELECT 1");
  } catch {
    throw new RetryLaterError(
      503,
      SERVICE_UNAVAILABLE,
      "데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
      DATABASE_RETRY_AFTER_SECONDS,
    );
  }
  return {
    status: "UP",
    database: "UP",
    dbLatencyMs: Math.round((performance.now() - started) * 100) / 100,
    apiVersion: API_VERSION,
    serverTime: kstIso(deps.now()),
  };
}

// ---------------------------------------------------------------------------------------------- codes

/** `codes/{code}`: a code group of CODE_GROUPS (group codes are matched case-insensitively). */
export function getCodes(code: string): CodeItem[] {
  const groupCd = code.toUpperCase();
  const group = Object.hasOwn(CODE_GROUPS, groupCd) ? CODE_GROUPS[groupCd] : undefined;
  if (!group) throw notFound("코드 그룹을 찾을 수 없습니다.");
  // Declaration order of the list (the SPEC §4 order), not alphabetical.
  return Object.entries(group).map(([codeNo, codeNm]) => ({ groupCd, codeNo, codeNm, contents: null }));
}

// ---------------------------------------------------------------------------------------------- app version

/** Latest released version per platform (scheduled releases whose time has not come are ignored). */
export async function getAppVersion(deps: Deps): Promise<AppVersion> {
  const rows = await deps.db
    .select()
    .from(appVersions)
    .where(lte(appVersions.releasedAt, deps.now()))
    .orderBy(desc(appVersions.releasedAt), desc(appVersions.id));
  const aos = rows.find((r) => r.platform === "AOS");
  const ios = rows.find((r) => r.platform === "iOS");
  if (!aos || !ios) throw notFound("앱 버전 정보를 찾을 수 없습니다.");
  return {
    appAosVer: aos.version,
    appIosVer: ios.version,
    aosStoreUrl: aos.storeUrl,
    iosStoreUrl: ios.storeUrl,
    aosReleaseNote: aos.releaseNote,
    iosReleaseNote: ios.releaseNote,
    aosReleasedDate: kstDate(aos.releasedAt),
    iosReleasedDate: kstDate(ios.releasedAt),
  };
}

// ---------------------------------------------------------------------------------------------- fire warning

/** The EV fire-safety guide: naturally static content, reviewed with the product's safety team. */
export const FIRE_WARNING: FireWarning = {
  title: "전기차 화재 안전 행동 요령",
  headline: "배터리에서 연기·타는 냄새·이상 발열이 느껴지면 즉시 안전한 곳에 정차하고, 차량에서 멀리 대피한 뒤 119에 신고하세요.",
  emergencyCall: "119",
  sections: [
    {
      sectionCd: "signs",
      title: "이런 징후가 보이면 위험합니다",
      items: [
        "차량 하부나 배터리 쪽에서 연기·수증기가 나오거나 '쉭' 하는 가스 배출 소리가 납니다.",
        "달콤하거나 매캐한 화학 약품 냄새, 타는 냄새가 납니다.",
        "계기판에 배터리 과열 또는 고전압 시스템 경고등이 켜집니다.",
        "주행 가능 거리나 충전량(SOC)이 갑자기 크게 떨어집니다.",
        "차량 바닥이 평소보다 뜨겁거나, 앱에서 배터리 '경고'·'심각' 알림을 받았습니다.",
      ],
    },
    {
      sectionCd: "driving",
      title: "주행 중 이상이 느껴질 때",
      items: [
        "비상등을 켜고 속도를 줄여 갓길이나 안전한 장소에 정차하세요. 터널 안이라면 가능한 한 터널을 빠져나가세요.",
        "변속기를 P에 두고 전원을 끈 뒤 주차 브레이크를 채우세요.",
        "동승자와 함께 즉시 내리세요. 소지품을 챙기느라 지체하지 마세요.",
        "바람을 등지고 차량에서 최소 10m 이상 떨어진 곳으로 대피하세요. 연기는 유독하니 들이마시지 마세요.",
        "119에 신고할 때 '전기차'라는 것과 차량 위치, 차종을 꼭 알려 주세요.",
      ],
    },
    {
      sectionCd: "charging",
      title: "충전 중 이상이 느껴질 때",
      items: [
        "충전기의 비상 정지 버튼을 누르거나 충전을 중단하세요. 연기가 나면 커넥터를 무리하게 뽑지 마세요.",
        "지하 주차장이라면 즉시 지상으로 대피하고, 화재 경보기를 눌러 주변에 알리세요.",
        "119와 주차장 관리실에 바로 신고하세요.",
      ],
    },
    {
      sectionCd: "dont",
      title: "절대 하지 마세요",
      items: [
        "차량 안에 머무르거나 다시 타지 마세요.",
        "일반 소화기나 물로 직접 불을 끄려고 하지 마세요. 배터리 화재는 대량의 물로 오래 냉각해야 해 소방대가 진압해야 합니다.",
        "불이 꺼진 것처럼 보여도 차량에 다가가지 마세요. 몇 시간 뒤에도 다시 불이 붙을 수 있습니다.",
        "침수되었거나 하부에 강한 충격을 받은 차량은 겉보기에 멀쩡해도 바로 운행하거나 충전하지 마세요.",
      ],
    },
    {
      sectionCd: "after",
      title: "사고 이후",
      items: [
        "화재·침수·하부 충격을 겪은 차량은 제조사 서비스센터에서 고전압 배터리 점검을 받으세요.",
        "점검 전까지는 건물이나 다른 차량과 떨어진 실외에 보관하세요.",
      ],
    },
    {
      sectionCd: "prevention",
      title: "평소 예방 수칙",
      items: [
        // How far to charge: the contract's advice table, the same sentences as the tips and results.
        GUIDE_SENTENCES.DAILY_BY_CHEMISTRY,
        GUIDE_SENTENCES.RECALLED_OR_INSPECT,
        ADVICE_SENTENCES.UNDERGROUND,
        "정품 또는 인증된 충전기와 케이블을 사용하고, 손상된 케이블은 쓰지 마세요.",
        "폭염 때 만충 상태로 직사광선 아래 오래 주차하지 마세요.",
        "배터리 안전 알림을 켜 두면 이상 징후를 미리 알려 드립니다.",
      ],
    },
  ],
  updatedDate: "2026-06-01",
};

// ---------------------------------------------------------------------------------------------- terms

export type TermsScope = "signup" | "service" | "all";
type TermsRow = typeof terms.$inferSelect;

/** The terms in effect today: per terms code, the newest active version whose effective date has come. */
export async function termsInEffect(deps: Deps): Promise<TermsRow[]> {
  const rows = await deps.db
    .select()
    .from(terms)
    .where(and(eq(terms.active, true), lte(terms.effectiveDate, kstDate(deps.now()))))
    .orderBy(desc(terms.effectiveDate), desc(terms.termsId));
  const seen = new Set<string>();
  const current = rows.filter((r) => (seen.has(r.termsCd) ? false : (seen.add(r.termsCd), true)));
  const scopeOrder = (s: string) => (s === "signup" ? 0 : 1);
  return current.sort((a, b) => scopeOrder(a.scope) - scopeOrder(b.scope) || a.sortOrder - b.sortOrder);
}

/** A terms list; with a caller, each term carries the caller's answer to that version. */
export async function listTerms(deps: Deps, scope: TermsScope, userNo: number | null): Promise<Terms[]> {
  const rows = (await termsInEffect(deps)).filter((r) => scope === "all" || r.scope === scope);
  const answers = new Map<number, { agreed: boolean; agreedAt: Date }>();
  if (userNo !== null && rows.length > 0) {
    const own = await deps.db
      .select()
      .from(userAgreements)
      .where(
        and(
          eq(userAgreements.userNo, userNo),
          inArray(
            userAgreements.termsId,
            rows.map((r) => r.termsId),
          ),
        ),
      );
    for (const a of own) answers.set(a.termsId, a);
  }
  return rows.map((r) => {
    const a = answers.get(r.termsId);
    return {
      agreeId: r.termsId,
      termsCd: r.termsCd,
      title: r.title,
      required: r.required,
      version: r.version,
      effectiveDate: r.effectiveDate,
      contents: r.contents,
      agreed: a ? a.agreed : null,
      agreedAt: a ? kstIso(a.agreedAt) : null,
    };
  });
}

/**
 * Records the caller's answers. Unknown terms → 404; a superseded version or refusing a required term → 422;
 * the same term twice → 400. Marketing consent also updates users.agree_marketing (one source of truth).
 */
export async function saveAgreements(deps: Deps, userNo: number, agrees: { agreeId: number; agreed: boolean }[]): Promise<void> {
  const ids = agrees.map((a) => a.agreeId);
  if (new Set(ids).size !== ids.length) throw badRequest("같은 약관에 대한 응답이 중복되었습니다.");
  const found = await deps.db.select().from(terms).where(inArray(terms.termsId, ids));
  const current = new Set((await termsInEffect(deps)).map((r) => r.termsId));
  for (const a of agrees) {
    const row = found.find((r) => r.termsId === a.agreeId);
    if (!row || !row.active) throw notFound("약관을 찾을 수 없습니다.");
    if (!current.has(row.termsId))
      throw unprocessable(`'${row.title}' 약관이 개정되었습니다. 최신 약관을 다시 확인해 주세요.`, "TERMS_OUTDATED");
    if (row.required && !a.agreed) throw unprocessable(`'${row.title}'은(는) 필수 약관이라 동의하셔야 합니다.`, "REQUIRED_TERMS");
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const a of agrees) {
      await tx
        .insert(userAgreements)
        .values({ userNo, termsId: a.agreeId, agreed: a.agreed, agreedAt: now })
        .onConflictDoUpdate({ target: [userAgreements.userNo, userAgreements.termsId], set: { agreed: a.agreed, agreedAt: now } });
      const row = found.find((r) => r.termsId === a.agreeId)!;
      if (row.termsCd === TERMS_CD.MARKETING) {
        await tx.update(users).set({ agreeMarketing: a.agreed, agreeMarketingAt: now }).where(eq(users.userNo, userNo));
      }
    }
  });
}

/**
 * Marketing consent from `users/agree-marketing`: updates the user and records the answer to the
 * marketing terms in effect, so both calls tell the same story. Marketing alerts follow the consent.
 */
export async function setMarketingConsent(deps: Deps, userNo: number, agreed: boolean): Promise<Date> {
  const now = deps.now();
  const marketing = (await termsInEffect(deps)).find((r) => r.termsCd === TERMS_CD.MARKETING);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ agreeMarketing: agreed, agreeMarketingAt: now }).where(eq(users.userNo, userNo));
    if (marketing) {
      await tx
        .insert(userAgreements)
        .values({ userNo, termsId: marketing.termsId, agreed, agreedAt: now })
        .onConflictDoUpdate({ target: [userAgreements.userNo, userAgreements.termsId], set: { agreed, agreedAt: now } });
    }
  });
  return now;
}
