// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRERENDERED_PAGES } from "../prerendered-pages";
import { guardStaticDocument, isStaticDocument } from "../static-document";

/** The document as Next served it: its page in `__NEXT_DATA__`, and its address. */
const served = (page: string | undefined) => {
  (window as unknown as { __NEXT_DATA__?: { page?: string } }).__NEXT_DATA__ = page === undefined ? undefined : { page };
  window.history.replaceState(null, "", page ?? "/");
};

function fakeRouter() {
  const push = vi.fn(async (..._args: unknown[]) => true);
  const replace = vi.fn(async (..._args: unknown[]) => true);
  const router = { push, replace };
  const load = { assign: vi.fn(), replace: vi.fn() };
  guardStaticDocument(router, load);
  return { router, push, replace, load };
}

afterEach(() => served(undefined));

describe("a prerendered document (hash-only CSP) is left by a full load for any other page", () => {
  it("knows the document by the page it was served as", () => {
    served("/nonMemberMain");
    expect(isStaticDocument()).toBe(true);
    served("/404");
    expect(isStaticDocument()).toBe(true);
    served("/signin");
    expect(isStaticDocument()).toBe(false);
    served(undefined);
    expect(isStaticDocument()).toBe(false);
  });

  it("the landing page's sign-in link loads /signin as a document of its own (push → location.assign)", async () => {
    served("/nonMemberMain");
    const { router, push, load } = fakeRouter();
    await expect(router.push("/signin?callbackUrl=%2Fhome")).resolves.toBe(false);
    expect(load.assign).toHaveBeenCalledWith("/signin?callbackUrl=%2Fhome");
    expect(push).not.toHaveBeenCalled();
  });

  it("a redirect by replace (the error policy's /service-pause) replaces the entry with a full load", async () => {
    served("/diagnosis/trial");
    const { router, replace, load } = fakeRouter();
    await router.replace({ pathname: "/service-pause", query: { callbackUrl: "/diagnosis/trial", tab: ["a", "b"] } });
    expect(load.replace).toHaveBeenCalledWith("/service-pause?callbackUrl=%2Fdiagnosis%2Ftrial&tab=a&tab=b");
    expect(replace).not.toHaveBeenCalled();
  });

  it("between prerendered pages and within the page (a query, the modal's entry) the router stays client-side", async () => {
    served("/diagnosis/trial");
    const { router, push, replace, load } = fakeRouter();
    await router.push("/nonMemberMain");
    await router.push({ query: { step: "1" } }, undefined, { shallow: true });
    await router.replace("/nonMemberMain?modal=true", undefined, { shallow: true });
    expect(push).toHaveBeenCalledTimes(2);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(load.assign).not.toHaveBeenCalled();
    expect(load.replace).not.toHaveBeenCalled();
  });

  it("`as` decides when given (the address the browser shows)", async () => {
    served("/nonMemberMain");
    const { router, load } = fakeRouter();
    await router.push("/diagnosis/trial", "/home");
    expect(load.assign).toHaveBeenCalledWith("/home");
  });

  it("installs nothing in a document rendered per request: client-side navigation everywhere", () => {
    served("/signin");
    expect(isStaticDocument()).toBe(false);
  });

  it("every prerendered page installs the guard (its own module, so the other pages' first-load JS carries none of it)", () => {
    for (const page of PRERENDERED_PAGES) {
      const source = readFileSync(join(__dirname, "..", "..", "pages", `${page}.tsx`), "utf8");
      expect({ page, installs: /^guardStaticDocumentNavigation\(\);$/m.test(source) }).toEqual({ page, installs: true });
    }
  });
});
