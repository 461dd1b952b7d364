import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import qrcode from "qrcode-generator";
import subsetFont from "subset-font";
import type { Certificate, CertificateSnapshot } from "@evsafe/contract";
import { kstDate } from "../http/time";

const require = createRequire(import.meta.url);

/** Pretendard's TrueType files, read once on the first PDF (not at start: most instances never make one). */
const FONT_FILES = {
  regular: "pretendard/dist/public/static/alternative/Pretendard-Regular.ttf",
  bold: "pretendard/dist/public/static/alternative/Pretendard-Bold.ttf",
} as const;
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  fonts ??= { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
  return fonts;
}

/**
 * The fonts cut down to the characters of one document, by harfbuzz (subset-font). pdf-lib's own subsetting
 * (fontkit) drops the outlines of most of Pretendard's Korean glyphs: the text copies but does not show.
 */
async function subsetFonts(text: string) {
  const f = fontFiles();
  const [regular, bold] = await Promise.all([
    subsetFont(f.regular, text, { targetFormat: "truetype" }),
    subsetFont(f.bold, text, { targetFormat: "truetype" }),
  ]);
  return { regular, bold };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.29, 0.33, 0.4);
const BRAND = rgb(0.11, 0.3, 0.85);
const RULE = rgb(0.9, 0.91, 0.93);
const SAFE_TINT = rgb(0.93, 0.98, 0.95);
const SAFE = rgb(0.09, 0.5, 0.24);

