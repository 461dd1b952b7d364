/** A SPEC §4 code list: `{ NAME: [code, Korean label] }` → named values, labels by code, and the codes. */
export function codeList<const T extends Record<string, readonly [string, string]>>(entries: T) {
  const values = Object.fromEntries(Object.entries(entries).map(([k, [code]]) => [k, code])) as {
    [K in keyof T]: T[K][0];
  };
  const labels = Object.fromEntries(Object.values(entries).map(([code, label]) => [code, label])) as Record<T[keyof T][0], string>;
  const codes = Object.values(entries).map(([code]) => code) as [T[keyof T][0], ...T[keyof T][0][]];
  return { values, labels, codes };
}
