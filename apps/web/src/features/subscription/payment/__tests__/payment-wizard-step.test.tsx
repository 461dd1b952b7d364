// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parseProgress } from "../../signup/wizard";
import { PaymentWizardStep } from "../payment-wizard-step";

vi.mock("next/router", () => ({
  useRouter: () => ({ query: {}, isReady: true, push: vi.fn(), back: vi.fn(), replace: vi.fn() }),
}));

// The step's reads as the server prefetched them (SWR's fallback): the products, the payer, no earlier payment.
vi.mock("@/shared/screen-data", () => ({
  useScreenData: (name: string) => ({
    data:
      name === "getServiceProductCode"
        ? [{ srvcPrdtCcd: "01", productName: "배터리 안전 모니터링 12개월", months: 12, price: 118_800, monthlyPrice: 9_900 }]
        : name === "getMyProfile"
          ? { userNo: 7 }
          : { lastPayment: null },
    error: undefined,
    isLoading: false,
    retry: () => undefined,
    replace: () => undefined,
  }),
}));

const terms = [{ agreeId: 1, termsCd: "SVC", title: "서비스 이용약관", required: true }] as never;
const serverHtml = (progress: string | undefined) =>
  renderToString(<PaymentWizardStep mode="demo" terms={terms} progress={parseProgress(progress)} />);

describe("the payment step in the server's HTML (the wizard's cookie)", () => {
  it("draws the step, the period line and 결제하기 when the cookie says steps 1 and 2 are done", () => {
    const html = serverHtml("vd");
    expect(html).toContain("이용 기간은 단말기 설치일부터 12개월이에요.");
    expect(html).toContain("결제하기");
    expect(html).toContain("서비스 이용약관");
  });

  it("says the period starts on the sign-up day when step 2 kept the device", () => {
    expect(serverHtml("vk")).toContain("이용 기간은 가입하신 날부터 12개월이에요.");
  });

  it("keeps the skeleton when the cookie is missing or says a step is missing (the tab's wizard decides after mount)", () => {
    for (const progress of [undefined, "v", "garbage"]) {
      const html = serverHtml(progress);
      expect(html).not.toContain("결제하기");
      expect(html).not.toContain("이용 기간은");
    }
  });
});
