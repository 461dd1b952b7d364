// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeliveryForm } from "../forms/delivery-form";

const PROFILE = { userName: "김민준", phone: "010-****-5678", zip: "06236", addr: "서울 강남구 테헤란로 1", daddr: "101호" };
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
afterEach(cleanup);

describe("step 2: the device's delivery", () => {
  it("is prefilled from the profile with 내 정보와 같아요 ticked; the masked phone is only a hint", () => {
    render(<DeliveryForm initial={null} profile={PROFILE} onDone={vi.fn()} openSearch={vi.fn()} />);
    expect(screen.getByRole("checkbox", { name: /내 정보와 같아요/ })).toBeChecked();
    expect(field("받는 분").value).toBe("김민준");
    expect(field("우편번호").value).toBe("06236");
    expect(field("주소").value).toBe("서울 강남구 테헤란로 1");
    expect(field("휴대폰 번호").value).toBe("");
    expect(screen.getByText(/내 정보의 번호: 010-\*\*\*\*-5678/)).toBeInTheDocument();
  });

  it("untick clears the name and address for another receiver; tick fills them again", () => {
    render(<DeliveryForm initial={null} profile={PROFILE} onDone={vi.fn()} openSearch={vi.fn()} />);
    const same = screen.getByRole("checkbox", { name: /내 정보와 같아요/ });
    fireEvent.click(same);
    expect(field("받는 분").value).toBe("");
    expect(field("주소").value).toBe("");
    fireEvent.click(same);
    expect(field("받는 분").value).toBe("김민준");
    expect(field("상세주소").value).toBe("101호");
  });

  it("keeps a finished step's values (back, reload) over the profile", () => {
    const initial = {
      receiverName: "이서연",
      receiverPhone: "010-2222-3333",
      zip: "04524",
      addr: "서울특별시 중구 세종대로 110",
      daddr: "3층",
    };
    render(<DeliveryForm initial={initial} profile={PROFILE} onDone={vi.fn()} openSearch={vi.fn()} />);
    expect(screen.getByRole("checkbox", { name: /내 정보와 같아요/ })).not.toBeChecked();
    expect(field("받는 분").value).toBe("이서연");
    expect(field("휴대폰 번호").value).toBe("010-2222-3333");
  });

  it("says what is wrong next to the field and sends nothing until it is right", async () => {
    const onDone = vi.fn();
    render(<DeliveryForm initial={null} profile={PROFILE} onDone={onDone} openSearch={vi.fn()} />);
    fireEvent.change(field("휴대폰 번호"), { target: { value: "02-123-4567" } });
    fireEvent.blur(field("휴대폰 번호"));
    expect(await screen.findByText(/휴대폰 번호 형식이 올바르지 않습니다/)).toBeInTheDocument();
    expect(field("휴대폰 번호")).toHaveAttribute("aria-invalid", "true");
    fireEvent.click(screen.getByRole("button", { name: "다음" }));
    await waitFor(() => expect(field("휴대폰 번호")).toHaveFocus());
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.change(field("휴대폰 번호"), { target: { value: "010-2222-3333" } });
    fireEvent.click(screen.getByRole("button", { name: "다음" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({
      receiverName: "김민준",
      receiverPhone: "010-2222-3333",
      zip: "06236",
      daddr: "101호",
    });
  });

  it("fills the zip and address from the postcode search and moves to the detail", async () => {
    const openSearch = vi.fn(async (_el: HTMLElement, onPick: (a: { zip: string; addr: string }) => void) => {
      onPick({ zip: "04524", addr: "서울특별시 중구 세종대로 110" });
    });
    render(<DeliveryForm initial={null} profile={null} onDone={vi.fn()} openSearch={openSearch} />);
    expect(screen.queryByRole("checkbox", { name: /내 정보와 같아요/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "우편번호 검색" }));
    await waitFor(() => expect(field("우편번호").value).toBe("04524"));
    expect(field("주소").value).toBe("서울특별시 중구 세종대로 110");
    await waitFor(() => expect(field("상세주소")).toHaveFocus());
  });
});
