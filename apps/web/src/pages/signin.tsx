import { getSignInProps } from "@/features/auth/sign-in-props";
import { SignInScreen, type SignInScreenProps } from "@/features/auth/sign-in-screen";
import type { AppPage } from "@/shared/layout";
import { openModal } from "@/shared/modal";

export const getServerSideProps = getSignInProps;

const notify = (message: string) => void openModal({ type: "alert", message });
const SignInPage: AppPage<SignInScreenProps> = (props) => <SignInScreen {...props} deps={{ notify }} />;
export default SignInPage;
