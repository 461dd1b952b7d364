// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocationOnboardingScreen, type LocationOnboardingDeps } from "../location-onboarding-screen";

vi.mock("next/router", () => ({ useRouter: () => ({ replace: vi.fn(), asPath: "/location-base-onboarding" }) }));

const TERM = { agreeId: 4, title: "위치기반서비스 이용약관 동의", version: "1.0", html: "제1조 (목적)\n<strong>위치기반서비스</strong>" };

const makeDeps = (over: Partial<LocationOnboardingDeps> = {}): LocationOnboardingDeps => ({
  consent: vi.fn(async () => ({ ok: true })),
  navigate: vi.fn(),
  markShown: vi.fn(),
  ...over,
});

afterEach(cleanup);

describe("LocationOnboardingScreen", () => {
  it("says why trip location data is collected, that consent is optional, and shows the terms' text", async () => {
    render(<LocationOnboardingScreen term={TERM} userId="7" deps={makeDeps()} />);
    // The consent form loads after the page (next/dynamic).
    await screen.findByRole("checkbox");
    expect(screen.getByRole("heading", { level: 1, name: "위치 정보 이용 안내" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "위치 정보가 쓰이는 곳" }).querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByText(/동의는 선택이에요/)).toBeTruthy();
    expect(screen.getByText(/위치기반서비스$/)).toBeTruthy();
  });

  it("consent needs the tick, records the answer once, then goes on to the permissions onboarding", async () => {
    const deps = makeDeps();
    render(<LocationOnboardingScreen term={TERM} userId="7" deps={deps} />);
    const next = (await screen.findByRole("button", { name: "동의하고 계속하기" })) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /위치기반서비스 이용약관 동의/ }));
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/main"));
    expect(deps.consent).toHaveBeenCalledTimes(1);
    expect(deps.consent).toHaveBeenCalledWith(4);
  });

  it("two taps in the same frame record the answer once", async () => {
    const deps = makeDeps();
    render(<LocationOnboardingScreen term={TERM} userId="7" deps={deps} />);
    fireEvent.click(await screen.findByRole("checkbox"));
    const next = screen.getByRole("button", { name: "동의하고 계속하기" });
    // Both clicks land before React renders the disabled button.
    act(() => {
      next.click();
      next.click();
    });
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/main"));
    expect(deps.consent).toHaveBeenCalledTimes(1);
  });

  it("a refused save stays on the page with the tick, ready to try again", async () => {
    const deps = makeDeps({ consent: vi.fn(async () => Promise.reject(new Error("502"))) });
    render(<LocationOnboardingScreen term={TERM} userId="7" deps={deps} />);
    fireEvent.click(await screen.findByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "동의하고 계속하기" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "동의하고 계속하기" }) as HTMLButtonElement).disabled).toBe(false));
    expect(deps.navigate).not.toHaveBeenCalled();
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
  });

  it("declining goes on to /main without recording anything; the page counts as shown", async () => {
    const deps = makeDeps();
    render(<LocationOnboardingScreen term={TERM} userId="7" deps={deps} />);
    expect((await screen.findByRole("link", { name: "동의하지 않고 계속하기" })).getAttribute("href")).toBe("/main");
    expect(screen.getByRole("link", { name: "동의하지 않고 계속하기" }).getAttribute("href")).toBe("/main");
    expect(deps.markShown).toHaveBeenCalledWith("7");
    expect(deps.consent).not.toHaveBeenCalled();
  });

  it("is a form whose submit without the tick records nothing (the schema's rule, not only the disabled button)", async () => {
    const deps = makeDeps();
    render(<LocationOnboardingScreen term={TERM} userId="7" deps={deps} />);
    const form = (await screen.findByRole("checkbox")).closest("form");
    expect(form).not.toBeNull();
    await act(async () => {
      fireEvent.submit(form!);
    });
    expect(deps.consent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("checkbox"));
    await act(async () => {
      fireEvent.submit(form!);
    });
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/main"));
    expect(deps.consent).toHaveBeenCalledWith(4);
  });

  it("terms that could not be read: says so, offers to try again, and does not count as shown", () => {
    const deps = makeDeps();
    render(<LocationOnboardingScreen term={null} userId="7" deps={deps} />);
    expect(screen.getByRole("alert").textContent).toBe("약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.");
    fireEvent.click(screen.getByRole("button", { name: "다시 불러오기" }));
    expect(deps.navigate).toHaveBeenCalledWith("/location-base-onboarding");
    expect(deps.markShown).not.toHaveBeenCalled();
  });
});
