import { z } from "zod";
import { defineCall } from "../define";
import { IdSchema, OkSchema, TimestampSchema } from "../schemas";

// Calls of the 'files' area (SPEC §7 "Files"): attachment groups (atchFileSn) holding numbered files (fileSn),
// plain or AES-256-GCM encrypted at rest. See docs/api-files-customer.md.

/** What an upload is for (SPEC §3 `fileType`). */
export const FILE_TYPE_LABEL = {
  INQUIRY: "1:1 문의 첨부",
  PROFILE: "프로필 사진",
  DOCUMENT: "증빙 서류",
  REVIEW: "리뷰 사진",
} as const;
export const FILE_TYPES = Object.keys(FILE_TYPE_LABEL) as [keyof typeof FILE_TYPE_LABEL, ...(keyof typeof FILE_TYPE_LABEL)[]];
export const FileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof FileTypeSchema>;

/** Multipart field names: `multipartFiles` for plain uploads, `atchFiles` for encrypted ones (SPEC §3). */
export const FILE_FIELD = { PLAIN: "multipartFiles", ENCRYPTED: "atchFiles" } as const;
/** Files per request (1–5) and per attachment group. */
export const FILES_PER_REQUEST = 5;
export const FILES_PER_GROUP = 10;
/** Accepted contents, recognised by their first bytes (never by the name or the client's MIME type). */
export const ALLOWED_FILE_KINDS = {
  jpg: { mimeType: "image/jpeg", exts: ["jpg", "jpeg", "jfif"] },
  png: { mimeType: "image/png", exts: ["png"] },
  gif: { mimeType: "image/gif", exts: ["gif"] },
  webp: { mimeType: "image/webp", exts: ["webp"] },
  heic: { mimeType: "image/heic", exts: ["heic", "heif"] },
  pdf: { mimeType: "application/pdf", exts: ["pdf"] },
} as const;
export type FileKind = keyof typeof ALLOWED_FILE_KINDS;
/** For an `accept` attribute of an `<input type="file">`. */
export const FILE_ACCEPT = Object.values(ALLOWED_FILE_KINDS)
  .flatMap((k) => [k.mimeType, ...k.exts.map((e) => `.${e}`)])
  .join(",");

export const FileItemSchema = z.object({
  atchFileSn: z.number().int(),
  fileSn: z.number().int(),
  /** The client's file name, reduced to a safe base name (shown to the user, never used on disk). */
  orgFileNm: z.string(),
  /** Bytes of the original (decrypted) file. */
  fileSize: z.number().int().nonnegative(),
  /** From the file's content. */
  mimeType: z.string(),
  fileExt: z.string(),
  encrypted: z.boolean(),
  /** Path under the API base to download it: `files/download/…` or `files/download/decrypted/…`. */
  downloadPath: z.string(),
  createdAt: TimestampSchema,
});
export type FileItem = z.infer<typeof FileItemSchema>;

export const FileGroupSchema = z.object({
  atchFileSn: z.number().int(),
  fileType: FileTypeSchema,
  fileTypeNm: z.string(),
  encrypted: z.boolean(),
  /** Files of the group, fileSn ascending (a deleted fileSn is never reused). */
  files: z.array(FileItemSchema),
  fileCount: z.number().int().nonnegative(),
  totalSize: z.number().int().nonnegative(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type FileGroup = z.infer<typeof FileGroupSchema>;

const SnParams = z.object({ sn: IdSchema });
const FileParams = z.object({ a: IdSchema, b: IdSchema });
/** Documents the multipart body; the server reads the parts itself. */
const plainBody = z.object({ multipartFiles: z.array(z.file()).min(1).max(FILES_PER_REQUEST) });
const encryptedBody = z.object({
  atchFiles: z.array(z.file()).min(1).max(FILES_PER_REQUEST),
  /** Optional text field; default `DOCUMENT`. */
  fileType: FileTypeSchema.optional(),
});

export const filesCalls = {
  uploadFiles: defineCall({
    method: "POST",
    path: "files/upload",
    auth: "user",
    kind: "multipart",
    summary: "파일 업로드 (multipartFiles 1~5개, 새 첨부 묶음 생성)",
    query: z.object({ fileType: FileTypeSchema }),
    body: plainBody,
    response: FileGroupSchema,
  }),
  addFiles: defineCall({
    method: "PUT",
    path: "files/add/{sn}",
    auth: "user",
    kind: "multipart",
    summary: "첨부 묶음에 파일 추가",
    params: SnParams,
    query: z.object({ fileType: FileTypeSchema.optional() }),
    body: plainBody,
    response: FileGroupSchema,
  }),
  getFiles: defineCall({
    method: "GET",
    path: "files/{sn}",
    auth: "user",
    summary: "첨부 묶음의 파일 목록",
    params: SnParams,
    response: FileGroupSchema,
  }),
  downloadFile: defineCall({
    method: "GET",
    path: "files/download/{a}/{b}",
    auth: "user",
    kind: "binary",
    summary: "파일 다운로드",
    params: FileParams,
    response: z.unknown(),
  }),
  deleteFileGroup: defineCall({
    method: "DELETE",
    path: "files/{a}",
    auth: "user",
    summary: "첨부 묶음 전체 삭제",
    params: z.object({ a: IdSchema }),
    response: OkSchema,
  }),
  deleteFile: defineCall({
    method: "DELETE",
    path: "files/{a}/{b}",
    auth: "user",
    summary: "첨부 파일 한 개 삭제",
    params: FileParams,
    response: FileGroupSchema,
  }),
  uploadEncryptedFiles: defineCall({
    method: "POST",
    path: "files/upload/encrypted",
    auth: "user",
    kind: "multipart",
    summary: "암호화 저장 파일 업로드 (atchFiles, 신분증 등 민감 서류)",
    body: encryptedBody,
    response: FileGroupSchema,
  }),
  addEncryptedFiles: defineCall({
    method: "POST",
    path: "files/add/encrypted/{sn}",
    auth: "user",
    kind: "multipart",
    summary: "암호화 첨부 묶음에 파일 추가",
    params: SnParams,
    body: encryptedBody,
    response: FileGroupSchema,
  }),
  downloadDecryptedFile: defineCall({
    method: "GET",
    path: "files/download/decrypted/{a}/{b}",
    auth: "user",
    kind: "binary",
    summary: "암호화 파일 복호화 다운로드",
    params: FileParams,
    response: z.unknown(),
  }),
};
