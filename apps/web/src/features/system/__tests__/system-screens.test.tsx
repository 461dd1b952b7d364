// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { APP_ONLY_TITLE, BridgeError, BridgeUnavailableError, type Permission } from "@/shared/bridge";
import { storeLinks } from "@/shared/editions";
import { MainScreen, type MainScreenDeps } from "../main-screen";
import { safeCallbackPath } from "../callback";
import { ServicePauseScreen } from "../service-pause-screen";
import { UnauthorizedScreen } from "../unauthorized-screen";

const router = vi.hoisted(() => ({ query: {} as Record<string, unknown>, isReady: true, replace: vi.fn(), push: vi.fn() }));
vi.mock("next/router", () => ({ useRouter: () => router }));

const ORIGIN = window.location.origin;

beforeEach(() => {
  router.query = {};
  router.isReady = true;
  router.replace.mockReset();
});
afterEach(cleanup);

describe("safeCallbackPath", () => {
  it.each([
    ["/home?tab=1", "/home?tab=1"],
    [`${ORIGIN}/diagnosis`, "/diagnosis"],
    [["/menu", "/x"], "/menu"],
    ["https://evil.example/steal", "/home"],
    ["//evil.example", "/home"],
    ["javascript:alert(1)", "/home"],
    [undefined, "/home"],
  ])("%s → %s", (raw, expected) => {
    expect(safeCallbackPath(raw, ORIGIN)).toBe(expected);
  });
});

describe("ServicePauseScreen", () => {
  it("explains in Korean and 다시 시도 goes back to the same-origin callbackUrl", () => {
    router.query = { callbackUrl: "/diagnosis?from=home" };
    render(<ServicePauseScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "서비스 접속이 원활하지 않아요" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(router.replace).toHaveBeenCalledWith("/diagnosis?from=home");
    expect(screen.getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
  });

  it("a foreign callbackUrl is ignored: 다시 시도 goes home", () => {
    router.query = { callbackUrl: "https://evil.example/phish" };
    render(<ServicePauseScreen />);
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(router.replace).toHaveBeenCalledWith("/home");
  });
});

describe("UnauthorizedScreen", () => {
  it("다시 로그인 opens the sign-in page carrying the callbackUrl", () => {
    router.query = { callbackUrl: "/menu" };
    render(<UnauthorizedScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "로그인이 필요해요" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "다시 로그인" })).toHaveAttribute("href", "/signin?callbackUrl=%2Fmenu");
    expect(screen.getByRole("link", { name: "처음 화면으로" })).toHaveAttribute("href", "/nonMemberMain");
  });

  it("a foreign callbackUrl is replaced by /home", () => {
    router.query = { callbackUrl: "//evil.example" };
    render(<UnauthorizedScreen />);
    expect(screen.getByRole("link", { name: "다시 로그인" })).toHaveAttribute("href", "/signin?callbackUrl=%2Fhome");
  });
});

describe("MainScreen (permissions)", () => {
  function show(requestPermission: MainScreenDeps["requestPermission"], inShell = true) {
    const deps = { requestPermission: vi.fn(requestPermission), hasShell: vi.fn(async () => inShell), navigate: vi.fn() };
    render(<MainScreen deps={deps} />);
    return deps;
  }

  it("explains both permissions, asks for them in order through the bridge, then continues to /home", async () => {
    const deps = show(async () => ({ granted: true }));
    expect(screen.getByRole("heading", { level: 1, name: "앱 사용 권한 안내" })).toBeInTheDocument();
    expect(screen.getByTestId("permission-POST_NOTIFICATIONS")).toHaveTextContent("알림 (필수)확인 전");
    expect(screen.getByTestId("permission-READ_MEDIA_IMAGES")).toHaveTextContent("사진 (선택)확인 전");
    fireEvent.click(screen.getByRole("button", { name: "권한 허용하고 시작하기" }));
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/home"));
    expect(deps.requestPermission.mock.calls.map((c) => c[0])).toEqual<Permission[]>(["POST_NOTIFICATIONS", "READ_MEDIA_IMAGES"]);
    expect(screen.getByTestId("permission-POST_NOTIFICATIONS")).toHaveTextContent("허용됨");
  });

  it("notifications refused: says alerts cannot arrive, and offers to continue", async () => {
    const deps = show(async (p) => ({ granted: p !== "POST_NOTIFICATIONS" }));
    fireEvent.click(screen.getByRole("button", { name: "권한 허용하고 시작하기" }));
    expect(await screen.findByText(/알림을 허용하지 않으면 배터리 이상 징후를 바로 알려 드릴 수 없어요/)).toBeInTheDocument();
    expect(screen.getByTestId("permission-POST_NOTIFICATIONS")).toHaveTextContent("허용 안 됨");
    expect(screen.getByRole("link", { name: "홈으로 계속하기" })).toHaveAttribute("href", "/home");
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it("a browser without the shell: says the permissions are set in the app, with the store links, never asks to update", async () => {
    const deps = show(async () => ({ granted: true }), false);
    const notice = await screen.findByRole("region", { name: APP_ONLY_TITLE });
    expect(notice).toHaveTextContent("알림과 사진 권한은 앱에서 설정할 수 있어요.");
    expect(within(notice).getByRole("link", { name: "Google Play에서 받기" })).toHaveAttribute("href", storeLinks.AOS);
    expect(within(notice).getByRole("link", { name: "App Store에서 받기" })).toHaveAttribute("href", storeLinks.iOS);
    expect(screen.queryByRole("button", { name: "권한 허용하고 시작하기" })).toBeNull();
    expect(screen.getByRole("link", { name: "홈으로 계속하기" })).toHaveAttribute("href", "/home");
    expect(document.body).not.toHaveTextContent(/업데이트/);
    expect(deps.requestPermission).not.toHaveBeenCalled();
  });

  it("the bridge gone when asked (no shell after all): the same notice, no dialog", async () => {
    show(async () => {
      throw new BridgeUnavailableError("permission.request", "no-app");
    });
    fireEvent.click(screen.getByRole("button", { name: "권한 허용하고 시작하기" }));
    expect(await screen.findByRole("region", { name: APP_ONLY_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "홈으로 계속하기" })).toHaveAttribute("href", "/home");
    expect(document.body).not.toHaveTextContent(/업데이트/);
  });

  it("an old shell that does not know the request: the update message (SPEC §8), and it can be tried again", async () => {
    show(async () => {
      throw new BridgeError("UNSUPPORTED", "permission.request", "지원하지 않는 요청입니다.");
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "권한 허용하고 시작하기" })));
    expect(await screen.findByText("앱을 최신 버전으로 업데이트한 후 이용해 주세요.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "권한 허용하고 시작하기" })).toBeEnabled();
    expect(screen.queryByRole("region", { name: APP_ONLY_TITLE })).toBeNull();
  });

  it("the shell timing out: an inline message, the request can be tried again", async () => {
    show(async () => {
      throw new BridgeError("TIMEOUT", "permission.request", "timeout");
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "권한 허용하고 시작하기" })));
    expect(await screen.findByText("앱이 응답하지 않습니다. 잠시 후 다시 시도해 주세요.")).toBeInTheDocument();
    expect(screen.getByTestId("permission-POST_NOTIFICATIONS")).toHaveTextContent("확인 전");
  });
});
