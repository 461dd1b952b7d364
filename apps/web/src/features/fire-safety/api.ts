import { useScreenData } from "@/shared/screen-data";

/* The feature's reads, one hook each: its components read through these (CONTRIBUTING house rule 2). */

/** The fire guide (`getFireWarning`): what to do when the battery smokes or burns. */
export const useFireGuide = () => useScreenData("getFireWarning");
