// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FileGroup, FileItem } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-error";
import { ReviewForm } from "../forms/review-form";
import type { Review } from "../api";

const mocks = vi.hoisted(() => ({ upload: vi.fn(), discard: vi.fn(), removePhoto: vi.fn(), fetchBlob: vi.fn() }));
vi.mock("@/shared/attachments/upload-photos", () => ({
  uploadPhotos: (...args: unknown[]) => mocks.upload(...args),
  discardGroup: (...args: unknown[]) => mocks.discard(...args),
}));
vi.mock("@/shared/attachments/open-attachment", () => ({ fetchFileBlob: (...args: unknown[]) => mocks.fetchBlob(...args) }));
vi.mock("../api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../api")>();
  return { ...actual, reviewApi: { ...actual.reviewApi, removePhoto: (...args: unknown[]) => mocks.removePhoto(...args) } };
});

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
  mocks.fetchBlob.mockResolvedValue(new Blob(["png"]));
  mocks.removePhoto.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const REVIEW: Review = {
  reviewId: 7,
  rating: 4,
  content: "경고 알림 덕분에 점검을 받았어요.",
  atchFileSn: null,
  createdAt: "2026-11-20T10:00:00+09:00",
  updatedAt: "2026-11-20T10:00:00+09:00",
};

const text = () => screen.getByLabelText("리뷰 내용") as HTMLTextAreaElement;
const submit = (name = "리뷰 등록") => fireEvent.click(screen.getByRole("button", { name }));

function renderForm(
  save = vi.fn(async () => REVIEW),
  initial?: Pick<Review, "rating" | "content" | "atchFileSn">,
  initialPhotos?: FileItem[],
) {
  const onSaved = vi.fn();
  render(<ReviewForm save={save} onSaved={onSaved} initial={initial} initialPhotos={initialPhotos} />);
  return { save, onSaved };
}

