import type { ReactNode } from "react";
import { isLeftToPolicy } from "../fetcher";
import type { ScreenData } from "../screen-data";
import { EmptyState, ErrorState, LoadingState } from "./states";

export interface AsyncContentProps<T> {
  /** From `useScreenData`. */
  state: Pick<ScreenData<T>, "data" | "error" | "isLoading" | "retry">;
  /** The content, drawn as soon as data is there (cached data first, revalidated behind). */
  children: (data: T) => ReactNode;
  /** Shaped like the content, shown while nothing is there yet. */
  skeleton: ReactNode;
  /** What screen readers hear while it loads ("…을 불러오는 중입니다"). */
  loadingLabel: string;
  /** Title of the inline error ("…을 불러오지 못했어요"). */
  errorTitle: string;
  /** When the data means "nothing yet", the empty state to show instead of `children`. */
  empty?: { when: (data: T) => boolean; title: string; message?: string };
  /**
   * A refusal that is an answer with a way on of its own rather than a failed load (e.g. "no account for this
   * person" → sign up): what to show instead of the inline error, or null for the inline error.
   */
  refusal?: (error: NonNullable<ScreenData<T>["error"]>) => ReactNode | null;
}

/**
 * The states of one screen read, the same on every screen: the content when data is there, else an inline error
 * with 다시 시도, else the skeleton. Failures the error policy acts on (SPEC §8: sign-out, dialogs, pause page)
 * keep the skeleton: the policy is already taking the user elsewhere.
 */
export function AsyncContent<T>({ state, children, skeleton, loadingLabel, errorTitle, empty, refusal }: AsyncContentProps<T>) {
  const { data, error, isLoading, retry } = state;
  if (data !== undefined) {
    return empty?.when(data) ? <EmptyState title={empty.title} message={empty.message} /> : <>{children(data)}</>;
  }
  if (error && !isLoading && !isLeftToPolicy(error)) {
    const answer = refusal?.(error) ?? null;
    return answer !== null ? <>{answer}</> : <ErrorState title={errorTitle} message={error.message} onRetry={retry} />;
  }
  return <LoadingState label={loadingLabel}>{skeleton}</LoadingState>;
}
