import { createHash, randomUUID } from "node:crypto";
import { chmod, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, asc, count, eq } from "drizzle-orm";
import {
  ALLOWED_FILE_KINDS,
  ERROR_CODES,
  FILE_TYPE_LABEL,
  FILES_PER_GROUP,
  FILES_PER_REQUEST,
  FileTypeSchema,
  type FileGroup,
  type FileItem,
  type FileKind,
  type FileType,
} from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest, HttpError, notFound, unprocessable } from "../http/errors";
import { fileGroups, fileItems } from "../db/schema/files";
import { decryptFile, encryptFile, FileIntegrityError } from "./file-crypto";

/** One file as the client sent it. */
export interface IncomingFile {
  filename: string;
  data: Buffer;
}

const payloadTooLarge = (message: string) => new HttpError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, message);
const unsupported = (message: string) => new HttpError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, message);
const ALLOWED_TEXT = "JPG, PNG, GIF, WEBP, HEIC 이미지와 PDF 파일만 올릴 수 있습니다.";
const GROUP_NOT_FOUND = "첨부 파일을 찾을 수 없습니다.";
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";
const mb = (bytes: number) => `${Math.floor((bytes / 1024 / 1024) * 10) / 10}MB`;

// ---------------------------------------------------------------------------------------------------------------
// Reading and checking an upload

/**
 * Reads a multipart request: the files of `field` (1–5) and the text fields.
 * Too large → 413, not multipart → 415, a file under another field name or none → 400.
 */
export async function readUpload(
  deps: Deps,
  req: FastifyRequest,
  field: string,
): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw unsupported(`파일은 multipart/form-data 형식의 '${field}' 필드로 보내 주세요.`);
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field) {
        part.file.resume();
        throw badRequest(`파일은 '${field}' 필드로 보내 주세요. (받은 필드: ${part.fieldname.slice(0, 40)})`);
      }
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(`파일 한 개의 크기는 ${mb(deps.config.fileMaxBytes)} 이하여야 합니다.`);
    if (code === "FST_FILES_LIMIT") throw payloadTooLarge(`한 번에 최대 ${FILES_PER_REQUEST}개의 파일만 올릴 수 있습니다.`);
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw payloadTooLarge("요청의 입력 항목이 너무 많습니다.");
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
      throw unsupported(`파일은 multipart/form-data 형식의 '${field}' 필드로 보내 주세요.`);
    if (err instanceof HttpError) throw err;
    // Anything else here is the multipart parser failing on what the client sent (truncated or malformed body).
    req.log.info({ err }, "malformed multipart body");
    throw badRequest("파일 업로드 요청 형식이 올바르지 않습니다. 다시 시도해 주세요.");
  }
  if (files.length === 0) throw badRequest(`'${field}' 필드로 파일을 1개 이상 첨부해 주세요.`);
  if (files.length > FILES_PER_REQUEST) throw payloadTooLarge(`한 번에 최대 ${FILES_PER_REQUEST}개의 파일만 올릴 수 있습니다.`);
  return { files, fields };
}

