// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-client";
import { STATUS_FIXTURES } from "@/testing/factories";
import { readTermTicks, readWizard, setDelivery, setPayment, setVehicle, WIZARD_STORAGE_KEY } from "../wizard";

const router = vi.hoisted(() => ({ replace: vi.fn(async () => true), push: vi.fn(async () => true), asPath: "/service/signup/complete" }));
vi.mock("next/router", () => ({ useRouter: () => router }));
const status = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock("@/session-frame", () => ({ useServiceStatus: () => status }));
vi.mock("@/shared/bridge", () => ({ deviceType: () => "AOS" }));
const signUp = vi.hoisted(() => vi.fn());
vi.mock("../api", async (importOriginal) => ({ ...(await importOriginal<typeof import("../api")>()), signUpForService: signUp }));

const { CompleteStep, completeFormSchema, REQUIRED_TERMS_MESSAGE, serviceSignupBody } = await import("../forms/complete-form");

const TERMS = [
  { agreeId: 11, termsCd: "service", title: "서비스 이용약관", required: true },
  { agreeId: 12, termsCd: "vehicle-policy", title: "차량 정보 수집·이용 동의", required: true },
  { agreeId: 13, termsCd: "marketing", title: "마케팅 정보 수신 동의", required: false },
];
const VEHICLE = { brandDcd: "HD", mdlDcd: "IONIQ5", dtlMdlDcd: "IONIQ5-LR", carNo: "12가3456" };
const DELIVERY = { receiverName: "김민준", receiverPhone: "01012345678", zip: "06236", addr: "서울 강남구 테헤란로 1", daddr: "101호" };

function fillWizard() {
  setVehicle(VEHICLE);
  setDelivery(DELIVERY);
  setPayment({ tradeId: "T-1" });
}

beforeEach(() => {
  sessionStorage.clear();
  router.replace.mockClear();
  status.replace.mockClear();
  signUp.mockReset();
});
afterEach(cleanup);

const send = () => fireEvent.click(screen.getByRole("button", { name: /가입 (완료|처리 중)/ }));

describe("step 4: service terms and the sign-up", () => {
  it("in the B2B edition sends no payment (the company pays); a consumer wizard without one sends nothing", () => {
    const wizard = { vehicle: VEHICLE, delivery: DELIVERY, payment: null };
    expect(serviceSignupBody(wizard, TERMS, new Set([11, 12]), "iOS", false)).toMatchObject({ payment: {}, deviceType: "iOS" });
    expect(serviceSignupBody(wizard, TERMS, new Set([11, 12]), "iOS", true)).toBeNull();
  });

  it("a kept device is sent as keepDevice with no delivery, and the summary says nothing is delivered", async () => {
    const wizard = { vehicle: VEHICLE, delivery: { keepDevice: true as const }, payment: { tradeId: "T-1" } };
    const body = serviceSignupBody(wizard, TERMS, new Set([11, 12]), "AOS", true);
    expect(body).toMatchObject({ vehicle: VEHICLE, keepDevice: true, payment: { tradeId: "T-1" } });
    expect(body).not.toHaveProperty("delivery");
    expect(serviceSignupBody({ ...wizard, delivery: DELIVERY }, TERMS, new Set([11, 12]), "AOS", true)).not.toHaveProperty("keepDevice");
    setVehicle(VEHICLE);
    setDelivery({ keepDevice: true });
    setPayment({ tradeId: "T-1" });
    render(<CompleteStep terms={TERMS} />);
    expect(await screen.findByTestId("summary-device")).toHaveTextContent("이미 있는 단말기를 써요 (배송 없음)");
  });

  it("sends a wizard that lacks the payment back to step 3, without a history entry", async () => {
    setVehicle(VEHICLE);
    setDelivery(DELIVERY);
    render(<CompleteStep terms={TERMS} />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/service/signup/payment"));
    expect(screen.queryByRole("button", { name: "가입 완료" })).toBeNull();
  });

  it("shows what is signed up for and sends only once every required term is ticked", async () => {
    fillWizard();
    render(<CompleteStep terms={TERMS} />);
    expect(await screen.findByTestId("summary-car-no")).toHaveTextContent("12가3456");
    expect(screen.getByText(/서울 강남구 테헤란로 1 101호/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "가입 완료" })).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: /서비스 이용약관/ }));
    expect(screen.getByRole("button", { name: "가입 완료" })).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: /차량 정보 수집/ }));
    expect(screen.getByRole("button", { name: "가입 완료" })).toBeEnabled();
    // The ticks survive reading a term's text and coming back.
    expect(readTermTicks()).toEqual([11, 12]);
    expect(screen.getByRole("link", { name: "서비스 이용약관 보기" })).toHaveAttribute("href", "/signup/term/service?from=list");
  });

  it("sends the wizard with every answer and this device, then clears it and replaces the page with /home", async () => {
    fillWizard();
    const applying = STATUS_FIXTURES.applying();
    signUp.mockResolvedValue(applying);
    render(<CompleteStep terms={TERMS} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: /전체 동의/ }));
    send();
    send();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/home"));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith({
      vehicle: VEHICLE,
      delivery: DELIVERY,
      payment: { tradeId: "T-1" },
      agrees: [
        { agreeId: 11, agreed: true },
        { agreeId: 12, agreed: true },
        { agreeId: 13, agreed: true },
      ],
      deviceType: "AOS",
    });
    expect(status.replace).toHaveBeenCalledWith(applying);
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(readTermTicks()).toEqual([]);
  });

  it("shows a refusal with the way back to the step that can put it right, and keeps the wizard", async () => {
    fillWizard();
    signUp.mockRejectedValue(new ApiRequestError(409, "CAR_TAKEN", "이미 다른 회원이 서비스에 등록한 차량 번호입니다."));
    render(<CompleteStep terms={TERMS} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: /전체 동의/ }));
    send();
    expect(await screen.findByRole("alert")).toHaveTextContent("이미 다른 회원이 서비스에 등록한 차량 번호입니다.");
    expect(screen.getByRole("link", { name: "차량 정보 수정하기" })).toHaveAttribute("href", "/service/signup/vehicle");
    expect(readWizard().payment).toEqual({ tradeId: "T-1" });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("never sends while a required term is unticked, even when the form is submitted without the button", async () => {
    fillWizard();
    signUp.mockResolvedValue(STATUS_FIXTURES.applying());
    render(<CompleteStep terms={TERMS} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: /서비스 이용약관/ }));
    await act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "가입 완료" }).closest("form")!);
    });
    expect(signUp).not.toHaveBeenCalled();
    expect(completeFormSchema(TERMS).safeParse({ ticked: [11] }).error?.issues[0]?.message).toBe(REQUIRED_TERMS_MESSAGE);
    expect(completeFormSchema(TERMS).safeParse({ ticked: [11, 12] }).success).toBe(true);
  });

  it("says the terms could not be read and offers to try again", async () => {
    fillWizard();
    render(<CompleteStep terms={null} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("약관을 불러오지 못했어요");
    fireEvent.click(screen.getByRole("button", { name: "다시 불러오기" }));
    expect(router.replace).toHaveBeenCalledWith("/service/signup/complete");
  });
});
