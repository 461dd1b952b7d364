import { DrivingScreen } from "@/features/driving/driving-screen";
import { getDrivingProps, type DrivingProps } from "@/features/driving/server";
import type { AppPage } from "@/shared/layout";

// Every read of the screen, for the periods in the address, is in the first HTML.
export const getServerSideProps = getDrivingProps;
const DrivingPage: AppPage<DrivingProps> = ({ today }) => <DrivingScreen serverToday={today} />;
DrivingPage.layout = "app";
export default DrivingPage;
