import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { galleryMarkdown, listProblems, namesInGallery, readmeGallery, SCREENS_DIR, withGallery } from "../screens/gallery.mjs";
import { SCREENS } from "../screens/list.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const readme = () => readFileSync(join(ROOT, "README.md"), "utf8");

describe("npm run screens: the list, README's gallery and docs/screens agree", () => {
  it("the list is well formed: unique file-safe names, Korean captions, paths", () => {
    expect(listProblems(SCREENS)).toEqual([]);
  });

  it("every screen of the list is in README's gallery, and nothing else, in the list's order", () => {
    const gallery = readmeGallery(readme());
    expect(gallery, "README.md has the gallery markers").not.toBeNull();
    expect(namesInGallery(gallery)).toEqual(SCREENS.map((s) => s.name));
    // The gallery is exactly what `npm run screens` writes (captions included): run it after changing the list.
    expect(gallery).toBe(galleryMarkdown(SCREENS));
  });

  it("every screen has its PNG in docs/screens, and there is no PNG of a screen no longer listed", () => {
    const pngs = readdirSync(join(ROOT, SCREENS_DIR))
      .filter((f) => f.endsWith(".png"))
      .sort();
    expect(pngs).toEqual(SCREENS.map((s) => `${s.name}.png`).sort());
    for (const s of SCREENS) expect(existsSync(join(ROOT, SCREENS_DIR, `${s.name}.png`))).toBe(true);
  });

  it("a screen's wizard state is what the app keeps: its sessionStorage key and its progress cookie", () => {
    const wizard = readFileSync(join(ROOT, "apps/web/src/features/subscription/signup/wizard.ts"), "utf8");
    const constant = (name) => wizard.match(new RegExp(`export const ${name} = "([^"]+)"`))?.[1];
    const payment = SCREENS.find((s) => s.name === "service-signup-payment");
    expect(Object.keys(payment.sessionStorage)).toEqual([constant("WIZARD_STORAGE_KEY")]);
    // Steps 1 and 2 with an address: "v" and "d" (wizard.ts `encodeProgress`).
    expect(payment.cookies).toEqual({ [constant("WIZARD_PROGRESS_COOKIE")]: "vd" });
  });

  it("the generator finds what a maintainer would get wrong", () => {
    expect(listProblems([{ name: "Home Screen", route: "home", account: null, state: "", caption: "Home | x" }])).toEqual([
      "Home Screen: name must be lower-case words joined by '-'",
      "Home Screen: route must start with '/'",
      "Home Screen: caption must be Korean",
      "Home Screen: caption may not contain '|' (table cell)",
    ]);
    const twice = [SCREENS[0], SCREENS[0]];
    expect(listProblems(twice)).toEqual([`${SCREENS[0].name}: name used twice`]);
  });

  it("rewrites only the block between the markers, and says when they are missing", () => {
    const text = `before\n${galleryMarkdown(SCREENS.slice(0, 1))}\nafter`;
    const next = withGallery(text, galleryMarkdown(SCREENS.slice(0, 5)));
    expect(next.startsWith("before\n") && next.endsWith("\nafter")).toBe(true);
    expect(namesInGallery(readmeGallery(next))).toEqual(SCREENS.slice(0, 5).map((s) => s.name));
    expect(() => withGallery("no markers", "x")).toThrow(/gallery markers/);
  });
});
