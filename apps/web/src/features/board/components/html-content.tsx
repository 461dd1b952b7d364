import type { MouseEvent } from "react";
import { openOutside } from "@/shared/open-outside";

/**
 * HTML the web server sanitised (server/sanitize-board-html.ts): a notice's body or an FAQ answer. Images fit the
 * screen; a tapped link opens outside the app: through the shell's `link.open` in the app, in a new tab (no opener)
 * in a browser.
 */
export function HtmlContent({ html, className = "" }: { html: string; className?: string }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    event.preventDefault();
    void openOutside(anchor.href);
  };
  return (
    // The click handler only routes taps (and Enter) on links, which are keyboard-reachable themselves.
    <div
      className={`board-html break-keep [overflow-wrap:anywhere] text-base leading-relaxed text-gray-800 [&_a]:py-1.5 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:border-gray-200 [&_td]:p-1 [&_th]:border [&_th]:border-gray-200 [&_th]:p-1 [&_ul]:list-disc ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
