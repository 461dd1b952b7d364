// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiRequestError } from "@/shared/api-error";
import { CashReceiptForm } from "../forms/cash-receipt-form";
import { VA_PAYMENT } from "./fixtures";

afterEach(cleanup);

const ISSUED = {
  ...VA_PAYMENT,
  canRequestCashReceipt: false,
  cashReceipt: {
    purpose: "INCOME_DEDUCTION",
    purposeLabel: "소득공제",
    identityMasked: "010-****-5678",
    approvalNo: "123456789",
    requestedAt: "2026-11-22T14:00:00+09:00",
  },
} as const;

function show(request = vi.fn(async () => ISSUED)) {
  const onIssued = vi.fn();
  render(<CashReceiptForm tradeId="EVS1" onIssued={onIssued} request={request} />);
  return { request, onIssued };
}

describe("the cash-receipt request", () => {
  it("a wrong mobile number is said beside the field, the typed number stays, nothing is sent; a right one is sent", async () => {
    const { request, onIssued } = show();
    const field = screen.getByLabelText("휴대폰 번호");
    fireEvent.change(field, { target: { value: "02-123-4567" } });
    fireEvent.click(screen.getByRole("button", { name: "현금영수증 신청" }));
    expect(await screen.findByText("휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("02-123-4567");
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "010-1234-5678" } });
    fireEvent.click(screen.getByRole("button", { name: "현금영수증 신청" }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(ISSUED));
    expect(request).toHaveBeenCalledWith("EVS1", { purpose: "INCOME_DEDUCTION", identity: "010-1234-5678" });
  });

  it("지출증빙 asks for a business registration number and checks its check digit", async () => {
    const { request } = show();
    fireEvent.click(screen.getByLabelText("지출증빙"));
    const field = await screen.findByLabelText("사업자등록번호");
    fireEvent.change(field, { target: { value: "123-45-67890" } });
    fireEvent.click(screen.getByRole("button", { name: "현금영수증 신청" }));
    expect(await screen.findByText(/올바른 사업자등록번호/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "123-45-67891" } });
    fireEvent.click(screen.getByRole("button", { name: "현금영수증 신청" }));
    await waitFor(() => expect(request).toHaveBeenCalledWith("EVS1", { purpose: "EXPENSE_PROOF", identity: "123-45-67891" }));
  });

  it("the API's refusal (already issued) is shown and the form keeps its values", async () => {
    const request = vi.fn(async () => {
      throw new ApiRequestError(409, "CASH_RECEIPT_EXISTS", "이 결제의 현금영수증은 이미 발급되었어요. 바꾸려면 1:1 문의로 알려 주세요.");
    });
    show(request);
    fireEvent.change(screen.getByLabelText("휴대폰 번호"), { target: { value: "01012345678" } });
    fireEvent.click(screen.getByRole("button", { name: "현금영수증 신청" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("이미 발급되었어요");
    expect(screen.getByLabelText("휴대폰 번호")).toHaveValue("01012345678");
  });
});