/** Recognises an allowed file by its first bytes; null for anything else (executables, text, SVG, …). */
export function sniffKind(data: Buffer): FileKind | null {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString("latin1");
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (data.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (data.length >= 12 && ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "heic";
  if (data.length >= 5 && ascii(0, 5) === "%PDF-") return "pdf";
  return null;
}
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/**
 * The client's name reduced to a display name: no directories (`../../x` → `x`), no control or reserved
 * characters, no leading dots, at most 200 characters with the extension kept. Never used on disk.
 */
export function safeFileName(raw: string | undefined, kind: FileKind): string {
  let name = (raw ?? "").normalize("NFC");
  name = name.split(/[\\/]/).pop() ?? "";
  name = name
    .replace(/[\u0000-\u001f\u007f-\u009f"<>:|?*]/g, "")
    .replace(/^[.\s]+/, "")
    .trim();
  const fallbackExt = ALLOWED_FILE_KINDS[kind].exts[0];
  if (!name) return `file.${fallbackExt}`;
  if (!extOf(name)) name = `${name}.${fallbackExt}`;
  if (name.length > 200) {
    const ext = extOf(name)!;
    name = `${name.slice(0, 200 - ext.length - 1)}.${ext}`;
  }
  return name;
}

const extOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? null;

interface CheckedFile {
  orgFileNm: string;
  kind: FileKind;
  data: Buffer;
}

/** Every file must be non-empty, within the size limit, of an allowed kind, and named like what it is. */
function checkFiles(deps: Deps, files: IncomingFile[]): CheckedFile[] {
  return files.map((f) => {
    const shown = (f.filename ?? "").split(/[\\/]/).pop()?.slice(0, 60) || "이름 없는 파일";
    if (f.data.length === 0) throw badRequest(`빈 파일은 올릴 수 없습니다. (${shown})`);
    if (f.data.length > deps.config.fileMaxBytes)
      throw payloadTooLarge(`파일 한 개의 크기는 ${mb(deps.config.fileMaxBytes)} 이하여야 합니다. (${shown})`);
    const kind = sniffKind(f.data);
    if (!kind) throw unsupported(`지원하지 않는 파일 형식입니다. ${ALLOWED_TEXT} (${shown})`);
    const ext = extOf((f.filename ?? "").split(/[\\/]/).pop() ?? "");
    if (ext && !(ALLOWED_FILE_KINDS[kind].exts as readonly string[]).includes(ext)) {
      throw unsupported(`파일 확장자와 실제 파일 형식이 일치하지 않습니다. ${ALLOWED_TEXT} (${shown})`);
    }
    return { orgFileNm: safeFileName(f.filename, kind), kind, data: f.data };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Disk

const PRIVATE_DIR_MODE = 0o700;

/** Stored names are UUIDs we generated; anything else never reaches the file system. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function diskPath(deps: Deps, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`refusing stored file name ${storedName}`);
  return join(resolve(deps.config.fileDir), storedName);
}

interface WrittenFile extends CheckedFile {
  storedName: string;
  sha256: string;
}

async function writeFiles(deps: Deps, files: CheckedFile[], encrypted: boolean): Promise<WrittenFile[]> {
  // Owner-only, like the database directory: uploads include identity documents.
  await mkdir(resolve(deps.config.fileDir), { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(resolve(deps.config.fileDir), PRIVATE_DIR_MODE);
  const written: WrittenFile[] = [];
  try {
    for (const f of files) {
      const storedName = randomUUID();
      const bytes = encrypted ? encryptFile(f.data, deps.config.fileKey, storedName) : f.data;
      await writeFile(diskPath(deps, storedName), bytes, { flag: "wx", mode: 0o600 });
      written.push({ ...f, storedName, sha256: createHash("sha256").update(f.data).digest("hex") });
    }
  } catch (err) {
    await removeFromDisk(
      deps,
      written.map((w) => w.storedName),
    );
    throw err;
  }
  return written;
}

async function removeFromDisk(deps: Deps, storedNames: string[]): Promise<void> {
  for (const name of storedNames) {
    await unlink(diskPath(deps, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Groups

/** Stores 1–5 files as a new attachment group of the user. */
export async function createFileGroup(
  deps: Deps,
  userNo: number,
  fileType: FileType,
  encrypted: boolean,
  files: IncomingFile[],
): Promise<FileGroup> {
  const written = await writeFiles(deps, checkFiles(deps, files), encrypted);
  const now = deps.now();
  let sn: number;
  try {
    sn = await deps.db.transaction(async (tx) => {
      const [g] = await tx
        .insert(fileGroups)
        .values({ userNo, fileType, encrypted, lastFileSn: written.length, createdAt: now, updatedAt: now })
        .returning({ atchFileSn: fileGroups.atchFileSn });
      await tx.insert(fileItems).values(written.map((w, i) => itemRow(g!.atchFileSn, i + 1, w, now)));
      return g!.atchFileSn;
    });
  } catch (err) {
    await removeFromDisk(
      deps,
      written.map((w) => w.storedName),
    );
    throw err;
  }
  return getFileGroup(deps, userNo, sn);
}

/** Adds files to an existing group of the user (same kind: plain to plain, encrypted to encrypted). */
export async function addToFileGroup(
  deps: Deps,
  userNo: number,
  atchFileSn: number,
  encrypted: boolean,
  files: IncomingFile[],
  fileType?: FileType,
): Promise<FileGroup> {
  const checked = checkFiles(deps, files);
  const group = await ownedGroup(deps, userNo, atchFileSn);
  assertSameKind(group, encrypted, fileType);
  const written = await writeFiles(deps, checked, encrypted);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ lastFileSn: fileGroups.lastFileSn })
        .from(fileGroups)
        .where(eq(fileGroups.atchFileSn, atchFileSn))
        .for("update");
      if (!locked) throw notFound(GROUP_NOT_FOUND);
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(fileItems).where(eq(fileItems.atchFileSn, atchFileSn));
      if (n + written.length > FILES_PER_GROUP) {
        throw unprocessable(`첨부 파일은 최대 ${FILES_PER_GROUP}개까지 등록할 수 있습니다. (현재 ${n}개)`, "FILE_LIMIT");
      }
      await tx
        .update(fileGroups)
        .set({ lastFileSn: locked.lastFileSn + written.length, updatedAt: now })
        .where(eq(fileGroups.atchFileSn, atchFileSn));
      await tx.insert(fileItems).values(written.map((w, i) => itemRow(atchFileSn, locked.lastFileSn + i + 1, w, now)));
    });
  } catch (err) {
    await removeFromDisk(
      deps,
      written.map((w) => w.storedName),
    );
    throw err;
  }
  return getFileGroup(deps, userNo, atchFileSn);
}

function assertSameKind(group: { encrypted: boolean; fileType: FileType }, encrypted: boolean, fileType?: FileType) {
  if (group.encrypted && !encrypted)
    throw unprocessable("암호화된 첨부 묶음에는 암호화 업로드(files/add/encrypted)로만 추가할 수 있습니다.", "FILE_KIND_MISMATCH");
  if (!group.encrypted && encrypted) throw unprocessable("일반 첨부 묶음에는 암호화 파일을 추가할 수 없습니다.", "FILE_KIND_MISMATCH");
  if (fileType && fileType !== group.fileType) {
    const label = FILE_TYPE_LABEL[group.fileType];
    throw unprocessable(`이 첨부 묶음은 '${label}' 용도입니다. 같은 용도의 파일만 추가할 수 있습니다.`, "FILE_TYPE_MISMATCH");
  }
}

function itemRow(atchFileSn: number, fileSn: number, w: WrittenFile, now: Date): typeof fileItems.$inferInsert {
  return {
    atchFileSn,
    fileSn,
    storedName: w.storedName,
    orgFileNm: w.orgFileNm,
    fileExt: ALLOWED_FILE_KINDS[w.kind].exts[0],
    mimeType: ALLOWED_FILE_KINDS[w.kind].mimeType,
    fileSize: w.data.length,
    sha256: w.sha256,
    createdAt: now,
  };
}

async function ownedGroup(deps: Deps, userNo: number, atchFileSn: number) {
  const [g] = await deps.db
    .select()
    .from(fileGroups)
    .where(and(eq(fileGroups.atchFileSn, atchFileSn), eq(fileGroups.userNo, userNo)));
  if (!g) throw notFound(GROUP_NOT_FOUND);
  return g;
}

/** Metadata of a group the user owns (someone else's → 404). */
export async function getFileGroup(deps: Deps, userNo: number, atchFileSn: number): Promise<FileGroup> {
  const g = await ownedGroup(deps, userNo, atchFileSn);
  const items = await listItems(deps, atchFileSn);
  return {
    atchFileSn: g.atchFileSn,
    fileType: g.fileType,
    fileTypeNm: FILE_TYPE_LABEL[g.fileType],
    encrypted: g.encrypted,
    files: items.map((i) => toFileItem(i, g.encrypted)),
    fileCount: items.length,
    totalSize: items.reduce((s, i) => s + i.fileSize, 0),
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}

/** File metadata of a group without the owner check (callers check ownership), for inquiry details. */
export async function listFileItems(deps: Deps, atchFileSn: number): Promise<FileItem[]> {
  const [g] = await deps.db.select({ encrypted: fileGroups.encrypted }).from(fileGroups).where(eq(fileGroups.atchFileSn, atchFileSn));
  if (!g) return [];
  return (await listItems(deps, atchFileSn)).map((i) => toFileItem(i, g.encrypted));
}

const listItems = (deps: Deps, atchFileSn: number) =>
  deps.db.select().from(fileItems).where(eq(fileItems.atchFileSn, atchFileSn)).orderBy(asc(fileItems.fileSn));

function toFileItem(i: typeof fileItems.$inferSelect, encrypted: boolean): FileItem {
  return {
    atchFileSn: i.atchFileSn,
    fileSn: i.fileSn,
    orgFileNm: i.orgFileNm,
    fileSize: i.fileSize,
    mimeType: i.mimeType,
    fileExt: i.fileExt,
    encrypted,
    downloadPath: encrypted ? `files/download/decrypted/${i.atchFileSn}/${i.fileSn}` : `files/download/${i.atchFileSn}/${i.fileSn}`,
    createdAt: i.createdAt.toISOString(),
  };
}

/** Whether the user owns the group (for attaching it to an inquiry). */
export async function ownsFileGroup(deps: Deps, userNo: number, atchFileSn: number): Promise<boolean> {
  const [g] = await deps.db
    .select({ sn: fileGroups.atchFileSn })
    .from(fileGroups)
    .where(and(eq(fileGroups.atchFileSn, atchFileSn), eq(fileGroups.userNo, userNo)));
  return Boolean(g);
}

/** Deletes a whole group of the user: rows and files on disk. */
export async function deleteFileGroup(deps: Deps, userNo: number, atchFileSn: number): Promise<{ ok: true }> {
  await ownedGroup(deps, userNo, atchFileSn);
  const names = await deps.db.transaction(async (tx) => {
    const rows = await tx.select({ storedName: fileItems.storedName }).from(fileItems).where(eq(fileItems.atchFileSn, atchFileSn));
    await tx.delete(fileGroups).where(and(eq(fileGroups.atchFileSn, atchFileSn), eq(fileGroups.userNo, userNo)));
    return rows.map((r) => r.storedName);
  });
  await removeFromDisk(deps, names);
  return { ok: true };
}

/** Deletes one file of the user's group; answers the group as it is afterwards. fileSn is not reused. */
export async function deleteOneFile(deps: Deps, userNo: number, atchFileSn: number, fileSn: number): Promise<FileGroup> {
  await ownedGroup(deps, userNo, atchFileSn);
  const [row] = await deps.db
    .delete(fileItems)
    .where(and(eq(fileItems.atchFileSn, atchFileSn), eq(fileItems.fileSn, fileSn)))
    .returning({ storedName: fileItems.storedName });
  if (!row) throw notFound(FILE_NOT_FOUND);
  await deps.db.update(fileGroups).set({ updatedAt: deps.now() }).where(eq(fileGroups.atchFileSn, atchFileSn));
  await removeFromDisk(deps, [row.storedName]);
  return getFileGroup(deps, userNo, atchFileSn);
}

/** Deletes groups without an owner check; for the inquiry that owns them. */
export async function deleteFileGroupsOf(deps: Deps, userNo: number, atchFileSns: number[]): Promise<void> {
  for (const sn of atchFileSns) {
    if (await ownsFileGroup(deps, userNo, sn)) await deleteFileGroup(deps, userNo, sn);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Download

/**
 * Sends one file of the user's group as an attachment. `decrypted` is the route for encrypted groups;
 * the plain route refuses them (it would otherwise have to hand out ciphertext or bypass the dedicated call).
 * Integrity: plain files are checked against their SHA-256, encrypted ones by AES-GCM authentication;
 * a file that fails answers 422 and never its (partial) contents.
 */
export async function sendFile(
  deps: Deps,
  reply: FastifyReply,
  userNo: number,
  atchFileSn: number,
  fileSn: number,
  decrypted: boolean,
): Promise<FastifyReply> {
  const [row] = await deps.db
    .select({ item: fileItems, encrypted: fileGroups.encrypted })
    .from(fileItems)
    .innerJoin(fileGroups, eq(fileGroups.atchFileSn, fileItems.atchFileSn))
    .where(and(eq(fileItems.atchFileSn, atchFileSn), eq(fileItems.fileSn, fileSn), eq(fileGroups.userNo, userNo)));
  if (!row) throw notFound(FILE_NOT_FOUND);
  if (row.encrypted && !decrypted) {
    throw unprocessable("암호화된 파일입니다. 복호화 다운로드(files/download/decrypted)로 받아 주세요.", "FILE_ENCRYPTED");
  }
  let stored: Buffer;
  try {
    stored = await readFile(diskPath(deps, row.item.storedName));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw notFound("파일이 저장소에 없습니다. 다시 올려 주세요.");
    throw err;
  }
  const integrity = () => unprocessable("파일이 손상되어 열 수 없습니다. 파일을 다시 올려 주세요.", "FILE_INTEGRITY");
  let data: Buffer;
  if (row.encrypted) {
    try {
      data = decryptFile(stored, deps.config.fileKey, row.item.storedName);
    } catch (err) {
      if (err instanceof FileIntegrityError) {
        reply.log.error({ atchFileSn, fileSn }, "encrypted file failed authentication");
        throw integrity();
      }
      throw err;
    }
  } else {
    data = stored;
  }
  if (createHash("sha256").update(data).digest("hex") !== row.item.sha256) {
    reply.log.error({ atchFileSn, fileSn }, "file does not match its checksum");
    throw integrity();
  }
  return reply
    .code(200)
    .header("content-type", row.item.mimeType)
    .header("content-length", String(data.length))
    .header("content-disposition", contentDisposition(row.item.orgFileNm))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(data);
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Used by the route for the optional `fileType` text field of encrypted uploads. */
export function parseFileTypeField(value: string | undefined, fallback: FileType): FileType {
  if (value === undefined || value === "") return fallback;
  const r = FileTypeSchema.safeParse(value);
  if (!r.success) throw badRequest(`fileType 값이 올바르지 않습니다. (${Object.keys(FILE_TYPE_LABEL).join(", ")} 중 하나)`);
  return r.data;
}
