import type { FileItem, Review } from "@evsafe/contract";
import { useScreenData } from "@/shared/screen-data";

export type { Review };

/** What POST and PUT review send: the stars, the text and the photos' group (null: none). */
export interface ReviewSave {
  rating: number;
  content: string;
  atchFileSn: number | null;
}

/** The review calls, the api-client loaded with the first action rather than with the screen. */
async function client() {
  return (await import("@/shared/api-client")).api;
}

export const reviewApi = {
  create: async (body: ReviewSave) => (await client())("postReview", { body }),
  update: async (body: ReviewSave) => (await client())("putReview", { body }),
  remove: async () => (await client())("deleteReview"),
  /** One stored photo of the review's group (`DELETE files/{a}/{b}`); the group's remaining files come back. */
  removePhoto: async (file: Pick<FileItem, "atchFileSn" | "fileSn">) =>
    (await client())("deleteFile", { params: { a: file.atchFileSn, b: file.fileSn } }),
};

/** The key parts of the photos' list (`GET files/{sn}`), the same for the screen's read and the server's prefetch. */
export const photoListParts = (atchFileSn: number) => ({ params: { sn: atchFileSn } });

/** The member's own review (GET review). */
export const useReview = () => useScreenData("getReview");

/** The photos of a review's file group, read once the review names one. */
export const useReviewPhotos = (atchFileSn: number | null) =>
  useScreenData("getFiles", atchFileSn === null ? null : photoListParts(atchFileSn));
