// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => calls.api(...args),
}));

import { useAlertPages, useRevalidateReadMarks } from "../api";

const page = (read: boolean) => ({
  items: [{ id: 10, read }],
  page: 1,
  totalPages: 1,
  totalCount: 1,
  unreadCount: read ? 0 : 1,
});

function List() {
  const { state } = useAlertPages("getAlim");
  return <p data-testid="list">{state.data ? (state.data[0]?.read ? "읽음" : "새 알림") : "…"}</p>;
}

/** The list, then the detail in its place (the list unmounted), then back to the list: one app, one cache. */
function App() {
  const [onList, setOnList] = useState(true);
  const revalidate = useRevalidateReadMarks();
  return (
    <>
      {onList && <List />}
      <button onClick={() => setOnList(false)}>상세</button>
      <button onClick={() => void revalidate()}>읽음 표시</button>
      <button onClick={() => setOnList(true)}>뒤로</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  calls.api.mockReset();
});

describe("a read mark and the alert list", () => {
  it("back on the list at once (within SWR's deduping interval), the alert reads as read", async () => {
    let read = false;
    calls.api.mockImplementation(async (name: string) => (name === "getAlim" ? page(read) : undefined));
    // The app's deduping interval: a remount this soon would reuse the list read before the mark.
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 60_000 }}>
        <App />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId("list").textContent).toBe("새 알림"));
    act(() => screen.getByRole("button", { name: "상세" }).click());
    read = true;
    await act(async () => screen.getByRole("button", { name: "읽음 표시" }).click());
    act(() => screen.getByRole("button", { name: "뒤로" }).click());
    await waitFor(() => expect(screen.getByTestId("list").textContent).toBe("읽음"));
  });
});
