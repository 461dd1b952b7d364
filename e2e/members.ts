import type { APIRequestContext, APIResponse, Page, TestInfo } from "@playwright/test";
import { API_BASE } from "./env";
import { digits } from "./page-checks";

/** The seeded promotion key that joins the service for free (docs/simulators.md). */
export const PROMOTION_KEY = "EVSAFE-2026-PROMO";

/** An API answer's `results`, or an error naming the call and what the API said. */
export async function apiResults<T>(res: APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { results: T }).results;
}

export interface NewMember {
  name: string;
  birthDate: string;
  phone: string;
  loginId: string;
  token: string;
  /** The member's Authorization header. */
  auth: { Authorization: string };
}

/**
 * A member of this test's own, signed up and signed in through the API (verification, every sign-up term agreed):
 * a phone and an id no other project or rerun uses. `phonePrefix` is the digit after 010-, `idPrefix` starts the id.
 */
export async function createMember(
  request: APIRequestContext,
  testInfo: TestInfo,
  person: { name: string; birthDate: string; phonePrefix: string; idPrefix: string; password: string },
): Promise<NewMember> {
  const tag = testInfo.project.name === "iphone14" ? "i" : "p";
  const who = {
    name: person.name,
    birthDate: person.birthDate,
    phone: `010-${person.phonePrefix}${digits(3)}-${digits(4)}`,
    loginId: `${person.idPrefix}${tag}${Date.now().toString(36)}${digits(3)}`,
  };
  const { serviceToken } = await apiResults<{ serviceToken: string }>(
    await request.post(`${API_BASE}/identity-verification`, {
      data: { name: who.name, phone: who.phone, birthDate: who.birthDate, purpose: "signup" },
    }),
    "identity-verification",
  );
  const terms = await apiResults<{ agreeId: number }[]>(await request.get(`${API_BASE}/common/agree-list/signup`), "agree-list");
  await apiResults(
    await request.post(`${API_BASE}/auth/signup`, {
      data: {
        loginId: who.loginId,
        password: person.password,
        userName: who.name,
        email: `${who.loginId}@example.com`,
        phone: who.phone,
        serviceToken,
        agrees: terms.map((t) => ({ agreeId: t.agreeId, agreed: true })),
      },
    }),
    "auth/signup",
  );
  const { accessToken } = await apiResults<{ accessToken: string }>(
    await request.post(`${API_BASE}/auth/login`, { data: { loginId: who.loginId, password: person.password } }),
    "auth/login",
  );
  return { ...who, token: accessToken, auth: { Authorization: `Bearer ${accessToken}` } };
}

/** A supported car (the API's catalogue) with a car number of its own: what step 1 of the service sign-up collects. */
export const wizardVehicle = () => ({
  brandDcd: "KIA",
  mdlDcd: "RAY_EV",
  dtlMdlDcd: "RAY_EV_2023",
  carNo: `${10 + (Number(digits(2)) % 89)}가${digits(4)}`,
});

/** Where the OBD device goes: what step 2 collects. */
export const wizardDelivery = (member: { name: string; phone: string }) => ({
  receiverName: member.name,
  receiverPhone: member.phone,
  zip: "04524",
  addr: "서울특별시 중구 세종대로 110",
  daddr: "3층",
});

/**
 * Steps 1 and 2 (or step 1 only) of the service sign-up as finished in this tab (the wizard's sessionStorage, docs/subscription.md),
 * for a test of a later step: written before the next page's scripts run, once per tab (a wizard the app clears
 * afterwards stays cleared).
 */
export async function seedWizardSteps(page: Page, member: { name: string; phone: string }, through: "vehicle" | "delivery" = "delivery") {
  const wizard = { vehicle: wizardVehicle(), delivery: through === "delivery" ? wizardDelivery(member) : null };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem("e2e.wizardSeeded")) return;
    sessionStorage.setItem("e2e.wizardSeeded", "1");
    sessionStorage.setItem("evsafe.serviceSignup", JSON.stringify(value));
  }, wizard);
  return wizard;
}

/** Step 2 of the service sign-up filled as a member would: the phone (the profile's is masked) and a typed address. */
export async function fillDeliveryStep(page: Page, member: { phone: string }) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("휴대폰 번호").fill(member.phone);
  await field("우편번호").fill("04524");
  await field("주소").fill("서울특별시 중구 세종대로 110");
  await field("상세주소").fill("3층");
}

/** Joins the service with the promotion key (no payment): the member is then applying (01) with the car it answers. */
export async function joinWithPromotionKey(request: APIRequestContext, member: { name: string; phone: string; auth: object }) {
  const headers = member.auth as Record<string, string>;
  const vehicle = wizardVehicle();
  const serviceTerms = await apiResults<{ agreeId: number }[]>(
    await request.get(`${API_BASE}/common/agree-list/service/signup`, { headers }),
    "service terms",
  );
  await apiResults(
    await request.post(`${API_BASE}/auth/service/signup`, {
      headers,
      data: {
        vehicle,
        delivery: wizardDelivery(member),
        payment: { promotionKey: PROMOTION_KEY },
        agrees: serviceTerms.map((t) => ({ agreeId: t.agreeId, agreed: true })),
      },
    }),
    "auth/service/signup",
  );
  return { carNo: vehicle.carNo };
}
