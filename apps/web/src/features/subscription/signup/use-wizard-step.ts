import { useEffect, useState } from "react";
import { useRouter } from "next/router";
import { encodeProgress, readWizard, wizardRedirect, writeProgressCookie, type ServiceSignupWizard, type WizardStep } from "./wizard";

/**
 * A wizard page's view of the wizard (kept in this tab's sessionStorage, so known only after mount): null until it is
 * read, then the state; a page opened before an earlier step is done is replaced by that step (no history entry).
 */
export function useWizardStep(step: WizardStep): ServiceSignupWizard | null {
  const router = useRouter();
  const [wizard, setWizard] = useState<ServiceSignupWizard | null>(null);
  useEffect(() => {
    const current = readWizard();
    // The server's view follows this tab's, so the next load of a step draws what this tab has done (a tab with
    // nothing of its own, e.g. a step's address opened in a new tab, leaves another tab's progress alone).
    if (encodeProgress(current)) writeProgressCookie(current);
    const away = wizardRedirect(step, current);
    if (away) void router.replace(away);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot see sessionStorage; a render-time read would break hydration
    else setWizard(current);
    // The wizard is read once per visit of the page; its own writes navigate on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  return wizard;
}
