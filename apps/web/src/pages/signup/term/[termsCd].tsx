import { getTermTextProps, type TermTextProps } from "@/features/accounts/terms-props";
import { TermTextScreen } from "@/features/accounts/term-text-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: /signup/term/privacy-policy, vehicle-policy and marketing-policy (and the other terms in effect).
export const getServerSideProps = getTermTextProps;

const TermTextPage: AppPage<TermTextProps> = (props) => <TermTextScreen {...props} />;
TermTextPage.layout = "app";
export default TermTextPage;
