import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from "pdf-lib";

/** What a PDF draws, read back: its lines of text, and the characters drawn with a glyph that has no outline. */
export interface PdfRead {
  /** Each text-showing operator's text through its font's ToUnicode map (what a reader copies). */
  lines: string[];
  /** Characters (not spaces) whose glyph in the embedded font file is empty: copied, but not seen. */
  invisible: string[];
}

/** The lines of text a PDF draws, page by page, read back through each font's ToUnicode map (as a reader copies it). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).lines;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const doc = await PDFDocument.load(bytes);
  const ctx = doc.context;
  const resolve = (o: PDFObject | undefined) => (o instanceof PDFRef ? ctx.lookup(o) : o);
  const streamText = (o: PDFObject | undefined) => {
    const s = resolve(o);
    if (!(s instanceof PDFRawStream)) throw new Error("not a stream");
    return Buffer.from(decodePDFRawStream(s).decode()).toString("latin1");
  };
  const streamBytes = (o: PDFObject | undefined) => {
    const s = resolve(o);
    if (!(s instanceof PDFRawStream)) throw new Error("not a stream");
    return decodePDFRawStream(s).decode();
  };
  const lines: string[] = [];
  const invisible = new Set<string>();
  for (const page of doc.getPages()) {
    type Font = { unicode: Map<string, string>; hasOutline: (gid: number) => boolean };
    const fonts = new Map<string, Font>();
    const fontDict = resolve(page.node.Resources()?.get(PDFName.of("Font")));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = resolve(ref);
        if (!(font instanceof PDFDict)) continue;
        // Type0 font → its CID font → descriptor → the embedded TrueType file; glyph ids are CIDs (Identity).
        const cid = resolve((resolve(font.get(PDFName.of("DescendantFonts"))) as PDFArray).get(0)) as PDFDict;
        const descriptor = resolve(cid.get(PDFName.of("FontDescriptor"))) as PDFDict;
        const file = fontkit.create(Buffer.from(streamBytes(descriptor.get(PDFName.of("FontFile2")))));
        fonts.set(name.asString(), {
          unicode: toUnicodeMap(streamText(font.get(PDFName.of("ToUnicode")))),
          hasOutline: (gid) => file.getGlyph(gid).path.toSVG().length > 0,
        });
      }
    }
    const contents = resolve(page.node.get(PDFName.of("Contents")));
    const parts = contents instanceof PDFArray ? contents.asArray().map(streamText) : [streamText(contents)];
    let font: Font | undefined;
    for (const m of parts.join("\n").matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (m[1]) font = fonts.get(m[1]);
      else {
        const glyphs = m[2]!.match(/.{4}/g) ?? [];
        const chars = glyphs.map((g) => font?.unicode.get(g.toUpperCase()) ?? "�");
        glyphs.forEach((g, i) => {
          if (chars[i]!.trim() && !font?.hasOutline(parseInt(g, 16))) invisible.add(chars[i]!);
        });
        lines.push(chars.join(""));
      }
    }
  }
  return { lines, invisible: [...invisible] };
}

/** `bfchar` and `bfrange` entries of a ToUnicode CMap: glyph id (4 hex digits) → text. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(gid!.toUpperCase(), text(uni!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let g = parseInt(lo!, 16), u = parseInt(uni!, 16); g <= parseInt(hi!, 16); g++, u++) {
        map.set(g.toString(16).toUpperCase().padStart(4, "0"), String.fromCodePoint(u));
      }
    }
  }
  return map;
}
