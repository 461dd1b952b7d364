import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fileItems } from "../src/db/schema/files";
import { createTestApp, expectClientError, multipart, PNG_1X1, type TestApp } from "./helpers";

let t: TestApp;
let demo: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await t.token("demo");
  other = await t.token("demowarn");
});
afterAll(() => t.close());

// Real file heads: a 1×1 PNG, a minimal PDF, a GIF, a WEBP, a HEIC ftyp box, a Windows executable, text.
const PNG = PNG_1X1;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");
const GIF = Buffer.concat([
  Buffer.from("GIF89a", "latin1"),
  Buffer.from([
    1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0,
    0x3b,
  ]),
]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF", "latin1"),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from("WEBPVP8L", "latin1"),
  Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 7, 0]),
]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), randomBytes(64)]);
const EXE = Buffer.concat([Buffer.from("MZ", "latin1"), randomBytes(200)]);
const TEXT = Buffer.from("배터리 메모: 안녕하세요\n", "utf8");

const files = (field: string, ...list: [string, Buffer][]) => multipart(list.map(([filename, data]) => ({ name: field, filename, data })));

const upload = (token: string, m: ReturnType<typeof multipart>, fileType: string | null = "INQUIRY") =>
  t.call("POST", "files/upload", { token, ...m, query: fileType ? { fileType } : undefined });
const uploadEnc = (token: string, m: ReturnType<typeof multipart>) => t.call("POST", "files/upload/encrypted", { token, ...m });

const diskDir = () => resolve(t.config.fileDir);
async function storedNameOf(atchFileSn: number, fileSn: number) {
  const rows = await t.deps.db.select().from(fileItems).where(eq(fileItems.atchFileSn, atchFileSn));
  return rows.find((r) => r.fileSn === fileSn)!.storedName;
}

