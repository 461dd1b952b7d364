// @vitest-environment jsdom
/// <reference types="@testing-library/jest-dom/vitest" />
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppLayout, PublicLayout } from "../layouts";
import { DEFAULT_PAGE_LAYOUT, getLayout, layoutOf, type AppPage } from "../get-layout";
import { resetStatusBarHeight, statusBarPadding, statusBarPadStyle } from "../status-bar";

const bridgeMock = vi.hoisted(() => ({
  hasBridge: vi.fn(() => true),
  bridgeReady: vi.fn(() => Promise.resolve()),
  request: vi.fn(),
}));
vi.mock("@/shared/bridge", () => ({
  hasBridge: bridgeMock.hasBridge,
  bridgeReady: bridgeMock.bridgeReady,
  bridge: { request: bridgeMock.request },
}));

beforeEach(() => {
  resetStatusBarHeight();
  bridgeMock.hasBridge.mockReturnValue(true);
  bridgeMock.request.mockReset().mockResolvedValue({ version: "1.2.3", platform: "AOS", statusBarHeight: 96 });
});
afterEach(() => cleanup());

describe("statusBarPadding (SPEC §9: half the reported size)", () => {
  it.each([
    [96, 48],
    [63, 31.5],
    [0, 0],
  ])("%s → %s px", (reported, pad) => {
    expect(statusBarPadding(reported)).toBe(pad);
  });

  it.each([[-10], [Number.NaN], [Number.POSITIVE_INFINITY], ["96"], [null], [undefined]])("%s → 0", (reported) => {
    expect(statusBarPadding(reported)).toBe(0);
  });

  it("caps absurd heights at the protocol's 400", () => {
    expect(statusBarPadding(5000)).toBe(200);
  });

  it("is exposed as the --status-bar-pad CSS variable", () => {
    expect(statusBarPadStyle(80)).toEqual({ "--status-bar-pad": "40px" });
  });
});

describe("layouts", () => {
  it("AppLayout is the dark frame with a light content column, padded by half the shell's status bar", async () => {
    render(
      <AppLayout>
        <p>내용</p>
      </AppLayout>,
    );
    const frame = screen.getByText("내용").closest("[data-layout]") as HTMLElement;
    expect(frame).toHaveAttribute("data-layout", "app");
    expect(frame).toHaveAttribute("data-theme", "light");
    expect(frame).toHaveClass("app-frame");
    expect(screen.getByText("내용").parentElement).toHaveClass("app-column");
    expect(frame.style.getPropertyValue("--status-bar-pad")).toBe("0px"); // before the shell answers
    await act(async () => {});
    expect(bridgeMock.request).toHaveBeenCalledWith("app.info");
    expect(frame.style.getPropertyValue("--status-bar-pad")).toBe("48px");
  });

  it("asks the shell once per page load; later mounts start with the known height", async () => {
    const first = render(<AppLayout>a</AppLayout>);
    await act(async () => {});
    first.unmount();
    render(<PublicLayout>b</PublicLayout>);
    const frame = screen.getByText("b").closest("[data-layout]") as HTMLElement;
    expect(frame.style.getPropertyValue("--status-bar-pad")).toBe("48px");
    await act(async () => {});
    expect(bridgeMock.request).toHaveBeenCalledOnce();
  });

  it("pads nothing in a browser without the bridge", async () => {
    bridgeMock.hasBridge.mockReturnValue(false);
    render(<AppLayout>c</AppLayout>);
    await act(async () => {});
    expect(bridgeMock.request).not.toHaveBeenCalled();
    const frame = screen.getByText("c").closest("[data-layout]") as HTMLElement;
    expect(frame.style.getPropertyValue("--status-bar-pad")).toBe("0px");
  });

  it("pads nothing when the shell cannot answer (old app, timeout)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    bridgeMock.request.mockRejectedValue(new Error("UNSUPPORTED"));
    render(<AppLayout>d</AppLayout>);
    await act(async () => {});
    const frame = screen.getByText("d").closest("[data-layout]") as HTMLElement;
    expect(frame.style.getPropertyValue("--status-bar-pad")).toBe("0px");
    warn.mockRestore();
  });

  it("takes the height as a prop without asking the bridge", () => {
    render(<AppLayout statusBarHeight={70}>e</AppLayout>);
    const frame = screen.getByText("e").closest("[data-layout]") as HTMLElement;
    expect(frame.style.getPropertyValue("--status-bar-pad")).toBe("35px");
    expect(bridgeMock.request).not.toHaveBeenCalled();
  });

  it("PublicLayout has no dark frame", () => {
    render(<PublicLayout statusBarHeight={0}>f</PublicLayout>);
    const frame = screen.getByText("f").closest("[data-layout]") as HTMLElement;
    expect(frame).toHaveAttribute("data-layout", "public");
    expect(frame).not.toHaveClass("app-frame");
    expect(frame).toHaveAttribute("data-theme", "light");
  });
});

describe("layout choice (Page.layout)", () => {
  const Home: AppPage = () => null;
  const Landing: AppPage = () => null;
  Landing.layout = "public";

  it("defaults to the app frame", () => {
    expect(DEFAULT_PAGE_LAYOUT).toBe("app");
    expect(layoutOf(Home)).toBe("app");
    expect(getLayout(Home)).toBe(AppLayout);
  });

  it("a public page gets PublicLayout", () => {
    expect(layoutOf(Landing)).toBe("public");
    expect(getLayout(Landing)).toBe(PublicLayout);
  });

  it("an unknown value or a missing page falls back to the app frame", () => {
    expect(layoutOf(Object.assign(() => null, { layout: "dark" }))).toBe("app");
    expect(layoutOf(undefined)).toBe("app");
  });
});
