import dynamic from "next/dynamic";
import { withServicePrefetch } from "@/session-frame/server";
import { vehicleReads } from "@/features/vehicle/api";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch(...vehicleReads);
// Its own chunk, rendered on the server too: the vehicle catalogue and the advice table stay out of the route's
// first-load JS.
const VehicleScreen = dynamic(() => import("@/features/vehicle/vehicle-screen").then((m) => m.VehicleScreen));
const VehiclePage: AppPage = () => <VehicleScreen />;
VehiclePage.layout = "app";
export default VehiclePage;
