import { FILE_FIELD } from "@evsafe/contract/areas/files";
import { uploadWithProgress } from "@/shared/upload-with-progress";

/**
 * Uploads an inquiry's photos encrypted at rest (docs/api-files-customer.md): the first through
 * `POST files/upload/encrypted`, which creates the attachment group, the others one by one through
 * `POST files/add/encrypted/{sn}`, each as multipart field `atchFiles` with `fileType=INQUIRY`. One file per request
 * keeps each body small on a phone's connection and moves the bar per byte. `onProgress` gets the fraction of all
 * bytes sent. Answers the group's `atchFileSn`.
 */
export async function uploadInquiryPhotos(files: readonly File[], onProgress: (fraction: number) => void): Promise<number> {
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  let atchFileSn: number | null = null;
  for (const file of files) {
    const body = new FormData();
    body.append(FILE_FIELD.ENCRYPTED, file, file.name);
    body.append("fileType", "INQUIRY");
    const report = (sent: number) => onProgress(Math.min(1, (done + Math.min(sent, file.size)) / total));
    const group: { atchFileSn: number } =
      atchFileSn === null
        ? await uploadWithProgress("uploadEncryptedFiles", { body }, report)
        : await uploadWithProgress("addEncryptedFiles", { params: { sn: atchFileSn }, body }, report);
    atchFileSn = group.atchFileSn;
    done += file.size;
    onProgress(Math.min(1, done / total));
  }
  if (atchFileSn === null) throw new Error("uploadInquiryPhotos: no files");
  return atchFileSn;
}

/** Deletes an attachment group no inquiry took (the photos changed after a failed submit); failures are ignored. */
export async function discardGroup(atchFileSn: number): Promise<void> {
  const { api } = await import("@/shared/api-client");
  await api("deleteFileGroup", { params: { a: atchFileSn } }).catch(() => undefined);
}
