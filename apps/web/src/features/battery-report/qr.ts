import qrcode from "qrcode-generator";

/** A QR code as one SVG path of its dark modules (1 unit each), and its width in modules with a 4-module quiet zone. */
export interface QrPath {
  size: number;
  path: string;
}

const QUIET_ZONE = 4;

/**
 * The QR code of `text` (error correction M: a printed certificate may be folded or smudged), drawn on the server
 * so the page carries no QR library and loads nothing from outside.
 */
export function qrPath(text: string): QrPath {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const n = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: n + 2 * QUIET_ZONE, path };
}
