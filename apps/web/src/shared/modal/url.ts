import { MODAL_QUERY_KEY, MODAL_QUERY_VALUE } from "./lazy-modal-host";

// Paths with and without SPEC §2's `modal=true`. The marker itself is in the first-load module (the lazy host
// checks it); these helpers load with the dialog and the error policy.

/** The current path with its query, as the router calls it (`asPath`). */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function split(path: string): { base: string; params: URLSearchParams; hash: string } {
  const hashAt = path.indexOf("#");
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const noHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = noHash.indexOf("?");
  return {
    base: queryAt >= 0 ? noHash.slice(0, queryAt) : noHash,
    params: new URLSearchParams(queryAt >= 0 ? noHash.slice(queryAt + 1) : ""),
    hash,
  };
}

function join(base: string, params: URLSearchParams, hash: string): string {
  const query = params.toString();
  return `${base}${query ? `?${query}` : ""}${hash}`;
}

export function hasModalQuery(path: string): boolean {
  return split(path).params.get(MODAL_QUERY_KEY) === MODAL_QUERY_VALUE;
}

/** `path` with `modal=true` added (SPEC §2). */
export function withModalQuery(path: string): string {
  const { base, params, hash } = split(path);
  params.set(MODAL_QUERY_KEY, MODAL_QUERY_VALUE);
  return join(base, params, hash);
}

/** `path` without `modal=true` (also used so a callbackUrl never reopens a dialog's URL). */
export function withoutModalQuery(path: string): string {
  const { base, params, hash } = split(path);
  if (!params.has(MODAL_QUERY_KEY)) return path;
  params.delete(MODAL_QUERY_KEY);
  return join(base, params, hash);
}