describe("POST files/upload", () => {
  it("stores a PNG as a new group and downloads the same bytes with a Korean filename", async () => {
    const res = await upload(demo, files("multipartFiles", ["배터리 사진.png", PNG]));
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json().results;
    expect(g.atchFileSn).toBeGreaterThan(0);
    expect(g.fileType).toBe("INQUIRY");
    expect(g.fileTypeNm).toBe("1:1 문의 첨부");
    expect(g.encrypted).toBe(false);
    expect(g.files).toHaveLength(1);
    expect(g.files[0]).toMatchObject({
      fileSn: 1,
      orgFileNm: "배터리 사진.png",
      fileSize: PNG.length,
      mimeType: "image/png",
      fileExt: "png",
      downloadPath: `files/download/${g.atchFileSn}/1`,
    });

    const meta = await t.api("getFiles", { params: { sn: g.atchFileSn }, token: demo });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().results.files[0].orgFileNm).toBe("배터리 사진.png");
    expect(meta.json().results.totalSize).toBe(PNG.length);

    const dl = await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, token: demo });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("image/png");
    expect(dl.headers["x-content-type-options"]).toBe("nosniff");
    expect(dl.headers["content-disposition"]).toBe(
      `attachment; filename="___ __.png"; filename*=UTF-8''${encodeURIComponent("배터리 사진.png")}`,
    );
    expect(Buffer.compare(dl.rawPayload, PNG)).toBe(0);

    // SPEC §6: file calls also carry the token in a `token` header; a native download may send only that.
    const byTokenHeader = await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, headers: { token: demo } });
    expect(byTokenHeader.statusCode).toBe(200);
    expect(Buffer.compare(byTokenHeader.rawPayload, PNG)).toBe(0);
    expectClientError(await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, headers: { token: "garbage" } }), 401);
    // Only file calls accept it.
    expectClientError(await t.api("getMyProfile", { headers: { token: demo } }), 401);
  });

  it("accepts every allowed kind, recognised by content: jpg, png, gif, webp, heic, pdf", async () => {
    const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(100)]);
    const res = await upload(
      demo,
      files("multipartFiles", ["a.jpg", JPG], ["b.gif", GIF], ["c.webp", WEBP], ["d.heic", HEIC], ["e.pdf", PDF]),
      "DOCUMENT",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.files.map((f: { mimeType: string }) => f.mimeType)).toEqual([
      "image/jpeg",
      "image/gif",
      "image/webp",
      "image/heic",
      "application/pdf",
    ]);
    expect(res.json().results.files.map((f: { fileSn: number }) => f.fileSn)).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses executables, text and disguised files with 415, whatever the name or declared type", async () => {
    expect(expectClientError(await upload(demo, files("multipartFiles", ["setup.exe", EXE])), 415).message).toMatch(
      /지원하지 않는 파일 형식/,
    );
    expectClientError(await upload(demo, files("multipartFiles", ["memo.txt", TEXT])), 415);
    // An executable named like a picture, declared as image/png.
    expectClientError(
      await upload(demo, multipart([{ name: "multipartFiles", filename: "photo.png", data: EXE, contentType: "image/png" }])),
      415,
    );
    // A real PNG named .exe / .html.
    expectClientError(await upload(demo, files("multipartFiles", ["photo.exe", PNG])), 415);
    expectClientError(await upload(demo, files("multipartFiles", ["page.html", PNG])), 415);
    // One bad file fails the whole request: nothing is stored.
    const before = readdirSync(diskDir()).length;
    expectClientError(await upload(demo, files("multipartFiles", ["ok.png", PNG], ["bad.txt", TEXT])), 415);
    expect(readdirSync(diskDir()).length).toBe(before);
  });

  it("answers 413 to a file over the size limit and to more than 5 files", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(t.config.fileMaxBytes)]);
    const e = expectClientError(await upload(demo, files("multipartFiles", ["big.png", big])), 413);
    expect(e.message).toMatch(/10MB/);
    const six = Array.from({ length: 6 }, (_, i) => [`p${i}.png`, PNG] as [string, Buffer]);
    expectClientError(await upload(demo, files("multipartFiles", ...six)), 413);
  });

  it("stores traversal-looking names under a generated name and shows only the base name", async () => {
    const res = await upload(
      demo,
      files("multipartFiles", ["../../../etc/passwd.png", PNG], ["..\\..\\윈도우\\boot.png", PNG], ["....png", PNG]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().results.files.map((f: { orgFileNm: string }) => f.orgFileNm);
    expect(names).toEqual(["passwd.png", "boot.png", "png.png"]);
    for (const fileSn of [1, 2, 3]) {
      const stored = await storedNameOf(res.json().results.atchFileSn, fileSn);
      expect(stored).toMatch(/^[0-9a-f-]{36}$/);
      expect(readdirSync(diskDir())).toContain(stored);
    }
    // Everything on disk is a generated name in FILE_DIR itself.
    expect(readdirSync(diskDir()).every((n) => /^[0-9a-f-]{36}$/.test(n))).toBe(true);
  });

  it("answers 400 for bad requests and 401 without a token", async () => {
    expectClientError(await upload(demo, files("multipartFiles", ["a.png", PNG]), null), 400);
    expectClientError(await upload(demo, files("multipartFiles", ["a.png", PNG]), "SELFIE"), 400);
    expect(expectClientError(await upload(demo, files("file", ["a.png", PNG])), 400).message).toMatch(/multipartFiles/);
    expectClientError(await upload(demo, multipart([{ name: "note", data: "파일 없음" }])), 400);
    expect(expectClientError(await upload(demo, files("multipartFiles", ["empty.png", Buffer.alloc(0)])), 400).message).toMatch(/빈 파일/);
    expectClientError(await t.call("POST", "files/upload", { token: demo, query: { fileType: "INQUIRY" }, body: { a: 1 } }), 415);
    expectClientError(
      await t.call("POST", "files/upload", { ...files("multipartFiles", ["a.png", PNG]), query: { fileType: "INQUIRY" } }),
      401,
    );
  });
});

