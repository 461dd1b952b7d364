export { AppLayout, PublicLayout, type LayoutProps } from "./layouts";
export { DEFAULT_PAGE_LAYOUT, getLayout, layoutOf, PageFrame, PAGE_LAYOUTS, type AppPage, type PageLayoutName } from "./get-layout";
export { STATUS_BAR_PAD_VAR, statusBarPadding, useStatusBarHeight } from "./status-bar";
