import type { GetServerSideProps } from "next";
import { ROUTES } from "@/shared/routes";

/** `/`: the public landing page (a token that cannot be decoded also signs the user out to here, SPEC §5). */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: ROUTES.nonMemberMain, permanent: false },
});

export default function Index() {
  return null;
}
