import type { GetServerSideProps } from "next";
import type { FireWarning } from "@evsafe/contract";
import { api } from "@/shared/api-client";

/** How long the offline screen's render waits for the fire guide (it is precached by the service worker at install). */
export const OFFLINE_GUIDE_BUDGET_MS = 3_000;

export interface OfflineScreenProps {
  /** GET common/fire-warning (public), in the HTML so it opens offline; null when the API did not give it. */
  fireWarning: FireWarning | null;
}

/**
 * /offline is public and carries nothing of a member: the service worker precaches this HTML once for every visitor
 * and answers it for any navigation the network does not answer (docs/offline.md). The member's last known state is
 * read from the device after hydration.
 */
export const getOfflineProps: GetServerSideProps<OfflineScreenProps> = async () => {
  try {
    return { props: { fireWarning: await api("getFireWarning", { timeoutMs: OFFLINE_GUIDE_BUDGET_MS }) } };
  } catch {
    return { props: { fireWarning: null } };
  }
};
