// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AlimKindSetting } from "@evsafe/contract";
import { apiFrom, renderWithSwr } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-client";
import { AlimSettings } from "../components/alim-settings";
import { offConfirmation } from "../settings-texts";

const mocks = vi.hoisted(() => ({ api: vi.fn(), openModal: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/shared/modal", () => ({ openModal: (...args: unknown[]) => mocks.openModal(...args) }));

const kind = (alimId: string, alimNm: string, overrides: Partial<AlimKindSetting> = {}): AlimKindSetting => ({
  alimId,
  alimNm,
  description: `${alimNm}을 보내 드려요.`,
  alimEnabled: true,
  mandatory: false,
  effectiveEnabled: true,
  ...overrides,
});
const ITEMS = [
  kind("battery-safety", "배터리 안전 알림", { mandatory: true }),
  kind("charging", "충전 알림"),
  kind("driving", "주행 알림"),
  kind("marketing", "이벤트·혜택 알림", { effectiveEnabled: false }),
];

/** The API as a tiny server: what a PUT stores, the next GET answers. */
function show(overrides: Record<string, unknown> = {}) {
  let config = { alimEnabled: true, items: ITEMS };
  mocks.api.mockImplementation(
    apiFrom({
      getAlimConfig: () => config,
      putAlimConfig: () => config,
      putAlimKindConfig: () => config.items[0],
      ...overrides,
    }),
  );
  const wrapped = mocks.api.getMockImplementation()!;
  mocks.api.mockImplementation(async (name: string, opts: { params?: { id: string }; body?: { alimEnabled: boolean } }) => {
    if (name === "putAlimConfig" && !("putAlimConfig" in overrides)) {
      config = {
        alimEnabled: opts.body!.alimEnabled,
        items: config.items.map((i) => ({
          ...i,
          effectiveEnabled: i.mandatory || (opts.body!.alimEnabled && i.alimEnabled && i.alimId !== "marketing"),
        })),
      };
      return config;
    }
    if (name === "putAlimKindConfig" && !("putAlimKindConfig" in overrides)) {
      const on = opts.body!.alimEnabled;
      config = {
        ...config,
        items: config.items.map((i) => (i.alimId === opts.params!.id ? { ...i, alimEnabled: on, effectiveEnabled: on } : i)),
      };
      return config.items.find((i) => i.alimId === opts.params!.id);
    }
    return wrapped(name, opts);
  });
  return renderWithSwr(<AlimSettings />);
}

const puts = () => mocks.api.mock.calls.filter((c) => String(c[0]).startsWith("put"));
const row = (id: string) => screen.getByTestId(`alim-kind-${id}`);

beforeEach(() => {
  mocks.api.mockReset();
  mocks.openModal.mockReset();
});
afterEach(cleanup);

describe("alert settings", () => {
  it("turning all alerts off asks first, says what the driver will miss and that battery-safety alerts stay on; 취소 changes nothing", async () => {
    show();
    mocks.openModal.mockResolvedValue(false);
    fireEvent.click(await screen.findByRole("switch", { name: "알림 받기" }));
    await waitFor(() => expect(mocks.openModal).toHaveBeenCalledTimes(1));
    const asked = mocks.openModal.mock.calls[0]![0];
    expect(asked).toMatchObject({ type: "confirm", title: "알림을 모두 끌까요?", yes: "모두 끄기", no: "취소" });
    expect(asked.message).toContain("· 충전 알림\n· 주행 알림");
    expect(asked.message).not.toContain("· 배터리 안전 알림");
    expect(asked.message).toContain("과충전·고온 충전 주의");
    expect(asked.message).toContain("배터리 안전 알림(주의·경고·심각)은 운전자의 안전을 위해 끌 수 없어서");
    await waitFor(() => expect(screen.getByRole("switch", { name: "알림 받기" })).not.toBeDisabled());
    expect(screen.getByRole("switch", { name: "알림 받기" })).toBeChecked();
    expect(puts()).toEqual([]);
  });

  it("confirmed: saves alimEnabled=false once and shows the kinds as not sent, battery safety still sent", async () => {
    show();
    mocks.openModal.mockResolvedValue(true);
    const all = await screen.findByRole("switch", { name: "알림 받기" });
    fireEvent.click(all);
    fireEvent.click(all); // a second tap while the first is open or saving does nothing
    await waitFor(() => expect(all).not.toBeChecked());
    expect(puts()).toEqual([["putAlimConfig", { body: { alimEnabled: false } }]]);
    expect(within(row("driving")).getByText("알림 받기가 꺼져 있어 보내지 않아요.")).toBeInTheDocument();
    expect(within(row("battery-safety")).getByText(/끌 수 없어요/)).toBeInTheDocument();
  });

  it("battery-safety alerts are a switch that is on and cannot be switched off", async () => {
    show();
    const safety = await screen.findByRole("switch", { name: "배터리 안전 알림" });
    expect(safety).toBeChecked();
    expect(safety).toBeDisabled();
    expect(safety).toHaveAccessibleDescription(/운전자의 안전을 위해 끌 수 없어요/);
  });

  it("charging alerts (overcharge, hot charging) ask before going off; driving alerts go off and on without asking", async () => {
    show();
    mocks.openModal.mockResolvedValue(true);
    fireEvent.click(await screen.findByRole("switch", { name: "충전 알림" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: "충전 알림" })).not.toBeChecked());
    expect(mocks.openModal.mock.calls[0]![0]).toMatchObject({ title: "충전 알림을 끌까요?", yes: "끄기" });

    mocks.openModal.mockClear();
    const driving = screen.getByRole("switch", { name: "주행 알림" });
    fireEvent.click(driving);
    await waitFor(() => expect(driving).not.toBeChecked());
    await waitFor(() => expect(driving).not.toBeDisabled());
    fireEvent.click(driving);
    await waitFor(() => expect(driving).toBeChecked());
    expect(mocks.openModal).not.toHaveBeenCalled();
    expect(puts().slice(1)).toEqual([
      ["putAlimKindConfig", { params: { id: "driving" }, body: { alimEnabled: false } }],
      ["putAlimKindConfig", { params: { id: "driving" }, body: { alimEnabled: true } }],
    ]);
  });

  it("a refused change (marketing without consent) keeps the switch as it was and says why, with the way to consent", async () => {
    show({
      getAlimConfig: { alimEnabled: true, items: ITEMS.map((i) => (i.alimId === "marketing" ? { ...i, alimEnabled: false } : i)) },
      putAlimKindConfig: () => new ApiRequestError(422, "MARKETING_CONSENT_REQUIRED", "마케팅 정보 수신에 동의해야 켤 수 있습니다."),
    });
    const marketing = await screen.findByRole("switch", { name: "이벤트·혜택 알림" });
    fireEvent.click(marketing);
    expect(await within(row("marketing")).findByRole("alert")).toHaveTextContent("마케팅 정보 수신에 동의해야 켤 수 있습니다.");
    expect(marketing).not.toBeChecked();
  });
});

describe("offConfirmation", () => {
  it("asks for the master switch and the safety-related kinds only", () => {
    expect(offConfirmation("all", ITEMS)?.title).toBe("알림을 모두 끌까요?");
    expect(offConfirmation("charging", ITEMS)?.message).toContain("과충전·고온 충전 주의");
    expect(offConfirmation("diagnosis", [...ITEMS, kind("diagnosis", "진단 결과 알림")])?.title).toBe("진단 결과 알림을 끌까요?");
    expect(offConfirmation("driving", ITEMS)).toBeNull();
    expect(offConfirmation("marketing", ITEMS)).toBeNull();
  });
});
