// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CodeItem } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-error";
import { renderWithSwr } from "@/testing/render";
import { InquiryForm } from "../forms/inquiry-form";

const mocks = vi.hoisted(() => ({
  callWithPolicy: vi.fn(),
  upload: vi.fn(),
  discard: vi.fn(),
  replace: vi.fn(),
}));
vi.mock("next/router", () => {
  const router = { replace: mocks.replace, push: vi.fn(), asPath: "/board/qna/new", beforePopState: vi.fn() };
  return { default: router, useRouter: () => router };
});
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  callWithPolicy: (...args: unknown[]) => mocks.callWithPolicy(...args),
}));
vi.mock("../forms/upload", () => ({
  uploadInquiryPhotos: (...args: unknown[]) => mocks.upload(...args),
  discardGroup: (...args: unknown[]) => mocks.discard(...args),
}));
vi.mock("@/shared/modal", () => ({ openModal: vi.fn(async () => false) }));

const CATEGORIES: CodeItem[] = [
  { groupCd: "IQR_DIV", codeNo: "01", codeNm: "서비스 이용", contents: null },
  { groupCd: "IQR_DIV", codeNo: "02", codeNm: "단말기·설치", contents: null },
];
const TITLE = "단말기 연결이 끊겨요";
const BODY = "어제부터 단말기 연결이 자꾸 끊깁니다. 확인 부탁드립니다.";

const png = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: "image/png" });

function fill() {
  fireEvent.change(screen.getByLabelText("문의 분류"), { target: { value: "02" } });
  fireEvent.change(screen.getByLabelText("제목"), { target: { value: TITLE } });
  fireEvent.change(screen.getByLabelText("문의 내용"), { target: { value: BODY } });
}
const addPhotos = (...files: File[]) => fireEvent.change(screen.getByTestId("photo-input"), { target: { files } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "문의 등록" }));

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
  mocks.upload.mockResolvedValue(41);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("InquiryForm", () => {
  it("keeps the text and the photos when the submit fails, and reuses the uploaded photos on the next try", async () => {
    mocks.callWithPolicy.mockRejectedValueOnce(
      new ApiRequestError(0, "NETWORK_ERROR", "서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요."),
    );
    renderWithSwr(<InquiryForm categories={CATEGORIES} />);
    fill();
    addPhotos(png("a.png"), png("b.png"));
    expect(screen.getAllByRole("img")).toHaveLength(2);

    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("서버에 연결할 수 없습니다");
    expect((screen.getByLabelText("제목") as HTMLInputElement).value).toBe(TITLE);
    expect((screen.getByLabelText("문의 내용") as HTMLTextAreaElement).value).toBe(BODY);
    expect((screen.getByLabelText("문의 분류") as HTMLSelectElement).value).toBe("02");
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["첨부 사진 1: a.png", "첨부 사진 2: b.png"]);
    expect(mocks.upload).toHaveBeenCalledTimes(1);
    expect(mocks.replace).not.toHaveBeenCalled();

    mocks.callWithPolicy.mockResolvedValueOnce({ iqrSn: 9 });
    submit();
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith("/board/qna"));
    expect(mocks.upload).toHaveBeenCalledTimes(1);
    expect(mocks.callWithPolicy).toHaveBeenLastCalledWith("postAsk", {
      body: { iqrDivCcd: "02", title: TITLE, contents: BODY, atchFileSn: 41 },
    });
  });

  it("keeps everything when the upload is refused, with the reason beside the photos", async () => {
    mocks.upload.mockRejectedValueOnce(new ApiRequestError(415, "UNSUPPORTED_FILE_TYPE", "지원하지 않는 파일 형식입니다."));
    renderWithSwr(<InquiryForm categories={CATEGORIES} />);
    fill();
    addPhotos(png("a.png"));
    submit();
    expect(await screen.findByTestId("photo-errors")).toHaveTextContent("지원하지 않는 파일 형식입니다.");
    expect(mocks.callWithPolicy).not.toHaveBeenCalled();
    expect((screen.getByLabelText("제목") as HTMLInputElement).value).toBe(TITLE);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("refuses wrong photos beside the field before anything is sent", async () => {
    renderWithSwr(<InquiryForm categories={CATEGORIES} />);
    addPhotos(new File(["%PDF-1.4"], "문서.pdf", { type: "application/pdf" }), png("ok.png"));
    expect(screen.getByTestId("photo-errors")).toHaveTextContent("문서.pdf: 사진 파일(JPG, PNG, GIF, WEBP, HEIC)만 첨부할 수 있어요.");
    expect(screen.getAllByRole("img")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "사진 1 빼기" }));
    expect(screen.queryAllByRole("img")).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:test/1");
  });

  it("says what is missing in Korean and sends nothing", async () => {
    renderWithSwr(<InquiryForm categories={CATEGORIES} />);
    await act(async () => submit());
    expect(await screen.findByText("문의 분류를 골라 주세요.")).toBeInTheDocument();
    expect(screen.getByText("제목을 2자 이상 입력해 주세요.")).toBeInTheDocument();
    expect(screen.getByText("문의 내용을 10자 이상 입력해 주세요.")).toBeInTheDocument();
    expect(mocks.callWithPolicy).not.toHaveBeenCalled();
  });

  it("counts the characters against the contract's limits", () => {
    renderWithSwr(<InquiryForm categories={CATEGORIES} />);
    fireEvent.change(screen.getByLabelText("문의 내용"), { target: { value: "열 글자 넘는 내용입니다" } });
    expect(screen.getByText("13/2,000자")).toBeInTheDocument();
    expect(screen.getByText("0/100자")).toBeInTheDocument();
  });
});
