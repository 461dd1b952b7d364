import type { ReactNode } from "react";
import { isLeftToPolicy } from "../fetcher";
import type { ScreenData } from "../screen-data";
import { EmptyState, ErrorState, LoadingState } from "./states";

type ReadError<T> = NonNullable<ScreenData<T>["error"]>;

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
  /**
   * `screen` (default): the read is the screen's content, its error a full block with the API's message.
   * `card`: one card among others on a screen (the dashboard); its error is one line with 다시 시도, so one failed
   * read does not fill the screen.
   */
  variant?: "screen" | "card";
  /**
   * A card designed to degrade on its own instead of showing the inline error: `"hide"` draws nothing, a function
   * draws what the card shows without its data (e.g. a line from another read).
   */
  onError?: "hide" | ((error: ReadError<T>) => ReactNode);
  /** When the data means "nothing yet", the empty state to show instead of `children`. */
  empty?: { when: (data: T) => boolean; title: string; message?: string };
  /**
   * A refusal that is an answer with a way on of its own rather than a failed load (e.g. "no account for this
   * person" → sign up): what to show instead of the inline error, or null for the inline error.
   */
  refusal?: (error: ReadError<T>) => ReactNode | null;
}

/**
 * The states of one screen read, the same on every screen: the content when data is there, else an inline error
 * with 다시 시도, else the skeleton. Failures the error policy acts on (SPEC §8: sign-out, dialogs, pause page)
 * keep the skeleton: the policy is already taking the user elsewhere.
 */
export function AsyncContent<T>({
  state,
  children,
  skeleton,
  loadingLabel,
  errorTitle,
  variant = "screen",
  onError,
  empty,
  refusal,
}: AsyncContentProps<T>) {
  const { data, error, isLoading, retry } = state;
  if (data !== undefined) {
    return empty?.when(data) ? <EmptyState title={empty.title} message={empty.message} /> : <>{children(data)}</>;
  }
  if (error && !isLoading && !isLeftToPolicy(error)) {
    const answer = refusal?.(error) ?? null;
    if (answer !== null) return <>{answer}</>;
    if (onError === "hide") return null;
    if (onError) return <>{onError(error)}</>;
    return variant === "card" ? (
      <CardError title={errorTitle} onRetry={retry} />
    ) : (
      <ErrorState title={errorTitle} message={error.message} onRetry={retry} />
    );
  }
  return <LoadingState label={loadingLabel}>{skeleton}</LoadingState>;
}

/** A card's failed read: what could not be loaded, in one line, and 다시 시도 for that read alone (44 px target). */
function CardError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-center gap-2 rounded-xl bg-gray-50 py-1 pl-4 pr-1 text-sm text-gray-600"
      data-testid="card-error"
    >
      <p className="flex-1">{title}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 shrink-0 rounded-lg px-3 font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-100"
      >
        다시 시도
      </button>
    </div>
  );
}
