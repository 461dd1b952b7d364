// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { Certificate } from "@evsafe/contract";
import { CertificateScreen } from "../certificate-screen";
import { qrPath } from "../qr";

const FIGURES: NonNullable<Certificate["certificate"]> = {
  brandNm: "현대",
  mdlNm: "아이오닉 5",
  dtlMdlNm: "아이오닉 5 롱레인지 2WD",
  modelYear: 2023,
  sohPct: 94,
  sohStatusName: "안전",
  grade: "A",
  gradeName: "안전",
  severity: "01",
  measuredFrom: "2026-05-06",
  measuredTo: "2026-11-21",
  measuredDays: 200,
  carNo: null,
  ownerName: null,
};
const answer = (status: Certificate["status"], certificate: Certificate["certificate"] = null): Certificate => ({
  status,
  title: `${status} 제목`,
  message: `${status} 설명`,
  issuedAt: status === "tampered" || status === "unknown" ? null : "2026-11-22T05:00:00.000Z",
  expiresAt: status === "tampered" || status === "unknown" ? null : "2027-02-20T05:00:00.000Z",
  certificate,
});
const URL_ = "http://127.0.0.1:3000/certificate/abc?s=def";
const PDF = { path: "certificates/abc/pdf?s=def", fileName: "배터리상태인증서-아이오닉5-2026-11-22.pdf" };

afterEach(cleanup);

describe("/certificate/{id}", () => {
  it("a valid certificate shows the figures, its grade in the product's vocabulary and the page's own QR code; no plate or name unless chosen", () => {
    render(<CertificateScreen result={answer("valid", FIGURES)} failed={null} url={URL_} qr={qrPath(URL_)} pdf={PDF} />);
    expect(screen.getByTestId("certificate-status")).toHaveAttribute("data-status", "valid");
    expect(screen.getByRole("heading", { name: "현대 아이오닉 5 롱레인지 2WD" })).toBeInTheDocument();
    expect(screen.getByTestId("certificate-soh")).toHaveTextContent("94% · 안전");
    expect(screen.getByTestId("certificate-grade")).toHaveTextContent("A등급");
    expect(screen.getByTestId("certificate-grade")).toHaveTextContent("안전");
    expect(screen.getByText("200일 측정", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "이 인증서 주소의 QR 코드" })).toBeInTheDocument();
    expect(screen.getByTestId("certificate-qr")).toHaveAttribute("data-url", URL_);
    expect(screen.queryByText("차량 번호")).toBeNull();
    expect(screen.queryByText("소유자")).toBeNull();
    expect(screen.getByRole("button", { name: "인쇄하기" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "PDF로 저장" })).toBeInTheDocument();
  });

  it("shows the plate and the name when the certificate carries them", () => {
    render(
      <CertificateScreen
        result={answer("valid", { ...FIGURES, carNo: "12가3456", ownerName: "김민준" })}
        failed={null}
        url={URL_}
        qr={qrPath(URL_)}
        pdf={PDF}
      />,
    );
    expect(screen.getByText("12가3456")).toBeInTheDocument();
    expect(screen.getByText("김민준")).toBeInTheDocument();
  });

  for (const status of ["tampered", "revoked", "expired", "unknown"] as const) {
    it(`${status}: says so, with no figures, no QR code and no print or PDF button`, () => {
      render(<CertificateScreen result={answer(status)} failed={null} url={null} qr={null} pdf={null} />);
      expect(screen.getByTestId("certificate-status")).toHaveAttribute("data-status", status);
      expect(screen.getByRole("heading", { name: `${status} 제목` })).toBeInTheDocument();
      expect(screen.queryByTestId("certificate-figures")).toBeNull();
      expect(screen.queryByTestId("certificate-qr")).toBeNull();
      expect(screen.queryByTestId("print-button")).toBeNull();
      expect(screen.queryByRole("button", { name: "PDF로 저장" })).toBeNull();
    });
  }

  it("a failed check says so in Korean", () => {
    render(
      <CertificateScreen
        result={null}
        failed="지금은 인증서를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요."
        url={null}
        qr={null}
        pdf={null}
      />,
    );
    expect(screen.getByRole("heading", { name: "인증서를 확인하지 못했어요" })).toBeInTheDocument();
    expect(screen.getByText("지금은 인증서를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.")).toBeInTheDocument();
  });

  it("the QR code has a quiet zone and grows with the text", () => {
    const short = qrPath("https://a.kr/x");
    const long = qrPath(`https://evsafe.example.com/certificate/${"a".repeat(22)}?s=${"b".repeat(43)}`);
    expect(short.size).toBe(21 + 8);
    expect(long.size).toBeGreaterThan(short.size);
    expect(long.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});