describe("ReviewForm", () => {
  it("five ratings as a labelled radio group, the text with its counter", () => {
    renderForm();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(5);
    expect(screen.getByRole("radio", { name: /5점 · 아주 좋아요/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /1점 · 많이 아쉬워요/ })).toBeTruthy();
    fireEvent.change(text(), { target: { value: "좋아요" } });
    expect(screen.getByText("3/1,000자")).toBeTruthy();
  });

  it("without a rating or text: the Korean messages next to the fields, nothing sent", async () => {
    const { save } = renderForm();
    submit();
    expect(await screen.findByText("별점을 선택해 주세요")).toBeTruthy();
    expect(screen.getByText("리뷰 내용을 입력해 주세요")).toBeTruthy();
    expect(text().getAttribute("aria-invalid")).toBe("true");
    expect(save).not.toHaveBeenCalled();
  });

  it("too long: the limit's message and a red counter, nothing sent", async () => {
    const { save } = renderForm();
    fireEvent.click(screen.getByRole("radio", { name: /5점/ }));
    fireEvent.change(text(), { target: { value: "가".repeat(1001) } });
    submit();
    expect(await screen.findByText("리뷰는 1000자까지 입력할 수 있습니다")).toBeTruthy();
    expect(screen.getByText("1,001/1,000자").className).toContain("text-red-700");
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the rating as a number and the trimmed text, once however often it is tapped", async () => {
    let release!: (r: Review) => void;
    const save = vi.fn(() => new Promise<Review>((resolve) => (release = resolve)));
    const { onSaved } = renderForm(save);
    fireEvent.click(screen.getByRole("radio", { name: /4점/ }));
    fireEvent.change(text(), { target: { value: "  경고 알림 덕분에 점검을 받았어요.  " } });
    const button = screen.getByRole("button", { name: "리뷰 등록" });
    fireEvent.click(button);
    fireEvent.click(button); // the second tap of a double tap, before the disabled button renders
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ rating: 4, content: "경고 알림 덕분에 점검을 받았어요.", atchFileSn: null });
    // While it is sent the button says so and is disabled.
    const pending = screen.getByRole("button", { name: "저장하는 중…" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    release(REVIEW);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(REVIEW));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("a failed save says why and keeps what was typed and picked", async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(500, "INTERNAL_ERROR", "리뷰를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    });
    const { onSaved } = renderForm(save as never);
    fireEvent.click(screen.getByRole("radio", { name: /2점/ }));
    fireEvent.change(text(), { target: { value: "단말기 배송이 늦었어요." } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("리뷰를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    expect(text().value).toBe("단말기 배송이 늦었어요.");
    expect((screen.getByRole("radio", { name: /2점/ }) as HTMLInputElement).checked).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("editing starts from the review and saves with 수정 저장", async () => {
    const { save } = renderForm(undefined, REVIEW);
    expect(text().value).toBe(REVIEW.content);
    expect((screen.getByRole("radio", { name: /4점/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /5점/ }));
    submit("수정 저장");
    await waitFor(() => expect(save).toHaveBeenCalledWith({ rating: 5, content: REVIEW.content, atchFileSn: null }));
  });

  it("photos: a wrong type or a too big one is refused beside the field; the rest go up plain as REVIEW before the save", async () => {
    const group = stored(31, [1, 2]);
    mocks.upload.mockImplementation(
      async (files: File[], _target: unknown, _progress: unknown, onUploaded: (f: File, g: FileGroup) => void) => {
        files.forEach((f, i) => onUploaded(f, stored(31, [1, 2].slice(0, i + 1))));
        return group;
      },
    );
    const { save } = renderForm(vi.fn(async () => ({ ...REVIEW, atchFileSn: 31 })));
    addPhotos(png("메모.txt", "text/plain"), png("큰사진.png", "image/png", 10 * 1024 * 1024 + 1));
    const errors = screen.getByTestId("photo-errors");
    expect(errors.textContent).toContain("메모.txt: 사진 파일(JPG, PNG, GIF, WEBP, HEIC)만 첨부할 수 있어요.");
    expect(errors.textContent).toContain("큰사진.png: 사진 한 장은 10MB까지 첨부할 수 있어요.");
    addPhotos(png("차량.png"), png("단말기.png"), png("계기판.png"), png("넷째.png"));
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([
      "첨부 사진 1: 차량.png",
      "첨부 사진 2: 단말기.png",
      "첨부 사진 3: 계기판.png",
    ]);
    expect(screen.getByTestId("photo-errors").textContent).toContain("사진은 3장까지 첨부할 수 있어요. 1장은 빼고 담았어요.");
    expect(screen.queryByRole("button", { name: "사진 추가" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "사진 3 삭제" }));
    fireEvent.click(screen.getByRole("radio", { name: /5점/ }));
    fireEvent.change(text(), { target: { value: "사진과 함께" } });
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ rating: 5, content: "사진과 함께", atchFileSn: 31 }));
    const [files, target] = mocks.upload.mock.calls[0]!;
    expect((files as File[]).map((f) => f.name)).toEqual(["차량.png", "단말기.png"]);
    expect(target).toEqual({ encrypted: false, fileType: "REVIEW", atchFileSn: null });
  });

  it("a failed save keeps the photos and does not upload them again; a failed upload keeps text and photos", async () => {
    mocks.upload.mockRejectedValueOnce(new ApiRequestError(415, "UNSUPPORTED_MEDIA_TYPE", "지원하지 않는 파일 형식입니다."));
    mocks.upload.mockImplementation(async (files: File[], _t: unknown, _p: unknown, onUploaded: (f: File, g: FileGroup) => void) => {
      onUploaded(files[0]!, stored(8, [1]));
      return stored(8, [1]);
    });
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, "NETWORK_ERROR", "서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요."))
      .mockResolvedValue({ ...REVIEW, atchFileSn: 8 });
    renderForm(save);
    fireEvent.click(screen.getByRole("radio", { name: /4점/ }));
    fireEvent.change(text(), { target: { value: "사진 한 장" } });
    addPhotos(png("차량.png"));
    submit();
    expect((await screen.findByTestId("photo-errors")).textContent).toContain("지원하지 않는 파일 형식입니다.");
    expect(save).not.toHaveBeenCalled();
    expect(text().value).toBe("사진 한 장");
    expect(screen.getAllByRole("img")).toHaveLength(1);
    submit();
    expect((await screen.findByRole("alert", { name: "" })).textContent).toBeTruthy();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole("img")).toHaveLength(1);
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ rating: 4, content: "사진 한 장", atchFileSn: 8 });
    expect(mocks.upload).toHaveBeenCalledTimes(2);
  });

  it("editing: stored photos are shown from the API; one removed is deleted on save, all removed saves without photos", async () => {
    const group = stored(5, [1, 2]);
    const save = vi.fn(async () => ({ ...REVIEW, atchFileSn: 5 }));
    renderForm(save, { ...REVIEW, atchFileSn: 5 }, group.files);
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(2));
    expect(mocks.fetchBlob).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole("button", { name: "사진 1 삭제" }));
    submit("수정 저장");
    await waitFor(() => expect(save).toHaveBeenCalledWith({ rating: 4, content: REVIEW.content, atchFileSn: 5 }));
    expect(mocks.removePhoto).toHaveBeenCalledWith(group.files[0]);
    fireEvent.click(screen.getByRole("button", { name: "사진 1 삭제" }));
    submit("수정 저장");
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ rating: 4, content: REVIEW.content, atchFileSn: null }));
    expect(mocks.discard).not.toHaveBeenCalled();
    expect(mocks.upload).not.toHaveBeenCalled();
  });
});

const png = (name: string, type = "image/png", size = 64) => new File([new Uint8Array(size)], name, { type });
const addPhotos = (...files: File[]) => fireEvent.change(screen.getByTestId("photo-input"), { target: { files } });

/** A plain REVIEW group holding the numbered files. */
function stored(atchFileSn: number, fileSns: number[]): FileGroup {
  const files: FileItem[] = fileSns.map((fileSn) => ({
    atchFileSn,
    fileSn,
    orgFileNm: `사진${fileSn}.png`,
    fileSize: 64,
    mimeType: "image/png",
    fileExt: "png",
    encrypted: false,
    downloadPath: `files/download/${atchFileSn}/${fileSn}`,
    createdAt: "2026-11-20T01:00:00.000Z",
  }));
  return {
    atchFileSn,
    fileType: "REVIEW",
    fileTypeNm: "리뷰 사진",
    encrypted: false,
    files,
    fileCount: files.length,
    totalSize: 64 * files.length,
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: "2026-11-20T01:00:00.000Z",
  };
}
