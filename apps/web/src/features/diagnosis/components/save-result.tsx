import type { DiagnosisResult } from "@evsafe/contract";
import { SaveFileButton } from "@/shared/ui/save-file-button";

/** The report's file name: `배터리진단결과-2026-11-23.html`. */
export const reportFileName = (r: Pick<DiagnosisResult, "diagnosisDate">) => `배터리진단결과-${r.diagnosisDate}.html`;

/**
 * 결과 저장·인쇄하기: in the app the result's report (`safe-diagnosis/result/report`, one HTML file a driver can keep
 * or show at a service centre) is saved on the phone; in a browser the page prints, which also saves it as a PDF.
 */
export function SaveResult({ result }: { result: DiagnosisResult }) {
  return (
    <SaveFileButton
      label="결과 저장·인쇄하기"
      file={{ path: `safe-diagnosis/result/report?id=${result.diagnosisId}`, fileName: reportFileName(result) }}
      statusTestId="save-result-status"
    />
  );
}
