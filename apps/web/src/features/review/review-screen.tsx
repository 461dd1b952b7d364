import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { FORM_SKELETON } from "./components/review-skeleton";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

/** The review and its form load as their own chunk (rendered on the server too). */
const ReviewContent = dynamic(() => import("./components/review-content").then((m) => m.ReviewContent), {
  loading: () => FORM_SKELETON,
});

/**
 * react-hook-form and the form load when there is something to write or edit, not with the page. Defined in the
 * page's module, not in the lazily loaded content: Next prepares before hydration only the lazy parts whose
 * definition has run, and one defined there would draw its placeholder over the server's HTML on a direct load.
 */
const ReviewForm = dynamic(() => import("./forms/review-form").then((m) => m.ReviewForm), { loading: () => FORM_SKELETON });

/** /review (리뷰, from the menu and the one-time request on /home): the member's review, written, read, edited, deleted. */
export function ReviewScreen() {
  return (
    <AppScreen title="리뷰" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <ReviewContent ReviewForm={ReviewForm} />
    </AppScreen>
  );
}
