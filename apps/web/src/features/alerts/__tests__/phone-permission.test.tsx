// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { PhonePermission, TURN_ON_STEPS, type PhonePermissionDeps } from "../components/phone-permission";

afterEach(cleanup);

/** A shell whose answers the test scripts; `foreground()` plays the app coming back from the phone's settings. */
function shell(platform: "AOS" | "iOS" | null, answers: (boolean | Error)[]) {
  const listeners = new Set<() => void>();
  const deps: PhonePermissionDeps & { requests: number; registered: number } = {
    requests: 0,
    registered: 0,
    platform: async () => platform,
    requestNotifications: vi.fn(async () => {
      const answer = answers[Math.min(deps.requests++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    registerPushToken: vi.fn(async () => void deps.registered++),
    onForeground: (handler) => {
      listeners.add(handler);
      return () => listeners.delete(handler);
    },
  };
  const foreground = () => act(async () => listeners.forEach((l) => l()));
  return { deps, foreground };
}

describe("PhonePermission (the phone's own notification switch, on /settings/alim)", () => {
  it("in a browser says alerts come through the app, and asks nothing", async () => {
    const { deps } = shell(null, [true]);
    render(<PhonePermission deps={deps} />);
    expect(await screen.findByText(/알림은 휴대폰 앱으로 보내 드려요/)).toBeTruthy();
    expect(deps.requests).toBe(0);
  });

  it("allowed: says so, and stores nothing again", async () => {
    const { deps } = shell("AOS", [true]);
    render(<PhonePermission deps={deps} />);
    expect((await screen.findByRole("status")).textContent).toBe("이 휴대폰으로 알림을 받을 수 있어요.");
    expect(deps.registered).toBe(0);
  });

  it.each([["AOS"], ["iOS"]] as const)("refused on %s: how to turn it on in that phone's settings", async (platform) => {
    const { deps } = shell(platform, [false]);
    render(<PhonePermission deps={deps} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("휴대폰 알림이 꺼져 있어요");
    expect(alert.textContent).toContain("배터리 위험 알림을 바로 받을 수 없어요");
    for (const step of TURN_ON_STEPS[platform]) expect(alert.textContent).toContain(step);
    expect(screen.getByRole("button", { name: "다시 확인" })).toBeTruthy();
  });

  it("turned on in the phone's settings: back in the app it is checked again and the push token is stored", async () => {
    const { deps, foreground } = shell("AOS", [false, true]);
    render(<PhonePermission deps={deps} />);
    await screen.findByRole("alert");
    await foreground();
    expect((await screen.findByRole("status")).textContent).toBe("이 휴대폰으로 알림을 받을 수 있어요.");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(deps.requests).toBe(2);
    expect(deps.registered).toBe(1);
  });

  it("다시 확인 asks again; still refused keeps the guidance", async () => {
    const { deps } = shell("iOS", [false, false]);
    render(<PhonePermission deps={deps} />);
    await screen.findByRole("alert");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "다시 확인" })));
    expect(deps.requests).toBe(2);
    expect(screen.getByRole("alert").textContent).toContain("iPhone의 설정 앱을 열어 주세요.");
    expect(deps.registered).toBe(0);
  });

  it("the app comes back while a check is still waiting for the shell: it checks once more, so the new answer counts", async () => {
    const { deps, foreground } = shell("iOS", [false]);
    render(<PhonePermission deps={deps} />);
    await screen.findByRole("alert");
    // 다시 확인: the shell has not answered yet when the driver returns from the phone's settings, allowed.
    let answer!: (granted: boolean) => void;
    vi.mocked(deps.requestNotifications).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole("button", { name: "다시 확인" }));
    await vi.waitFor(() => expect(answer).toBeTypeOf("function"));
    vi.mocked(deps.requestNotifications).mockResolvedValueOnce(true);
    await foreground();
    await act(async () => answer(false));
    expect((await screen.findByRole("status")).textContent).toBe("이 휴대폰으로 알림을 받을 수 있어요.");
    expect(deps.registered).toBe(1);
  });

  it("a bridge failure says it could not check, and 다시 확인 recovers", async () => {
    const { deps } = shell("AOS", [new Error("timeout"), true]);
    render(<PhonePermission deps={deps} />);
    expect(await screen.findByText("휴대폰 알림 권한을 확인하지 못했어요.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "다시 확인" })));
    expect((await screen.findByRole("status")).textContent).toBe("이 휴대폰으로 알림을 받을 수 있어요.");
  });
});