describe("PUT files/add/{sn}, DELETE files/{a}/{b}, DELETE files/{a}", () => {
  it("adds files with increasing fileSn, never reuses a deleted one, and deletes a group with its disk files", async () => {
    const g = (await upload(demo, files("multipartFiles", ["1.png", PNG], ["2.pdf", PDF]))).json().results;
    const add = await t.call("PUT", `files/add/${g.atchFileSn}`, {
      token: demo,
      ...files("multipartFiles", ["3.gif", GIF]),
      query: { fileType: "INQUIRY" },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().results.files.map((f: { fileSn: number }) => f.fileSn)).toEqual([1, 2, 3]);

    const stored2 = await storedNameOf(g.atchFileSn, 2);
    const del = await t.ok("deleteFile", { params: { a: g.atchFileSn, b: 2 }, token: demo });
    expect(del.files.map((f: { fileSn: number }) => f.fileSn)).toEqual([1, 3]);
    expect(readdirSync(diskDir())).not.toContain(stored2);
    expectClientError(await t.api("downloadFile", { params: { a: g.atchFileSn, b: 2 }, token: demo }), 404);
    expectClientError(await t.api("deleteFile", { params: { a: g.atchFileSn, b: 2 }, token: demo }), 404);

    const again = await t.call("PUT", `files/add/${g.atchFileSn}`, { token: demo, ...files("multipartFiles", ["4.png", PNG]) });
    expect(again.json().results.files.map((f: { fileSn: number }) => f.fileSn)).toEqual([1, 3, 4]);
    expect((await t.ok("getFiles", { params: { sn: g.atchFileSn }, token: demo })).fileCount).toBe(3);

    const names = await Promise.all([1, 3, 4].map((sn) => storedNameOf(g.atchFileSn, sn)));
    const gone = await t.ok("deleteFileGroup", { params: { a: g.atchFileSn }, token: demo });
    expect(gone).toEqual({ ok: true });
    expectClientError(await t.api("getFiles", { params: { sn: g.atchFileSn }, token: demo }), 404);
    for (const n of names) expect(readdirSync(diskDir())).not.toContain(n);
  });

  it("refuses another purpose, too many files in a group and unknown groups", async () => {
    const g = (await upload(demo, files("multipartFiles", ["1.png", PNG]))).json().results;
    expectClientError(
      await t.call("PUT", `files/add/${g.atchFileSn}`, {
        token: demo,
        ...files("multipartFiles", ["x.png", PNG]),
        query: { fileType: "PROFILE" },
      }),
      422,
    );
    const five = Array.from({ length: 5 }, (_, i) => [`p${i}.png`, PNG] as [string, Buffer]);
    expect((await t.call("PUT", `files/add/${g.atchFileSn}`, { token: demo, ...files("multipartFiles", ...five) })).statusCode).toBe(200);
    const e = expectClientError(
      await t.call("PUT", `files/add/${g.atchFileSn}`, { token: demo, ...files("multipartFiles", ...five) }),
      422,
    );
    expect(e.message).toMatch(/최대 10개/);
    expectClientError(await t.call("PUT", "files/add/999999", { token: demo, ...files("multipartFiles", ["x.png", PNG]) }), 404);
    expectClientError(await t.call("PUT", "files/add/abc", { token: demo, ...files("multipartFiles", ["x.png", PNG]) }), 400);
  });

  it("only the owner can see, download, add to or delete a group: others get 404", async () => {
    const g = (await upload(demo, files("multipartFiles", ["mine.png", PNG]))).json().results;
    expectClientError(await t.api("getFiles", { params: { sn: g.atchFileSn }, token: other }), 404);
    expectClientError(await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, token: other }), 404);
    expectClientError(await t.call("PUT", `files/add/${g.atchFileSn}`, { token: other, ...files("multipartFiles", ["x.png", PNG]) }), 404);
    expectClientError(await t.api("deleteFile", { params: { a: g.atchFileSn, b: 1 }, token: other }), 404);
    expectClientError(await t.api("deleteFileGroup", { params: { a: g.atchFileSn }, token: other }), 404);
    // Still intact for the owner.
    expect((await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, token: demo })).statusCode).toBe(200);
    expectClientError(await t.api("getFiles", { params: { sn: g.atchFileSn } }), 401);
    expectClientError(await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, token: "garbage" }), 401);
  });

  it("answers 404 for an unknown group or file and 400 for a malformed id", async () => {
    expectClientError(await t.api("getFiles", { params: { sn: 999999 }, token: demo }), 404);
    expectClientError(await t.api("downloadFile", { params: { a: 999999, b: 1 }, token: demo }), 404);
    expectClientError(await t.call("GET", "files/download/1/abc", { token: demo }), 400);
    expectClientError(await t.api("deleteFileGroup", { params: { a: 0 }, token: demo }), 400);
  });

  it("a plain file altered on disk is refused, not served", async () => {
    const g = (await upload(demo, files("multipartFiles", ["a.png", PNG]))).json().results;
    const path = join(diskDir(), await storedNameOf(g.atchFileSn, 1));
    writeFileSync(path, Buffer.concat([PNG, Buffer.from("<script>")]));
    expectClientError(await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, token: demo }), 422);
  });
});

