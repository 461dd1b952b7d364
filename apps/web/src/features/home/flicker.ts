import { useEffect, useState, useSyncExternalStore } from "react";
import { FLICKER_CONTINUOUS } from "@evsafe/contract/constants/account";
import { useHomeRead } from "./api";

/**
 * How the status indicator draws attention (docs/home.md "Flicker"): `flicker` blinks, `highlight` is the steady
 * ring shown instead when the phone asks for reduced motion, `off` is the plain indicator.
 */
export type FlickerMode = "flicker" | "highlight" | "off";

/** The period used when the setting cannot be read: a warning must still be seen. */
export const FALLBACK_FLICKER_SECONDS = 10;

const REDUCE = "(prefers-reduced-motion: reduce)";
const subscribe = (change: () => void) => {
  const query = window.matchMedia?.(REDUCE);
  query?.addEventListener?.("change", change);
  return () => query?.removeEventListener?.("change", change);
};
/** The phone's motion preference; null on the server and while hydrating, when nothing flickers yet. */
function useReducedMotion(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCE).matches === true,
    () => null,
  );
}

/**
 * The home status indicator's attention, for a status of caution or worse: from when the screen shows it, for the
 * member's period (`users/config/main-flicker`: 5, 10, 30 or 60 s), or until it is tapped (999). A tap always stops it.
 */
export function useFlicker(active: boolean): { mode: FlickerMode; continuous: boolean; stop: () => void } {
  const { data, error } = useHomeRead("getMainFlicker", active);
  const reduced = useReducedMotion();
  const period = data?.flickerPeriod ?? (error ? FALLBACK_FLICKER_SECONDS : undefined);
  const [stopped, setStopped] = useState(false);
  const continuous = period === FLICKER_CONTINUOUS;

  useEffect(() => {
    if (!active || period === undefined || period === FLICKER_CONTINUOUS) return;
    const timer = setTimeout(() => setStopped(true), period * 1000);
    return () => clearTimeout(timer);
  }, [active, period]);

  const on = active && period !== undefined && reduced !== null && !stopped;
  return { mode: on ? (reduced ? "highlight" : "flicker") : "off", continuous, stop: () => setStopped(true) };
}
