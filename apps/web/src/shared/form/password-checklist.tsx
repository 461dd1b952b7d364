import { PASSWORD_RULE_PARTS } from "@evsafe/contract/account-rules";

/** The confirmation of a new password differs from it (sign-up, reset, change). */
export const PASSWORD_MISMATCH_MESSAGE = "비밀번호가 일치하지 않습니다.";

export interface PasswordChecklistProps {
  password: string;
  /** The login id when the form knows it: the checklist then also says whether the password leaves it out. */
  loginId?: string;
}

/**
 * The contract's password rule as a live checklist under a new-password field, each part marked met or not (in
 * words for screen readers, not by colour alone). It loads the contract's rules, so only forms/ modules use it.
 */
export function PasswordChecklist({ password, loginId }: PasswordChecklistProps) {
  const id = loginId?.trim() ?? "";
  const parts = [
    ...PASSWORD_RULE_PARTS.map((p) => ({ key: p.key, label: p.label, met: p.test(password) })),
    ...(loginId === undefined
      ? []
      : [{ key: "no-id", label: "아이디 미포함", met: password.length > 0 && !(id && password.toLowerCase().includes(id.toLowerCase())) }]),
  ];
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="비밀번호 조건">
      {parts.map((p) => (
        <li key={p.key} className={p.met ? "font-medium text-green-800" : "text-neutral-600"}>
          <span aria-hidden="true">{p.met ? "✓ " : "· "}</span>
          {p.label}
          <span className="sr-only">{p.met ? " 충족" : " 미충족"}</span>
        </li>
      ))}
    </ul>
  );
}