describe("encrypted files", () => {
  it("stores AES-GCM ciphertext on disk and decrypts the original on download", async () => {
    const res = await uploadEnc(demo, files("atchFiles", ["신분증.png", PNG]));
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json().results;
    expect(g).toMatchObject({ encrypted: true, fileType: "DOCUMENT" });
    expect(g.files[0]).toMatchObject({
      fileSn: 1,
      orgFileNm: "신분증.png",
      fileSize: PNG.length,
      mimeType: "image/png",
      encrypted: true,
      downloadPath: `files/download/decrypted/${g.atchFileSn}/1`,
    });

    const onDisk = readFileSync(join(diskDir(), await storedNameOf(g.atchFileSn, 1)));
    expect(onDisk.equals(PNG)).toBe(false);
    expect(onDisk.includes(PNG.subarray(0, 16))).toBe(false);
    expect(onDisk.length).toBe(PNG.length + 32); // magic + IV + tag

    const dl = await t.api("downloadDecryptedFile", { params: { a: g.atchFileSn, b: 1 }, token: demo });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("image/png");
    expect(dl.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent("신분증.png")}`);
    expect(Buffer.compare(dl.rawPayload, PNG)).toBe(0);

    // The plain route does not hand out ciphertext.
    expectClientError(await t.api("downloadFile", { params: { a: g.atchFileSn, b: 1 }, token: demo }), 422);
    expectClientError(await t.api("downloadDecryptedFile", { params: { a: g.atchFileSn, b: 1 }, token: other }), 404);
  });

  it("two uploads of the same file give different ciphertexts (random IV)", async () => {
    const a = (await uploadEnc(demo, files("atchFiles", ["a.pdf", PDF]))).json().results;
    const b = (await uploadEnc(demo, files("atchFiles", ["a.pdf", PDF]))).json().results;
    const ca = readFileSync(join(diskDir(), await storedNameOf(a.atchFileSn, 1)));
    const cb = readFileSync(join(diskDir(), await storedNameOf(b.atchFileSn, 1)));
    expect(ca.equals(cb)).toBe(false);
  });

  it("a tampered or swapped ciphertext answers 422 and never plaintext", async () => {
    const g = (await uploadEnc(demo, files("atchFiles", ["a.png", PNG], ["b.png", PNG]))).json().results;
    const p1 = join(diskDir(), await storedNameOf(g.atchFileSn, 1));
    const p2 = join(diskDir(), await storedNameOf(g.atchFileSn, 2));
    const bytes = readFileSync(p1);
    bytes[bytes.length - 1]! ^= 0x01;
    writeFileSync(p1, bytes);
    const res = await t.api("downloadDecryptedFile", { params: { a: g.atchFileSn, b: 1 }, token: demo });
    expect(expectClientError(res, 422).message).toMatch(/손상/);
    expect(res.rawPayload.includes(PNG.subarray(0, 8))).toBe(false);
    // File 2's intact ciphertext copied over file 1: bound to its own record, so it fails too.
    writeFileSync(p1, readFileSync(p2));
    expectClientError(await t.api("downloadDecryptedFile", { params: { a: g.atchFileSn, b: 1 }, token: demo }), 422);
    expect((await t.api("downloadDecryptedFile", { params: { a: g.atchFileSn, b: 2 }, token: demo })).statusCode).toBe(200);
  });

  it("adds encrypted files to an encrypted group only", async () => {
    const enc = (await uploadEnc(demo, files("atchFiles", ["a.png", PNG]))).json().results;
    const add = await t.call("POST", `files/add/encrypted/${enc.atchFileSn}`, { token: demo, ...files("atchFiles", ["b.pdf", PDF]) });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().results.files.map((f: { fileSn: number; encrypted: boolean }) => [f.fileSn, f.encrypted])).toEqual([
      [1, true],
      [2, true],
    ]);
    const dl = await t.api("downloadDecryptedFile", { params: { a: enc.atchFileSn, b: 2 }, token: demo });
    expect(Buffer.compare(dl.rawPayload, PDF)).toBe(0);

    const plain = (await upload(demo, files("multipartFiles", ["a.png", PNG]))).json().results;
    expectClientError(
      await t.call("POST", `files/add/encrypted/${plain.atchFileSn}`, { token: demo, ...files("atchFiles", ["b.png", PNG]) }),
      422,
    );
    expectClientError(await t.call("PUT", `files/add/${enc.atchFileSn}`, { token: demo, ...files("multipartFiles", ["b.png", PNG]) }), 422);
    expectClientError(
      await t.call("POST", `files/add/encrypted/${enc.atchFileSn}`, { token: other, ...files("atchFiles", ["b.png", PNG]) }),
      404,
    );
  });

  it("takes an optional fileType text field and refuses bad input", async () => {
    const m = multipart([
      { name: "fileType", data: "PROFILE" },
      { name: "atchFiles", filename: "me.jpg", data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1]), randomBytes(40)]) },
    ]);
    const res = await uploadEnc(demo, m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.fileType).toBe("PROFILE");
    expectClientError(
      await uploadEnc(
        demo,
        multipart([
          { name: "fileType", data: "NOPE" },
          { name: "atchFiles", filename: "a.png", data: PNG },
        ]),
      ),
      400,
    );
    expect(expectClientError(await uploadEnc(demo, files("multipartFiles", ["a.png", PNG])), 400).message).toMatch(/atchFiles/);
    expectClientError(await uploadEnc(demo, files("atchFiles", ["a.exe", EXE])), 415);
    expectClientError(
      await uploadEnc(demo, files("atchFiles", ["big.png", Buffer.concat([PNG, Buffer.alloc(t.config.fileMaxBytes)])])),
      413,
    );
    expectClientError(await t.call("POST", "files/upload/encrypted", files("atchFiles", ["a.png", PNG])), 401);
  });
});

describe("demo data", () => {
  it("the demo account has an inquiry photo and an encrypted document that decrypt to valid files", async () => {
    const r = await t.api("getAsks", { token: demo });
    const withPhoto = r.json().results.find((q: { hasAttachment: boolean }) => q.hasAttachment);
    expect(withPhoto).toBeTruthy();
    const detail = (await t.api("getAsk", { params: { id: withPhoto.iqrSn }, token: demo })).json().results;
    expect(detail.files[0]).toMatchObject({ orgFileNm: "단말기_설치사진.png", mimeType: "image/png" });
    // The download path exactly as the answer gives it, so that path is what is checked.
    const dl = await t.call("GET", detail.files[0].downloadPath, { token: demo });
    expect(dl.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
  });
});

describe("hostile input", () => {
  const HOSTILE = ["999999999", "0", "-1", "abc", "..%2F..%2Fetc%2Fpasswd", "9".repeat(30), "%00", "1.5"];
  const paths: [string, string][] = [
    ["GET", "files/X"],
    ["GET", "files/download/X/X"],
    ["GET", "files/download/decrypted/X/X"],
    ["DELETE", "files/X"],
    ["DELETE", "files/X/X"],
    ["PUT", "files/add/X"],
    ["POST", "files/add/encrypted/X"],
  ];
  it("hostile ids answer a Korean 4xx on every file call, never a 5xx", async () => {
    for (const [method, path] of paths) {
      for (const id of HOSTILE) {
        const res = await t.call(method as "GET", path.replace(/X/g, id), {
          token: demo,
          ...files(path.includes("encrypted") ? "atchFiles" : "multipartFiles", ["a.png", PNG]),
        });
        expectClientError(res, [400, 404]);
      }
    }
  });
  it("JSON or broken bodies to upload calls answer 415/400, never a 5xx", async () => {
    for (const path of ["files/upload", "files/upload/encrypted"]) {
      for (const body of ["{}", "[]", "{not json", "42"]) {
        const res = await t.call("POST", path, {
          token: demo,
          body,
          query: { fileType: "INQUIRY" },
          headers: { "content-type": "application/json" },
        });
        expectClientError(res, [400, 415]);
      }
      // A multipart header with a broken body.
      const res = await t.call("POST", path, {
        token: demo,
        body: "garbage",
        query: { fileType: "INQUIRY" },
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
      });
      expectClientError(res, [400, 413, 415]);
      const noBoundary = await t.call("POST", path, {
        token: demo,
        body: "garbage",
        query: { fileType: "INQUIRY" },
        headers: { "content-type": "multipart/form-data" },
      });
      expectClientError(noBoundary, [400, 415]);
    }
  });
});
