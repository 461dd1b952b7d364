import Router from "next/router";
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { whenIdle } from "@/shared/idle";

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this app (`/home`, `/signin?callbackUrl=…`); other URLs behave as plain links. */
  href: string;
}

const isAppPath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** Page code prefetched once per path (Next dedupes too; this spares the idle callbacks). */
const prefetched = new Set<string>();

function prefetchWhenIdle(href: string): () => void {
  if (prefetched.has(href)) return () => {};
  const run = () => {
    prefetched.add(href);
    Router.prefetch(href).catch(() => prefetched.delete(href));
  };
  return whenIdle(run, { timeout: 2_000, fallbackDelay: 300 });
}

/**
 * A link between the app's pages: a real `<a href>` (middle-click, long-press and screen readers work as links),
 * navigated client-side through Next's router, with the target page's code prefetched when the browser is idle —
 * what `next/link` does, without its client code in the first-load JS on every screen (docs/performance.md). Use it for
 * every internal link; external URLs open through the bridge (`link.open`).
 */
export function AppLink({ href, onClick, target, ...rest }: AppLinkProps) {
  const internal = isAppPath(href) && (!target || target === "_self");

  useEffect(() => {
    if (!internal || process.env.NODE_ENV !== "production") return;
    return prefetchWhenIdle(href);
  }, [href, internal]);

  const onNavigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // new tab or window: the browser's
    event.preventDefault();
    void Router.push(href);
  };

  return <a href={href} target={target} onClick={onNavigate} {...rest} />;
}
