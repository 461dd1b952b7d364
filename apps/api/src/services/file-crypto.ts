import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * At-rest encryption of sensitive uploads (ID documents): AES-256-GCM with a random 96-bit IV per file.
 * Layout on disk: `EVF1` (4 bytes) | IV (12) | auth tag (16) | ciphertext.
 * The file's stored name is bound in as additional authenticated data, so a ciphertext copied over
 * another record's file fails authentication just like a flipped bit.
 */
const MAGIC = Buffer.from("EVF1", "ascii");
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES + TAG_BYTES;

export class FileIntegrityError extends Error {
  constructor(message = "encrypted file failed authentication") {
    super(message);
  }
}

export function encryptFile(plain: Buffer, key: Buffer, aad: string): Buffer {
  if (key.length !== 32) throw new Error("file encryption key must be 32 bytes");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** Returns the plaintext, or throws FileIntegrityError: a tampered file never yields (partial) plaintext. */
export function decryptFile(stored: Buffer, key: Buffer, aad: string): Buffer {
  if (stored.length < HEADER_BYTES || !stored.subarray(0, MAGIC.length).equals(MAGIC)) throw new FileIntegrityError("bad header");
  const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = stored.subarray(MAGIC.length + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(stored.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new FileIntegrityError();
  }
}
