import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { IdentityPurpose } from "@evsafe/contract/account-rules";
import { Button } from "@/shared/ui/button";
import { forgetVerification, readJourney, saveVerification, verificationFor, type Verification } from "../journey";

/** The form loads with the panel, not with the page (react-hook-form and the contract's rules: first-load JS). */
const IdentityVerificationForm = dynamic(() => import("../forms/identity-verification-form").then((m) => m.IdentityVerificationForm), {
  loading: () => <div className="h-[22rem]" aria-busy="true" aria-label="본인인증 양식을 불러오는 중" />,
});

/** `010-1234-5678` → `010-****-5678` (the panel shows whose verification is kept). */
export const maskPhone = (phone: string) => {
  const d = phone.replace(/\D/g, "");
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
};

export interface IdentityVerificationPanelProps {
  purpose: IdentityPurpose;
  /** The next step with the kept verification (saved in the journey state before this is called). */
  onVerified: (verification: Verification) => Promise<unknown> | void;
}

/**
 * Identity verification for any journey (docs/accounts.md "Identity verification"): the form, or — when this tab
 * already holds a verification usable for `purpose` (the back button, a reload) — who was verified, with 다음 and
 * 다시 인증하기. A verification is saved in the journey state before `onVerified` runs.
 */
export function IdentityVerificationPanel({ purpose, onVerified }: IdentityVerificationPanelProps) {
  const [kept, setKept] = useState<Verification | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is read after mount (hydration)
    setKept(verificationFor(purpose, readJourney()));
  }, [purpose]);

  if (kept) {
    return (
      <div className="flex flex-col gap-4">
        <div className="rounded-2xl bg-brand-50 p-4" role="status">
          <p className="font-semibold text-gray-900">본인인증을 마쳤어요</p>
          <p className="mt-1 text-sm text-gray-700">
            {kept.name} · {maskPhone(kept.phone)}
          </p>
        </div>
        <Button onClick={() => void onVerified(kept)}>다음</Button>
        <Button
          variant="secondary"
          onClick={() => {
            forgetVerification();
            setKept(null);
          }}
        >
          다시 인증하기
        </Button>
      </div>
    );
  }
  return (
    <IdentityVerificationForm
      purpose={purpose}
      onVerified={async (v) => {
        saveVerification(v);
        await onVerified(v);
      }}
    />
  );
}