/** `2026년 11월 28일` of a `YYYY-MM-DD` day. */
function koreanDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${y}년 ${m}월 ${d}일`;
}

/** The rows of the figures table, in the order of the public page (the car number and name only when shared). */
function certificateRows(c: CertificateSnapshot, issuedAt: string, expiresAt: string, shareId: string): [string, string][] {
  const rows: [string, string][] = [
    ["차량", `${c.brandNm} ${c.dtlMdlNm}`],
    ["연식", `${c.modelYear}년식`],
    // One decimal at most, without a trailing zero: as the public page and the report write it (94%, 94.2%).
    ["배터리 건강도(SoH)", `${Math.round(c.sohPct * 10) / 10}% · ${c.sohStatusName}`],
    ["안전 등급", `${c.grade}등급 · ${c.gradeName}`],
    ["측정 기간", `${koreanDate(c.measuredFrom)} ~ ${koreanDate(c.measuredTo)} (${c.measuredDays}일)`],
  ];
  if (c.carNo) rows.push(["차량 번호", c.carNo]);
  if (c.ownerName) rows.push(["소유자", c.ownerName]);
  rows.push(
    ["발급일", koreanDate(kstDate(new Date(issuedAt)))],
    ["유효기간", `${koreanDate(kstDate(new Date(expiresAt)))}까지`],
    ["인증서 번호", shareId],
  );
  return rows;
}

/**
 * Lines of `text` at most `width` wide: Korean breaks between any two characters, so per character. Widths are summed
 * per character (a layout of the whole line per character would cost the font's shaping each time).
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const ch of text) {
    const w = font.widthOfTextAtSize(ch, size);
    if (line && lineWidth + w > width) {
      lines.push(line.trimEnd());
      line = ch === " " ? "" : ch;
      lineWidth = ch === " " ? 0 : w;
    } else {
      line += ch;
      lineWidth += w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const n = qr.getModuleCount();
  const cell = size / n;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.isDark(row, col)) {
        page.drawRectangle({ x: x + col * cell, y: y + size - (row + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
      }
    }
  }
}

/**
 * No contextual glyphs: Pretendard swaps a hyphen between capitals or digits for another glyph, which has no
 * character of its own in the PDF's text map, so a copied certificate number or address would lose its hyphen.
 */
const PLAIN_GLYPHS = { calt: false, case: false, liga: false, clig: false };

/** Every text the PDF prints besides the figures and the address. */
const TEXT = {
  brand: "EV 배터리 안전 알림",
  title: "배터리 상태 인증서",
  statusNote: "이 문서는 발급한 때의 인증서 내용입니다. 지금도 유효한지(철회·만료 여부)는 아래 QR 코드나 주소에서 확인할 수 있습니다.",
  checkTitle: "진위 확인",
  checkNote: "휴대폰 카메라로 QR 코드를 찍거나 아래 주소를 열면 이 인증서를 서버에서 다시 확인합니다.",
  footnote:
    "이 인증서는 차량에 설치된 OBD 단말기가 매일 수집한 배터리 데이터로 만들었습니다. 배터리 건강도(SoH)는 배터리 관리 시스템의 추정값이며 측정 방식에 따라 ±2%포인트 정도 차이가 날 수 있습니다. 인증서의 내용은 발급한 뒤 바뀌지 않습니다.",
};

/**
 * A valid certificate as a one-page A4 PDF: the figures of the public page as they were issued, the QR code and the
 * address of the public check (which says whether it is still valid, revoked or expired), and the same note on what
 * the figures are. Korean text in Pretendard, embedded as a subset.
 */
export async function renderCertificatePdf(
  certificate: Certificate & { certificate: CertificateSnapshot; issuedAt: string; expiresAt: string },
  shareId: string,
  checkUrl: string,
): Promise<Uint8Array> {
  const c = certificate.certificate;
  const rows = certificateRows(c, certificate.issuedAt, certificate.expiresAt, shareId);
  const subsets = await subsetFonts([...Object.values(TEXT), certificate.title, checkUrl, ...rows.flat()].join(""));
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(subsets.regular, { features: PLAIN_GLYPHS });
  const bold = await doc.embedFont(subsets.bold, { features: PLAIN_GLYPHS });
  doc.setTitle(`${TEXT.title} - ${c.brandNm} ${c.dtlMdlNm}`);
  doc.setSubject(`${TEXT.brand} ${TEXT.title}`);
  doc.setCreator(TEXT.brand);
  doc.setProducer(TEXT.brand);
  doc.setLanguage("ko-KR");
  doc.setCreationDate(new Date(certificate.issuedAt));

  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const text = (s: string, size: number, font: PDFFont, color = INK, x = MARGIN) => page.drawText(s, { x, y, size, font, color });

  y -= 12;
  text(TEXT.brand, 11, bold, BRAND);
  y -= 32;
  text(TEXT.title, 26, bold);

  // Status panel: valid when issued; the QR code's check says whether it still is.
  y -= 24;
  const note = wrap(TEXT.statusNote, regular, 10.5, width - 28);
  const panelHeight = 34 + note.length * 15;
  page.drawRectangle({
    x: MARGIN,
    y: y - panelHeight + 14,
    width,
    height: panelHeight,
    color: SAFE_TINT,
    borderColor: SAFE,
    borderWidth: 1,
  });
  y -= 8;
  text(certificate.title, 14, bold, INK, MARGIN + 14);
  for (const line of note) {
    y -= 17;
    text(line, 10.5, regular, MUTED, MARGIN + 14);
  }

  // The figures.
  y -= 40;
  for (const [label, value] of rows) {
    text(label, 11.5, regular, MUTED);
    const lines = wrap(value, bold, 11.5, width - 170);
    lines.forEach((line, i) => page.drawText(line, { x: MARGIN + 170, y: y - i * 16, size: 11.5, font: bold, color: INK }));
    y -= 12 + 16 * (lines.length - 1);
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.7, color: RULE });
    y -= 20;
  }

  // The QR code of the public check, and its address for whoever cannot scan.
  const qrSize = 132;
  y -= qrSize - 8;
  drawQr(page, checkUrl, MARGIN, y, qrSize);
  const side = MARGIN + qrSize + 20;
  let ty = y + qrSize - 14;
  page.drawText(TEXT.checkTitle, { x: side, y: ty, size: 13, font: bold, color: INK });
  for (const line of wrap(TEXT.checkNote, regular, 10.5, width - qrSize - 20)) {
    ty -= 17;
    page.drawText(line, { x: side, y: ty, size: 10.5, font: regular, color: MUTED });
  }
  for (const line of wrap(checkUrl, regular, 9, width - qrSize - 20)) {
    ty -= 14;
    page.drawText(line, { x: side, y: ty, size: 9, font: regular, color: BRAND });
  }

  // The note of the public page on what the figures are.
  y -= 36;
  for (const line of wrap(TEXT.footnote, regular, 9.5, width)) {
    text(line, 9.5, regular, MUTED);
    y -= 14;
  }
  return doc.save();
}
