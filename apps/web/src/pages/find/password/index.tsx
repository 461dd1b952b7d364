import { getFindPasswordProps, type FindPasswordProps } from "@/features/accounts/find-password-props";
import { FindPasswordScreen } from "@/features/accounts/find-password-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: find password: identity verification (purpose find-password), then ?step=new-password. docs/accounts.md.
export const getServerSideProps = getFindPasswordProps;

const FindPasswordPage: AppPage<FindPasswordProps> = ({ step }) => <FindPasswordScreen step={step} />;
FindPasswordPage.layout = "app";
export default FindPasswordPage;
