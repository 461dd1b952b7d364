import { withServicePrefetch } from "@/session-frame/server";
import { ReviewScreen } from "@/features/review/review-screen";
import type { AppPage } from "@/shared/layout";

// The member's review (or that there is none) is in the first HTML.
export const getServerSideProps = withServicePrefetch("getReview");
const ReviewPage: AppPage = () => <ReviewScreen />;
ReviewPage.layout = "app";
export default ReviewPage;
