// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract/constants/errors";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-error";
import { useScreenData } from "@/shared/screen-data";
import { AsyncContent } from "../async-content";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));

/** A screen read the way every screen does it: one hook, one AsyncContent. */
function CodesRead() {
  const state = useScreenData("getCodes", { params: { code: "CAR_MAKER" } });
  return (
    <AsyncContent
      state={state}
      skeleton={<p>뼈대</p>}
      loadingLabel="코드를 불러오는 중입니다"
      errorTitle="코드를 불러오지 못했어요"
      empty={{ when: (codes) => codes.length === 0, title: "코드가 없어요" }}
    >
      {(codes) => <p>코드 {codes.map((c) => c.codeNm).join(", ")}</p>}
    </AsyncContent>
  );
}

const codes = (...names: string[]) => names.map((codeNm, i) => ({ groupCd: "CAR_MAKER", codeNo: String(i), codeNm, contents: null }));

function show(answers: Answers) {
  mocks.api.mockImplementation(apiFrom(answers));
  return renderWithSwr(<CodesRead />);
}

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("useScreenData + AsyncContent", () => {
  it("loading: the skeleton inside a status announced with the label", async () => {
    show({});
    expect(screen.getByRole("status")).toHaveTextContent("코드를 불러오는 중입니다");
    expect(screen.getByText("뼈대")).toBeInTheDocument();
    // The fetcher loads the api-client lazily: the call goes out a moment after the first render.
    await waitFor(() => expect(mocks.api).toHaveBeenCalled());
    expect(screen.getByRole("status")).toHaveTextContent("코드를 불러오는 중입니다");
  });

  it("data: the content, read with the call's parts", async () => {
    show({ getCodes: codes("현대", "기아") });
    expect(await screen.findByText("코드 현대, 기아")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    expect(mocks.api).toHaveBeenCalledWith("getCodes", { params: { code: "CAR_MAKER" }, query: {} });
  });

  it("empty: the empty state instead of the content", async () => {
    show({ getCodes: codes() });
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("코드가 없어요");
    expect(screen.queryByText(/코드 /)).toBeNull();
  });

  it("error: the inline error with the API's message, and 다시 시도 fetches again and shows the data", async () => {
    let answer: unknown = new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.");
    show({ getCodes: () => answer });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("코드를 불러오지 못했어요");
    expect(alert).toHaveTextContent("잠시 후 다시 시도해 주세요.");
    answer = codes("현대");
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByText("코드 현대")).toBeInTheDocument();
    expect(mocks.api).toHaveBeenCalledTimes(2);
  });

  it("refusal: an answer with a way on of its own replaces the inline error; other failures keep it", async () => {
    function Read() {
      const state = useScreenData("getCodes", { params: { code: "CAR_MAKER" } });
      return (
        <AsyncContent
          state={state}
          skeleton={<p>뼈대</p>}
          loadingLabel="코드를 불러오는 중입니다"
          errorTitle="코드를 불러오지 못했어요"
          refusal={(error) => (error.status === 404 ? <p>코드가 아직 없어요. 등록해 주세요.</p> : null)}
        >
          {(codes) => <p>코드 {codes.length}</p>}
        </AsyncContent>
      );
    }
    mocks.api.mockImplementation(apiFrom({ getCodes: new ApiRequestError(404, "NOT_FOUND", "없습니다.") }));
    const first = renderWithSwr(<Read />);
    expect(await screen.findByText("코드가 아직 없어요. 등록해 주세요.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    first.unmount();
    mocks.api.mockImplementation(apiFrom({ getCodes: new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") }));
    renderWithSwr(<Read />);
    expect(await screen.findByRole("alert")).toHaveTextContent("코드를 불러오지 못했어요");
  });

  it("card: the error is one line with 다시 시도 (no API message), which fetches that read again", async () => {
    function Card() {
      const state = useScreenData("getCodes", { params: { code: "CAR_MAKER" } });
      return (
        <AsyncContent
          state={state}
          variant="card"
          skeleton={<p>뼈대</p>}
          loadingLabel="코드를 불러오는 중입니다"
          errorTitle="코드를 불러오지 못했어요"
        >
          {(codes) => <p>코드 {codes.length}</p>}
        </AsyncContent>
      );
    }
    let answer: unknown = new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.");
    mocks.api.mockImplementation(apiFrom({ getCodes: () => answer }));
    renderWithSwr(<Card />);
    const line = await screen.findByTestId("card-error");
    expect(line).toHaveAttribute("role", "alert");
    expect(line).toHaveTextContent(/^코드를 불러오지 못했어요다시 시도$/);
    expect(screen.queryByTestId("error-state")).toBeNull();
    expect(screen.getByRole("button", { name: "다시 시도" })).toHaveClass("min-h-11");
    answer = codes("현대");
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByText("코드 1")).toBeInTheDocument();
    expect(mocks.api).toHaveBeenCalledTimes(2);
  });

  it('onError: "hide" draws nothing, a function draws the card\'s own degradation; the skeleton and data stay the same', async () => {
    function Card({ onError }: { onError: "hide" | (() => React.ReactNode) }) {
      const state = useScreenData("getCodes", { params: { code: "CAR_MAKER" } });
      return (
        <AsyncContent
          state={state}
          variant="card"
          onError={onError}
          skeleton={<p>뼈대</p>}
          loadingLabel="코드를 불러오는 중입니다"
          errorTitle="코드를 불러오지 못했어요"
        >
          {(codes) => <p>코드 {codes.length}</p>}
        </AsyncContent>
      );
    }
    mocks.api.mockImplementation(apiFrom({ getCodes: new ApiRequestError(500, "INTERNAL", "x") }));
    const hidden = renderWithSwr(<Card onError="hide" />);
    expect(screen.getByText("뼈대")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("뼈대")).toBeNull());
    expect(hidden.container).toBeEmptyDOMElement();
    hidden.unmount();
    renderWithSwr(<Card onError={() => <p>지난 코드로 보여 드려요</p>} />);
    expect(await screen.findByText("지난 코드로 보여 드려요")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["401", new ApiRequestError(401, "UNAUTHORIZED", "로그인이 필요합니다.")],
    ["502", new ApiRequestError(502, "BAD_GATEWAY", "서비스 점검 중입니다.")],
  ])("card, %s: left to the error policy, so neither the line nor onError shows (the skeleton stays)", async (_label, error) => {
    mocks.api.mockImplementation(apiFrom({ getCodes: error }));
    const onError = vi.fn(() => <p>대체</p>);
    function Card() {
      const state = useScreenData("getCodes", { params: { code: "CAR_MAKER" } });
      return (
        <AsyncContent
          state={state}
          variant="card"
          onError={onError}
          skeleton={<p>뼈대</p>}
          loadingLabel="코드를 불러오는 중입니다"
          errorTitle="코드를 불러오지 못했어요"
        >
          {(codes) => <p>코드 {codes.length}</p>}
        </AsyncContent>
      );
    }
    renderWithSwr(<Card />);
    await waitFor(() => expect(mocks.api).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId("card-error")).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("코드를 불러오는 중입니다");
  });

  it.each([
    ["401 (sign-out)", new ApiRequestError(401, "UNAUTHORIZED", "로그인이 필요합니다.")],
    ["403 (dialog)", new ApiRequestError(403, "FORBIDDEN", "권한이 없습니다.")],
    ["502 (pause page)", new ApiRequestError(502, "BAD_GATEWAY", "서비스 점검 중입니다.")],
    ["the expired service (dialog)", new ApiRequestError(400, "SERVICE_EXPIRED", SERVICE_EXPIRED_MESSAGE)],
  ])("%s: the error policy acts, so the inline error never shows (the skeleton stays)", async (_label, error) => {
    show({ getCodes: error });
    await waitFor(() => expect(mocks.api).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("코드를 불러오는 중입니다");
  });
});
