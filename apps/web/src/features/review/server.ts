import type { Review } from "@evsafe/contract";
import { pageRead, withServiceReads } from "@/session-frame/server";
import { photoListParts } from "./api";

/**
 * /review on a hard load: the member's review and, when it has photos, their list (`GET files/{sn}`), so the first
 * HTML has the review with a thumbnail place per photo. The photos' bytes are read by the browser with the token.
 */
export const getReviewProps = withServiceReads(() => ({
  props: {},
  reads: [
    {
      ...pageRead("getReview"),
      then: (review) => {
        const sn = (review as Review | null)?.atchFileSn ?? null;
        return sn === null ? [] : [pageRead("getFiles", photoListParts(sn))];
      },
    },
  ],
}));
