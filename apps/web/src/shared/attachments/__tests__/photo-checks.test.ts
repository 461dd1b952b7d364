import { describe, expect, it } from "vitest";
import { checkPhotos, isAcceptedPhoto, MAX_PHOTO_BYTES } from "../photo-checks";

const MAX_PHOTOS = 5;

const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe("checkPhotos", () => {
  it("accepts the images the API takes", () => {
    const chosen = [file("a.jpg", "image/jpeg"), file("b.png", "image/png"), file("c.heic", "")];
    expect(checkPhotos(0, chosen, MAX_PHOTOS)).toEqual({ accepted: chosen, errors: [] });
  });

  it("refuses a file that is too big, saying the limit", () => {
    const { accepted, errors } = checkPhotos(
      0,
      [file("big.jpg", "image/jpeg", MAX_PHOTO_BYTES + 1), file("ok.jpg", "image/jpeg")],
      MAX_PHOTOS,
    );
    expect(accepted.map((f) => f.name)).toEqual(["ok.jpg"]);
    expect(errors).toEqual(["big.jpg: 사진 한 장은 10MB까지 첨부할 수 있어요."]);
  });

  it("refuses a file of the wrong type, whatever its name", () => {
    const { accepted, errors } = checkPhotos(
      0,
      [file("doc.pdf", "application/pdf"), file("x.svg", "image/svg+xml"), file("fake.png", "text/html")],
      MAX_PHOTOS,
    );
    expect(accepted).toEqual([]);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toBe("doc.pdf: 사진 파일(JPG, PNG, GIF, WEBP, HEIC)만 첨부할 수 있어요.");
    expect(isAcceptedPhoto(file("noext", ""))).toBe(false);
  });

  it("refuses an empty file", () => {
    expect(checkPhotos(0, [file("empty.png", "image/png", 0)], MAX_PHOTOS).errors).toEqual(["empty.png: 빈 파일은 첨부할 수 없어요."]);
  });

  it("keeps at most the form's number in all and says how many were left out", () => {
    const chosen = Array.from({ length: 4 }, (_, i) => file(`p${i}.png`, "image/png"));
    const { accepted, errors } = checkPhotos(MAX_PHOTOS - 2, chosen, MAX_PHOTOS);
    expect(accepted.map((f) => f.name)).toEqual(["p0.png", "p1.png"]);
    expect(errors).toEqual([`사진은 ${MAX_PHOTOS}장까지 첨부할 수 있어요. 2장은 빼고 담았어요.`]);
  });
});

it("a smaller limit (a review's three) counts the photos already there", () => {
  const { accepted, errors } = checkPhotos(2, [file("a.png", "image/png"), file("b.png", "image/png")], 3);
  expect(accepted.map((f) => f.name)).toEqual(["a.png"]);
  expect(errors).toEqual(["사진은 3장까지 첨부할 수 있어요. 1장은 빼고 담았어요."]);
});
