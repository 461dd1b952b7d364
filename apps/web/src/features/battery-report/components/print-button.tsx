import { Button } from "@/shared/ui/button";

/** Print, or "PDF로 저장" in the print dialog; the print styles leave the button out. */
export function PrintButton({ label = "인쇄·PDF로 저장" }: { label?: string }) {
  return (
    <Button variant="secondary" className="print:hidden" onClick={() => window.print()} data-testid="print-button">
      {label}
    </Button>
  );
}
