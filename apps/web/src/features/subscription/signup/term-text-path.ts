import { ROUTES } from "@/shared/routes";

/** The page of a service term's text, opened from a list of terms (its back link returns to the list). */
export const termTextPath = (termsCd: string) => `${ROUTES.termText}/${encodeURIComponent(termsCd)}?from=list`;
