import type { ComponentType, ReactNode } from "react";
import type { NextPage } from "next";
import { AppLayout, PublicLayout, type LayoutProps } from "./layouts";

/** Which frame a page is drawn in: `app` (dark wrapper) or `public` (none, SPEC §2 `/nonMemberMain`). */
export const PAGE_LAYOUTS = ["app", "public"] as const;
export type PageLayoutName = (typeof PAGE_LAYOUTS)[number];

/** Pages default to the app frame; a public page says so: `Page.layout = "public"`. */
export const DEFAULT_PAGE_LAYOUT: PageLayoutName = "app";

/** A page component with its static layout choice. */
export type AppPage<P = object> = NextPage<P> & { layout?: PageLayoutName };

const LAYOUTS: Record<PageLayoutName, ComponentType<LayoutProps>> = { app: AppLayout, public: PublicLayout };

/** The layout a page asked for; an unknown value falls back to the default rather than dropping the frame. */
export function layoutOf(page: unknown): PageLayoutName {
  const asked = (page as { layout?: unknown } | null | undefined)?.layout;
  return PAGE_LAYOUTS.includes(asked as PageLayoutName) ? (asked as PageLayoutName) : DEFAULT_PAGE_LAYOUT;
}

/** The layout component for a page. */
export function getLayout(page: unknown): ComponentType<LayoutProps> {
  return LAYOUTS[layoutOf(page)];
}

/** `_app`'s frame around the page: the layout the page asked for (`<PageFrame page={Component}>`). */
export function PageFrame({ page, children }: { page: unknown; children: ReactNode }) {
  return layoutOf(page) === "public" ? <PublicLayout>{children}</PublicLayout> : <AppLayout>{children}</AppLayout>;
}
