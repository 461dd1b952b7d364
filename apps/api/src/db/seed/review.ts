import { createFileGroup } from "../../services/files";
import { reviews } from "../schema/review";
import { DEMO_PNG } from "./files";
import type { SeedContext } from "./index";

const DAY = 24 * 3600_000;

/**
 * Demo data of the 'review' area: reviews of two accounts, demowarn's with two photos (a plain REVIEW group, so the
 * review screen shows them); `demo` and `demoempty` have none yet so they can write one.
 */
export async function seedReview(ctx: SeedContext): Promise<void> {
  const now = ctx.now().getTime();
  const demowarn = ctx.account("demowarn").userNo;
  const photos = await createFileGroup(ctx, demowarn, "REVIEW", false, [
    { filename: "서비스센터_점검.png", data: DEMO_PNG },
    { filename: "경고_알림.png", data: DEMO_PNG },
  ]);
  await ctx.db.insert(reviews).values([
    {
      userNo: demowarn,
      atchFileSn: photos.atchFileSn,
      rating: 5,
      content: "셀 전압 편차 경고 알림을 받고 서비스센터에 갔더니 실제로 모듈 점검이 필요했습니다. 큰일 나기 전에 알게 돼서 다행이에요.",
      createdAt: new Date(now - 40 * DAY),
      updatedAt: new Date(now - 12 * DAY),
    },
    {
      userNo: ctx.account("demo03").userNo,
      rating: 4,
      content: "충전 습관 통계가 유용해요. 급속 충전 비율을 줄이게 됐습니다. 단말기 배송이 조금 늦었던 점은 아쉬웠어요.",
      createdAt: new Date(now - 90 * DAY),
      updatedAt: new Date(now - 90 * DAY),
    },
  ]);
}
