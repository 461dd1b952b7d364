import { driverPays } from "@/shared/editions";

const STEPS = ["vehicle", "delivery", "payment", "complete"] as const;

/** `2 / 4 단계` (`2 / 3 단계` in the B2B edition, which has no payment step). */
export function StepLabel({ step }: { step: (typeof STEPS)[number] }) {
  const steps = driverPays ? STEPS : STEPS.filter((s) => s !== "payment");
  return (
    <p className="text-sm text-gray-600">
      {steps.indexOf(step as never) + 1} / {steps.length} 단계
    </p>
  );
}
