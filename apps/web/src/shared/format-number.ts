/**
 * Korean display of the API's numbers, apart from the dates (format.ts) so that a screen without figures does not
 * carry it in its first-load JS.
 */

/**
 * `12.5` → `12.5`, `80` → `80`, `12345.67` → `12,345.7`: at most `maximumFractionDigits` decimals (0–20), Korean
 * grouping for thousands — what `toLocaleString("ko-KR", { maximumFractionDigits })` prints, without Intl: the
 * first ko-KR number formatter costs ≈ 30 ms of main thread in Chromium (its locale data), and the home screen
 * formats its figures while hydrating (docs/performance.md). Like Intl, it rounds the number's shortest decimal
 * form half away from zero (`1.005` → `1.01`); server and browser print the same.
 */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString("ko-KR", { maximumFractionDigits });
  const digits = Math.min(20, Math.max(0, Math.trunc(maximumFractionDigits)));
  const [whole, fraction] = roundDecimal(plainDecimal(Math.abs(value)), digits);
  const decimals = fraction.replace(/0+$/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `.${decimals}` : ""}`;
}

/** The shortest decimal form of a non-negative number below 1e21, without an exponent (`1e-7` → `0.0000001`). */
function plainDecimal(abs: number): string {
  const text = String(abs);
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const significant = m[1]! + (m[2] ?? "");
  const exponent = Number(m[3]);
  return exponent < 0 ? `0.${"0".repeat(-exponent - 1)}${significant}` : significant.padEnd(exponent + 1, "0");
}

/** Rounds a plain decimal to `digits` decimals, half up on its digits: [whole part, fraction of `digits` or fewer]. */
function roundDecimal(plain: string, digits: number): [string, string] {
  const [whole = "0", fraction = ""] = plain.split(".");
  if (fraction.length <= digits) return [whole, fraction];
  let kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) >= 53 /* "5" */) {
    const chars = kept.split("");
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === "9") chars[i--] = "0";
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift("1");
    kept = chars.join("");
  }
  return [kept.slice(0, kept.length - digits) || "0", kept.slice(kept.length - digits)];
}
