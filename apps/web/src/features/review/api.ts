import type { Review } from "@evsafe/contract";

export type { Review };

/** The review calls, the api-client loaded with the first action rather than with the screen. */
async function client() {
  return (await import("@/shared/api-client")).api;
}

export const reviewApi = {
  create: async (body: { rating: number; content: string }) => (await client())("postReview", { body }),
  update: async (body: { rating: number; content: string }) => (await client())("putReview", { body }),
  remove: async () => (await client())("deleteReview"),
};
