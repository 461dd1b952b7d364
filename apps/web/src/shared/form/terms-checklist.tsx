import type { ReactNode } from "react";
import { AppLink } from "../ui/app-link";
import { CheckboxField } from "./fields";

/** One term of a list to agree to (its text is on its own page). */
export interface ChecklistTerm {
  agreeId: number;
  termsCd: string;
  title: string;
  required: boolean;
}

export interface TermsChecklistProps {
  terms: readonly ChecklistTerm[];
  ticked: ReadonlySet<number>;
  onChange: (ticked: Set<number>) => void;
  /** The fieldset's legend (visible or `sr-only`, as the page needs). */
  legend: ReactNode;
  /** The page of a term's text. */
  textHref: (term: ChecklistTerm) => string;
}

/**
 * A list of terms to agree to (the sign-up's, the service sign-up's): 전체 동의, then each term with its (필수)/(선택)
 * mark and 보기 for its text. The page keeps the ticks and decides when it may go on.
 */
export function TermsChecklist({ terms, ticked, onChange, legend, textHref }: TermsChecklistProps) {
  const allTicked = terms.length > 0 && terms.every((t) => ticked.has(t.agreeId));
  const toggle = (agreeId: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(agreeId);
    else next.delete(agreeId);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col rounded-2xl border border-gray-200 px-4 py-2">
      {legend}
      <CheckboxField
        label={<span className="font-bold">전체 동의</span>}
        checked={allTicked}
        onChange={(e) => onChange(e.target.checked ? new Set(terms.map((t) => t.agreeId)) : new Set())}
        className="border-b border-gray-200"
      />
      {terms.map((t) => (
        <CheckboxField
          key={t.agreeId}
          label={t.title}
          required={t.required}
          checked={ticked.has(t.agreeId)}
          onChange={(e) => toggle(t.agreeId, e.target.checked)}
          trailing={
            <AppLink
              href={textHref(t)}
              className="flex min-h-12 min-w-12 items-center justify-center text-sm font-semibold text-gray-700 underline underline-offset-2"
              aria-label={`${t.title} 보기`}
            >
              보기
            </AppLink>
          }
        />
      ))}
    </fieldset>
  );
}
