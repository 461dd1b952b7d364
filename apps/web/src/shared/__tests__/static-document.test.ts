// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardStaticDocument, hrefOf, isStaticDocument, needsOwnDocument } from "../static-document";

const served = (page: string | undefined) => {
  (window as unknown as { __NEXT_DATA__?: { page?: string } }).__NEXT_DATA__ = page === undefined ? undefined : { page };
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
    served("/nonMemberMain");
    const { router, push, replace, load } = fakeRouter();
    await router.push("/diagnosis/trial");
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

  it("a document rendered per request keeps client-side navigation everywhere", async () => {
    served("/signin");
    const { router, push, load } = fakeRouter();
    await router.push("/home");
    expect(push).toHaveBeenCalledWith("/home", undefined, undefined);
    expect(load.assign).not.toHaveBeenCalled();
    expect(needsOwnDocument("/service/signup/delivery")).toBe(false);
  });

  it("hrefOf: strings as they are, objects formatted, a query-only object is the same page", () => {
    expect(hrefOf("/home#top")).toBe("/home#top");
    expect(hrefOf({ pathname: "/board/qna", search: "?status=1", hash: "list" })).toBe("/board/qna?status=1#list");
    expect(hrefOf({ pathname: "/home" })).toBe("/home");
    expect(hrefOf({ query: { step: "1" } })).toBeNull();
  });
});
