import { getSignInProps } from "@/features/auth/sign-in-props";
import { SignInScreen, type SignInScreenProps } from "@/features/auth/sign-in-screen";

export const getServerSideProps = getSignInProps;

export default function SignInPage(props: SignInScreenProps) {
  return <SignInScreen {...props} />;
}
