/**
 * A long identifier (a trade number, a waybill) in groups of four, its letter prefix apart ("EVS 2026 0924 …",
 * "6100 0001 5838"): it reads aloud to a call centre and wraps between groups at large text sizes.
 */
export const groupedId = (id: string) => id.replace(/^([A-Za-z]+)(?=\d)/, "$1 ").replace(/(\d{4})(?=\d)/g, "$1 ");
