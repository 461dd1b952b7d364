import { useCallback, useRef, useState, type FormEvent } from "react";

/**
 * Wraps an async action so that it runs once at a time: a second call while the first is in flight does nothing
 * (two taps in the same frame reach the handler before the disabled button renders, so the ref decides, not the
 * state). `pending` drives the submit button.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>): [(...args: A) => Promise<void>, boolean] {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return [run, pending];
}

/**
 * A form's `onSubmit` that sends once at a time: the guard comes before react-hook-form's `handleSubmit` (whose
 * validation is asynchronous, so a guard inside it would let a second tap through), and the browser's own submit is
 * always prevented, the refused ones included. `pending` drives the submit button.
 */
export function useSubmitOnce(handleSubmit: (event?: FormEvent) => Promise<unknown>): [(event: FormEvent) => void, boolean] {
  const [run, pending] = useSingleFlight(handleSubmit);
  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void run(event);
    },
    [run],
  );
  return [onSubmit, pending];
}
