import { CertificateScreen } from "@/features/battery-report/certificate-screen";
import { getCertificateProps, type CertificatePageProps } from "@/features/battery-report/certificate-server";
import type { AppPage } from "@/shared/layout";

// Public (no sign-in): a buyer or a service centre opens the link or the QR code; read per request, never indexed.
export const getServerSideProps = getCertificateProps;
const CertificatePage: AppPage<CertificatePageProps> = (props) => <CertificateScreen {...props} />;
CertificatePage.layout = "public";
export default CertificatePage;
