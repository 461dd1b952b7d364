/**
 * A long identifier (a trade number, a waybill) with its digits in groups of four ("EVS2026 0924 …",
 * "6100 0001 5838"): it reads aloud to a call centre and wraps between groups at large text sizes. A letter prefix
 * stays on its first group, so it never stands alone as a word.
 */
export const groupedId = (id: string) => id.replace(/(\d{4})(?=\d)/g, "$1 ");
