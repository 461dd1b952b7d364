import { useState, type ReactNode } from "react";
import { Button } from "@/shared/ui/button";
import { IdentityVerificationForm } from "../../forms/identity-verification-form";

/** The API's answers that mean the verification cannot serve (another person's, spent, expired): verify again. */
export const VERIFY_AGAIN_CODES: ReadonlySet<string> = new Set([
  "IDENTITY_MISMATCH",
  "IDENTITY_USED",
  "IDENTITY_EXPIRED",
  "IDENTITY_INVALID",
]);

/**
 * Proof of presence for an account without a password (social sign-in only, docs/security.md): a fresh identity
 * verification of the member, kept in this component only (never in the journey state: it serves this one action).
 * Until then the verification form shows; afterwards `children` gets the token and a way to verify again.
 */
export function IdentityProof({ children }: { children: (serviceToken: string, verifyAgain: () => void) => ReactNode }) {
  const [serviceToken, setServiceToken] = useState<string | null>(null);
  if (serviceToken) {
    return (
      <>
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-neutral-900">
          본인인증을 마쳤어요.
        </p>
        {children(serviceToken, () => setServiceToken(null))}
      </>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-neutral-700">
        비밀번호가 없는 계정이라 본인인증으로 본인임을 확인해요. 가입할 때 인증한 명의로 인증해 주세요.
      </p>
      <IdentityVerificationForm purpose="find-password" onVerified={(v) => setServiceToken(v.serviceToken)} />
    </div>
  );
}

/** The top-of-form way on when the API refused the verification. */
export function VerifyAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      본인인증 다시 하기
    </Button>
  );
}
