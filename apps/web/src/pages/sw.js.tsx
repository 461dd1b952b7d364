import type { GetServerSideProps } from "next";
import { serveServiceWorker } from "@/server/service-worker-file";

/**
 * /sw.js: the service worker of this build, answered by src/server/service-worker-file.ts (Next renders nothing
 * once getServerSideProps has sent the response). A route rather than a rewrite: any rewrite ships Next's
 * client-side rewrite resolver to every page.
 */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  serveServiceWorker(res);
  return { props: {} };
};

export default function ServiceWorkerFile() {
  return null;
}
