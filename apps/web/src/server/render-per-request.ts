import type { GetServerSideProps } from "next";

/**
 * getServerSideProps for a page with no server data: it is rendered per request so it carries the request's CSP
 * nonce. A prerendered (static) page would get no nonce, and the nonce-based CSP would block all its scripts.
 */
export const renderPerRequest: GetServerSideProps = async () => ({ props: {} });
