// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const profile = vi.hoisted(() => ({ data: undefined as { companyName: string | null } | undefined }));
vi.mock("@/shared/screen-data", () => ({ useScreenData: () => ({ data: profile.data, error: undefined, isLoading: false }) }));
const { default: CompanyName } = await import("../components/company-name");
afterEach(cleanup);

describe("CompanyName (B2B edition, under the status line)", () => {
  it("names the company that provides the service", () => {
    profile.data = { companyName: "에버세이프 렌터카" };
    render(<CompanyName />);
    expect(screen.getByTestId("company-name")).toHaveTextContent("에버세이프 렌터카 제공 서비스");
  });

  it("says nothing for a member without a company, or while the profile loads", () => {
    profile.data = { companyName: null };
    const { container } = render(<CompanyName />);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    profile.data = undefined;
    expect(render(<CompanyName />).container).toBeEmptyDOMElement();
  });
});
