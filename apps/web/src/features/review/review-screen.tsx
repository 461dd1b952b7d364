import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { FORM_SKELETON } from "./components/review-skeleton";

/** The review and its form load as their own chunk (rendered on the server too). */
const ReviewContent = dynamic(() => import("./components/review-content").then((m) => m.ReviewContent), {
  loading: () => FORM_SKELETON,
});

/** /review (리뷰, from the menu and the one-time request on /home): the member's review, written, read, edited, deleted. */
export function ReviewScreen() {
  return (
    <AppScreen title="리뷰" tab="menu">
      <ReviewContent />
    </AppScreen>
  );
}
