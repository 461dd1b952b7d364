import type { ServiceSignupBody, ServiceSignupDelivery } from "@evsafe/contract/areas/auth";
import { driverPays } from "@/shared/editions";
import { ROUTES } from "@/shared/routes";

/**
 * The service sign-up wizard's state between its four pages (docs/subscription.md): the vehicle (step 1), the
 * delivery (step 2), the payment result (step 3) and the service terms (step 4), kept in this tab's sessionStorage
 * so that a reload, the postcode search, the payment window or the back button never lose a finished step.
 * Every function is total: a refused store keeps the state in memory for this page.
 */

export const WIZARD_STORAGE_KEY = "evsafe.serviceSignup";

export type WizardVehicle = ServiceSignupBody["vehicle"];
export type WizardDelivery = ServiceSignupDelivery;
/** Step 2's answer: where the device goes, or "이미 단말기가 있어요" (the device of an earlier period, no delivery). */
export type WizardDeviceStep = WizardDelivery | { keepDevice: true };
export const isKeptDevice = (step: WizardDeviceStep): step is { keepDevice: true } => "keepDevice" in step && step.keepDevice === true;
/** What step 3 hands on: a settled payment's trade id or a promotion key, exactly one. */
export type WizardPayment = { tradeId: string } | { promotionKey: string };

export interface ServiceSignupWizard {
  vehicle: WizardVehicle | null;
  delivery: WizardDeviceStep | null;
  payment: WizardPayment | null;
}

export type WizardStep = "vehicle" | "delivery" | "payment" | "complete";
export const ALL_WIZARD_STEPS: readonly WizardStep[] = ["vehicle", "delivery", "payment", "complete"];
/** This edition's steps: the B2B edition has no payment step (the company pays). */
export const wizardSteps = (withPayment: boolean = driverPays): readonly WizardStep[] =>
  withPayment ? ALL_WIZARD_STEPS : ALL_WIZARD_STEPS.filter((s) => s !== "payment");
export const WIZARD_STEPS: readonly WizardStep[] = wizardSteps();
export const WIZARD_STEP_ROUTES: Record<WizardStep, string> = {
  vehicle: ROUTES.serviceSignUpVehicle,
  delivery: ROUTES.serviceSignUpDelivery,
  payment: ROUTES.serviceSignUpPayment,
  complete: ROUTES.serviceSignUpComplete,
};

const EMPTY: ServiceSignupWizard = { vehicle: null, delivery: null, payment: null };
let memory: ServiceSignupWizard = EMPTY;

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return Boolean(v) && typeof v === "object";
}

function isVehicle(v: unknown): v is WizardVehicle {
  return isObject(v) && ["brandDcd", "mdlDcd", "dtlMdlDcd", "carNo"].every((k) => typeof v[k] === "string");
}

function isDelivery(v: unknown): v is WizardDeviceStep {
  if (isObject(v) && v.keepDevice === true) return true;
  return isObject(v) && ["receiverName", "receiverPhone", "zip", "addr", "daddr"].every((k) => typeof v[k] === "string");
}

function isPayment(v: unknown): v is WizardPayment {
  if (!isObject(v)) return false;
  const trade = typeof v.tradeId === "string";
  const key = typeof v.promotionKey === "string";
  return trade !== key;
}

