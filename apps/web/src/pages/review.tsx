import { getReviewProps } from "@/features/review/server";
import { ReviewScreen } from "@/features/review/review-screen";
import type { AppPage } from "@/shared/layout";

// The member's review (or that there is none) and its photos' list are in the first HTML.
export const getServerSideProps = getReviewProps;
const ReviewPage: AppPage = () => <ReviewScreen />;
ReviewPage.layout = "app";
export default ReviewPage;
