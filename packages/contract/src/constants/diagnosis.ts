import { codeList } from "./code-list";

/** SPEC §4 diagnosis codes (zod-free: see constants/index.ts). */

const diagnosisType = codeList({ BATTERY_STATE: ["01", "배터리 상태"], EFFICIENCY: ["02", "효율"], USABILITY: ["03", "사용성"] });
export const DIAGNOSIS_TYPE = diagnosisType.values;
export const DIAGNOSIS_TYPE_LABEL = diagnosisType.labels;
export const DIAGNOSIS_TYPE_CODES = diagnosisType.codes;

/** Diagnosis wizard: step 0 intro, steps 1–4 questions, step 5 result (SPEC §4). */
export const DIAGNOSIS_STEP = { INTRO: 0, FIRST: 1, LAST: 4, RESULT: 5 } as const;
