// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig, unstable_serialize } from "swr";
import { apiKey, useApi } from "@/shared/fetcher";
import { PageData } from "../page-data";

const mocks = vi.hoisted(() => ({ api: vi.fn(() => new Promise(() => {})) }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: mocks.api,
}));

const STATUS_KEY = unstable_serialize(apiKey("getMyServiceStatus"));
const status = { serviceStatus: "02" };

function Status() {
  const { data } = useApi("getMyServiceStatus");
  return <p>{data ? `상태 ${(data as { serviceStatus: string }).serviceStatus}` : "없음"}</p>;
}

afterEach(cleanup);

describe("PageData (a hard load's server data)", () => {
  it("paints from the server's data without fetching, and leaves it in the app's cache for the next visit", async () => {
    const cache = new Map<string, { data?: unknown }>();
    const app = (page: ReactNode) => <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>{page}</SWRConfig>;
    const { rerender } = render(
      app(
        <PageData fallback={{ [STATUS_KEY]: status }}>
          <Status />
        </PageData>,
      ),
    );
    expect(screen.getByText("상태 02")).toBeInTheDocument();
    await waitFor(() => expect(cache.get(STATUS_KEY)?.data).toEqual(status));
    expect(mocks.api).not.toHaveBeenCalled();
    // A client-side navigation back to the screen brings no server data: it opens from the cache.
    rerender(app(<Status key="next-page" />));
    expect(screen.getByText("상태 02")).toBeInTheDocument();
  });

  it("keeps the page mounted when a navigation to the same page brings props without server data", () => {
    const cache = new Map<string, { data?: unknown }>();
    const app = (fallback: Record<string, unknown> | undefined) => (
      <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
        <PageData fallback={fallback}>
          <input aria-label="입력" defaultValue="" />
        </PageData>
      </SWRConfig>
    );
    const { rerender } = render(app({ [STATUS_KEY]: status }));
    const field = screen.getByLabelText("입력") as HTMLInputElement;
    field.value = "입력한 값";
    field.focus();
    // E.g. the modal's `?modal=true`: Next runs getServerSideProps again, which sends no server data on a tap.
    rerender(app(undefined));
    expect(screen.getByLabelText("입력")).toBe(field);
    expect(document.activeElement).toBe(field);
  });
});
