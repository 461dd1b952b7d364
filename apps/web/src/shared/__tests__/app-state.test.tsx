// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { INITIAL_APP_STATE, resetAppState, setAppState, useAppState } from "../app-state";

function Probe() {
  const version = useAppState((s) => s.version);
  const { isUpdate } = useAppState();
  return <p>{`${version ?? "-"}/${isUpdate ? "update" : "latest"}`}</p>;
}

afterEach(() => {
  cleanup();
  resetAppState();
});

describe("app state (SPEC §3 version, apiVersion, isUpdate)", () => {
  it("starts empty, and components follow setAppState", () => {
    expect(useAppState.getState()).toEqual(INITIAL_APP_STATE);
    render(<Probe />);
    expect(screen.getByText("-/latest")).toBeInTheDocument();
    act(() => setAppState({ version: "1.2.0", apiVersion: "1.3.0", isUpdate: true }));
    expect(screen.getByText("1.2.0/update")).toBeInTheDocument();
    expect(useAppState.getState()).toMatchObject({ version: "1.2.0", apiVersion: "1.3.0", isUpdate: true, force: false });
    act(() => resetAppState());
    expect(screen.getByText("-/latest")).toBeInTheDocument();
  });
});
