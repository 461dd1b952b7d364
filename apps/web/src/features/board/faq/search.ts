import type { FaqItem } from "@evsafe/contract";

/**
 * Text as the FAQ search compares it: Unicode NFC (a question typed on one phone as decomposed jamo matches the
 * composed syllables of another), lower case, and no white space at all, so "급속 충전" finds "급속충전기" and the
 * other way round.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("ko-KR").replace(/\s+/gu, "");
}

/** HTML of an answer as plain text for the search (tags out, the few entities the API writes decoded). */
function answerText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The loaded questions whose question or answer contains the query anywhere, the middle of a word included ("충전"
 * finds "급속충전기"). An empty query (after normalising) keeps every question.
 */
export function searchFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = normaliseForSearch(query);
  if (!needle) return [...items];
  return items.filter(
    (item) => normaliseForSearch(item.question).includes(needle) || normaliseForSearch(answerText(item.answer)).includes(needle),
  );
}
