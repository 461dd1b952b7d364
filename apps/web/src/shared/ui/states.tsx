import type { ReactNode } from "react";

/** A grey block while data loads. Hidden from screen readers: the surrounding `LoadingState` speaks for it. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none ${className}`} />;
}

/** Loading placeholder shaped like the content, announced once as "불러오는 중". */
export function LoadingState({ label = "불러오는 중입니다", children }: { label?: string; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3" data-testid="loading">
      <span className="sr-only">{label}</span>
      {children ?? (
        <>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-28" />
          <Skeleton className="h-16" />
        </>
      )}
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  /** The API client's Korean message (never a raw exception text). */
  message?: string | null;
  onRetry?: () => void;
}

/**
 * A read that failed for a reason the error policy leaves to the screen (network, timeout, 5xx other than
 * 502): what happened and a way to try again. 401/403/expired/502 never reach here as a decision: the policy
 * has already acted on them.
 */
export function ErrorState({ title = "정보를 불러오지 못했어요", message, onRetry }: ErrorStateProps) {
  return (
    <section role="alert" className="rounded-2xl border border-gray-200 bg-white p-5 text-center" data-testid="error-state">
      <h2 className="text-base font-bold text-gray-900">{title}</h2>
      <p className="mt-1 text-sm leading-relaxed text-gray-600">
        {message || "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요."}
      </p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 min-h-11 rounded-xl border border-gray-300 px-5 text-sm font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50"
        >
          다시 시도
        </button>
      )}
    </section>
  );
}

/** Nothing to show yet, and why (e.g. the device has not sent data). */
export function EmptyState({ title, message, children }: { title: string; message?: string | null; children?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-gray-50 p-5 text-center" data-testid="empty-state">
      <h2 className="text-base font-bold text-gray-900">{title}</h2>
      {message && <p className="mt-1 text-sm leading-relaxed text-gray-600">{message}</p>}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
