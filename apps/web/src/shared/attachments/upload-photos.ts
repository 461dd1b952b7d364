import type { FileGroup, FileType } from "@evsafe/contract";
import { FILE_FIELD } from "@evsafe/contract/areas/files";
import { uploadWithProgress } from "@/shared/upload-with-progress";

/** Where photos go: a plain or an encrypted group of one purpose, new (`atchFileSn` null) or existing. */
export interface PhotoTarget {
  encrypted: boolean;
  fileType: FileType;
  atchFileSn: number | null;
}

/**
 * Uploads photos one file per request (docs/api-files-customer.md): the first creates the group unless one is given
 * (`POST files/upload?fileType` or `POST files/upload/encrypted`), the others are added to it (`PUT files/add/{sn}`
 * or `POST files/add/encrypted/{sn}`). One file a request keeps each body small on a phone's connection and moves the
 * bar per byte. `onProgress` gets the fraction of all bytes sent; `onUploaded` hears of each file as the group stores
 * it, so a caller whose later step fails knows what is already up. Answers the group after the last file.
 */
export async function uploadPhotos(
  files: readonly File[],
  target: PhotoTarget,
  onProgress: (fraction: number) => void,
  onUploaded: (file: File, group: FileGroup) => void = () => undefined,
): Promise<FileGroup> {
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  let atchFileSn = target.atchFileSn;
  let group: FileGroup | null = null;
  for (const file of files) {
    const body = new FormData();
    const report = (sent: number) => onProgress(Math.min(1, (done + Math.min(sent, file.size)) / total));
    if (target.encrypted) {
      body.append(FILE_FIELD.ENCRYPTED, file, file.name);
      body.append("fileType", target.fileType);
      group =
        atchFileSn === null
          ? await uploadWithProgress("uploadEncryptedFiles", { body }, report)
          : await uploadWithProgress("addEncryptedFiles", { params: { sn: atchFileSn }, body }, report);
    } else {
      body.append(FILE_FIELD.PLAIN, file, file.name);
      const query = { fileType: target.fileType };
      group =
        atchFileSn === null
          ? await uploadWithProgress("uploadFiles", { query, body }, report)
          : await uploadWithProgress("addFiles", { params: { sn: atchFileSn }, query, body }, report);
    }
    atchFileSn = group.atchFileSn;
    done += file.size;
    onProgress(Math.min(1, done / total));
    onUploaded(file, group);
  }
  if (group === null) throw new Error("uploadPhotos: no files");
  return group;
}

/** Deletes a group nothing took (the photos changed after a failed submit); failures are ignored. */
export async function discardGroup(atchFileSn: number): Promise<void> {
  const { api } = await import("@/shared/api-client");
  await api("deleteFileGroup", { params: { a: atchFileSn } }).catch(() => undefined);
}