/** The wizard of this tab; a malformed part is left out. */
export function readWizard(): ServiceSignupWizard {
  const s = store();
  if (!s) return memory;
  try {
    const raw = s.getItem(WIZARD_STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return {
      vehicle: isVehicle(v.vehicle) ? v.vehicle : null,
      delivery: isDelivery(v.delivery) ? v.delivery : null,
      payment: isPayment(v.payment) ? v.payment : null,
    };
  } catch {
    return memory;
  }
}

/**
 * How far this browser's wizard is, for the server: which steps are done and whether step 2 kept the device (no
 * personal data). A step's page reads it to draw the step in its HTML instead of a skeleton; the tab's
 * sessionStorage stays the truth, checked after mount (another tab may have moved the cookie on).
 */
export const WIZARD_PROGRESS_COOKIE = "evsafe.serviceSignupSteps";

export interface WizardProgress {
  vehicle: boolean;
  delivery: "address" | "kept" | null;
  payment: boolean;
}

/** The cookie's value: a letter per finished step (v vehicle, d address or k kept device, p payment). */
export function encodeProgress(wizard: ServiceSignupWizard): string {
  const delivery = wizard.delivery ? (isKeptDevice(wizard.delivery) ? "k" : "d") : "";
  return `${wizard.vehicle ? "v" : ""}${delivery}${wizard.payment ? "p" : ""}`;
}

/** The cookie read on the server; null when it is missing or not one this code wrote. */
export function parseProgress(raw: string | undefined): WizardProgress | null {
  if (!raw || !/^v?[dk]?p?$/.test(raw)) return null;
  return {
    vehicle: raw.includes("v"),
    delivery: raw.includes("k") ? "kept" : raw.includes("d") ? "address" : null,
    payment: raw.includes("p"),
  };
}

/** Writes the progress cookie from this tab's wizard (every write does; a step's page does on mount too). */
export function writeProgressCookie(wizard: ServiceSignupWizard) {
  if (typeof document === "undefined") return;
  const value = encodeProgress(wizard);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // A session cookie for the wizard's pages only; an empty wizard removes it.
  document.cookie = `${WIZARD_PROGRESS_COOKIE}=${value}; Path=/service/signup; SameSite=Lax${value ? "" : "; Max-Age=0"}${secure}`;
}

function write(wizard: ServiceSignupWizard) {
  memory = wizard;
  writeProgressCookie(wizard);
  const s = store();
  if (!s) return;
  try {
    if (!wizard.vehicle && !wizard.delivery && !wizard.payment) s.removeItem(WIZARD_STORAGE_KEY);
    else s.setItem(WIZARD_STORAGE_KEY, JSON.stringify(wizard));
  } catch {
    // The in-memory copy above still carries this page.
  }
}

/** Step 1 done. A different vehicle keeps the later steps: the delivery and payment do not depend on it. */
export function setVehicle(vehicle: WizardVehicle) {
  write({ ...readWizard(), vehicle });
}

/** Step 2 done: an address, or the member keeps the device of an earlier period (nothing is delivered). */
export function setDelivery(delivery: WizardDeviceStep) {
  write({ ...readWizard(), delivery: isKeptDevice(delivery) ? { keepDevice: true } : delivery });
}

/** Step 3's hand-off: the settled payment's trade id or the promotion key, sent by step 4. */
export function setPayment(payment: WizardPayment) {
  write({ ...readWizard(), payment: "tradeId" in payment ? { tradeId: payment.tradeId } : { promotionKey: payment.promotionKey } });
}

/** After `auth/service/signup` succeeded (or the member left the wizard for good); the terms' ticks go too. */
export function clearWizard() {
  write(EMPTY);
  setTermTicks([]);
}

/** Step 4's ticked terms (`agreeId`s), kept apart so that reading a term's text and coming back keeps them. */
export const TERM_TICKS_STORAGE_KEY = "evsafe.serviceSignupTerms";
let memoryTicks: number[] = [];

export function readTermTicks(): number[] {
  const s = store();
  if (!s) return memoryTicks;
  try {
    const v: unknown = JSON.parse(s.getItem(TERM_TICKS_STORAGE_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return memoryTicks;
  }
}

export function setTermTicks(ids: readonly number[]) {
  memoryTicks = [...ids];
  const s = store();
  if (!s) return;
  try {
    if (ids.length === 0) s.removeItem(TERM_TICKS_STORAGE_KEY);
    else s.setItem(TERM_TICKS_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // The in-memory copy above still carries this page.
  }
}

/** Which steps are done: the wizard itself, or the server's view of it (`WizardProgress`); a truthy part is done. */
export type WizardDone = { readonly [K in keyof ServiceSignupWizard]: unknown };

/** The first step the wizard still lacks: a page past it redirects there (out-of-order entry, a stale bookmark). */
export function firstMissingStep(wizard: WizardDone, withPayment: boolean = driverPays): WizardStep {
  if (!wizard.vehicle) return "vehicle";
  if (!wizard.delivery) return "delivery";
  if (withPayment && !wizard.payment) return "payment";
  return "complete";
}

/** The step after `step` in this edition. */
export function nextStep(step: WizardStep, withPayment: boolean = driverPays): WizardStep {
  const steps = wizardSteps(withPayment);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)]!;
}

/** Where a visit of `step` must go instead, or null when the step may open now (every earlier step is done). */
export function wizardRedirect(step: WizardStep, wizard: WizardDone = readWizard(), withPayment: boolean = driverPays): string | null {
  // The B2B edition has no payment step: its page leads on to the terms.
  if (step === "payment" && !withPayment) return WIZARD_STEP_ROUTES[firstMissingStep(wizard, false)];
  const missing = firstMissingStep(wizard, withPayment);
  return ALL_WIZARD_STEPS.indexOf(step) > ALL_WIZARD_STEPS.indexOf(missing) ? WIZARD_STEP_ROUTES[missing] : null;
}

/** SPEC §4: who may enter the wizard — not joined (00), cancelled (04) or expired; the API's `canApply` says it. */
export function mayEnterWizard(status: { canApply: boolean }): boolean {
  return status.canApply;
}
