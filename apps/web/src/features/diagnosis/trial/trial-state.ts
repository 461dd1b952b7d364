/**
 * The trial diagnosis's answers and the visitor's place in it, kept in this tab's sessionStorage so that going back,
 * a reload or a look at the sign-up page never loses what was entered (docs/diagnosis.md "Trial diagnosis").
 */
export const TRIAL_STORAGE_KEY = "evsafe.trialDiagnosis";

export interface TrialAnswers {
  brandDcd: string | null;
  mdlDcd: string | null;
  dtlMdlDcd: string | null;
  /** Months of ownership. */
  ownershipPeriod: string;
  /** Odometer, km. */
  totalDrvDistance: string;
  chargeCountOfMonth: string;
  /** Sudden starts or stops in a typical week. */
  suddenStartOrStopCount: string;
  drivePurpose: "01" | "02" | "03" | "04";
  chargeStartSoc: string;
  chargeEndSoc: string;
  chargeType: "01" | "02" | "03";
  safeInspection: "Y" | "N";
  safeService: "Y" | "N";
}

/** A typical first answer: two years, 30,000 km, weekly charging from 20 % to 80 % at home. */
export const DEFAULT_ANSWERS: TrialAnswers = {
  brandDcd: null,
  mdlDcd: null,
  dtlMdlDcd: null,
  ownershipPeriod: "24",
  totalDrvDistance: "30000",
  chargeCountOfMonth: "8",
  suddenStartOrStopCount: "5",
  drivePurpose: "01",
  chargeStartSoc: "20",
  chargeEndSoc: "80",
  chargeType: "01",
  safeInspection: "N",
  safeService: "N",
};

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let memory: TrialAnswers = DEFAULT_ANSWERS;

export function readTrialAnswers(): TrialAnswers {
  const s = store();
  if (!s) return memory;
  try {
    const raw = s.getItem(TRIAL_STORAGE_KEY);
    if (!raw) return DEFAULT_ANSWERS;
    const v = JSON.parse(raw) as Partial<TrialAnswers>;
    const kept: Partial<TrialAnswers> = {};
    for (const key of Object.keys(DEFAULT_ANSWERS) as (keyof TrialAnswers)[]) {
      const value = v[key];
      if (typeof value === "string" || (value === null && key.endsWith("Dcd"))) (kept as Record<string, unknown>)[key] = value;
    }
    return { ...DEFAULT_ANSWERS, ...kept };
  } catch {
    return memory;
  }
}

export function saveTrialAnswers(answers: TrialAnswers): void {
  memory = answers;
  const s = store();
  try {
    s?.setItem(TRIAL_STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // The in-memory copy above still carries this page.
  }
}
