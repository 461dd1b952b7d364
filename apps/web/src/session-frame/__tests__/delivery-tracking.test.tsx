// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { obdInfo, STATUS_FIXTURES } from "@/testing/factories";
import { DeliveryProgress } from "../components/delivery-progress";

const opened = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock("@/shared/open-outside", () => ({ openOutside: async (url: string) => void opened.urls.push(url) }));

afterEach(() => {
  cleanup();
  opened.urls.length = 0;
});

const URL_CJ = "https://trace.cjlogistics.com/next/tracking.html?wblNo=6100000007919";

describe("DeliveryProgress: the delivery's tracking", () => {
  it("names the carrier with the waybill, the expected day, and opens the carrier's page outside the app", async () => {
    render(
      <DeliveryProgress
        status={STATUS_FIXTURES.applying()}
        obd={obdInfo({ trackingNo: "6100000007919", trackingUrl: URL_CJ, expectedDeliveryDate: "2026-11-23" })}
      />,
    );
    const tracking = screen.getByTestId("delivery-tracking");
    expect(tracking).toHaveTextContent("운송장 번호: CJ대한통운 6100 0000 0791 9");
    expect(tracking).toHaveTextContent("도착 예정일: 2026년 11월 23일");
    const link = screen.getByRole("link", { name: "CJ대한통운에서 배송 조회" });
    expect(link).toHaveAttribute("href", URL_CJ);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    fireEvent.click(link);
    // Through the app's outside-link path (the shell's link.open), not a navigation of the WebView.
    await waitFor(() => expect(opened.urls).toEqual([URL_CJ]));
  });

  it("no waybill yet: neither a link nor a date", () => {
    render(
      <DeliveryProgress
        status={STATUS_FIXTURES.applying()}
        obd={obdInfo({ trackingNo: null, courierNm: null, carrierCd: null, trackingUrl: null, expectedDeliveryDate: null })}
      />,
    );
    expect(screen.queryByTestId("delivery-tracking")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
