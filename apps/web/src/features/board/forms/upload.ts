import { uploadPhotos } from "@/shared/attachments/upload-photos";

export { discardGroup } from "@/shared/attachments/upload-photos";

/**
 * Uploads an inquiry's photos encrypted at rest (docs/customer-centre.md): a new `INQUIRY` group through the
 * encrypted calls, one file per request (shared/attachments/upload-photos.ts). Answers the group's `atchFileSn`.
 */
export async function uploadInquiryPhotos(files: readonly File[], onProgress: (fraction: number) => void): Promise<number> {
  const group = await uploadPhotos(files, { encrypted: true, fileType: "INQUIRY", atchFileSn: null }, onProgress);
  return group.atchFileSn;
}
