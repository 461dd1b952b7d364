/** Times of the API's timestamps in Korean, in its own module: pages that only print dates do not carry it. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * `11월 22일 오후 2:00` in Seoul time. Formatted by hand on the server: ICU builds differ on the Korean
 * day period (some print `PM`), and the browser must hydrate exactly the server's text.
 */
export function formatKstTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + KST_OFFSET_MS);
  const hour = d.getUTCHours();
  const period = hour < 12 ? "오전" : "오후";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minute = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 ${period} ${hour12}:${minute}`;
}
