import { useState } from "react";
import { IdentityVerificationBodySchema, IdentityVerificationResultSchema, type IdentityPurpose } from "@evsafe/contract/account-rules";
import { defineCall } from "@evsafe/contract/define";
import { request } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { ROUTES } from "@/shared/routes";
import { AppLink } from "@/shared/ui/app-link";
import type { Verification } from "../journey";

/**
 * `POST identity-verification`: outside the contract's calls (docs/simulators.md: the adapter-backed entry point,
 * served in every mode; in demo mode its adapter is the identity simulator), but sent like one, through the
 * api-client with the contract's body and answer schemas, so its answer arrives parsed.
 */
export const identityVerificationCall = defineCall({
  method: "POST",
  path: "identity-verification",
  auth: "public",
  summary: "본인인증 (제공자 어댑터, 호출 목록 밖)",
  body: IdentityVerificationBodySchema,
  response: IdentityVerificationResultSchema,
});

const FIELDS = ["name", "birthDate", "phone"] as const;
/** Codes that concern one field when the API does not name it. */
const FIELD_OF_CODE = { UNDER_AGE: "birthDate" } as const;
const ALREADY_MEMBER = "ALREADY_MEMBER";

export interface IdentityVerificationFormProps {
  purpose: IdentityPurpose;
  onVerified: (verification: Verification) => Promise<unknown> | void;
  /** Replaces the network call (tests). */
  verify?: (body: {
    name: string;
    birthDate: string;
    phone: string;
    purpose: IdentityPurpose;
  }) => Promise<{ serviceToken: string; expiresAt: string }>;
}

const defaultVerify: NonNullable<IdentityVerificationFormProps["verify"]> = (body) =>
  request(identityVerificationCall, { body, token: null });

/**
 * Name, birth date and mobile number, checked with the contract's rules as they are typed; the API's refusals
 * (under 14 beside the birth date, already a member with a way to find the id, the carrier's mismatch, offline)
 * show in Korean while every typed value stays.
 */
export function IdentityVerificationForm({ purpose, onVerified, verify = defaultVerify }: IdentityVerificationFormProps) {
  const form = useZodForm(IdentityVerificationBodySchema, { defaultValues: { name: "", birthDate: "", phone: "" } });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<{ message: string; code: string | null } | null>(null);

  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async ({ name, birthDate, phone }) => {
      setFailure(null);
      try {
        const result = await verify({ name, birthDate, phone, purpose });
        await onVerified({ ...result, purpose, name, birthDate, phone });
      } catch (error) {
        const message = applyApiError(error, { fields: FIELDS, byCode: FIELD_OF_CODE }, form.setError);
        if (message) setFailure({ message, code: (error as { code?: string }).code ?? null });
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage message={failure?.message} />
      {failure?.code === ALREADY_MEMBER && (
        <div className="flex gap-2">
          <AppLink
            href={ROUTES.findId}
            className="flex min-h-12 flex-1 items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-white"
          >
            아이디 찾기
          </AppLink>
          <AppLink
            href={ROUTES.signIn}
            className="flex min-h-12 flex-1 items-center justify-center rounded-xl border border-gray-300 px-4 font-semibold text-gray-900"
          >
            로그인
          </AppLink>
        </div>
      )}
      <TextField
        label="이름"
        autoComplete="name"
        enterKeyHint="next"
        placeholder="홍길동"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="생년월일 8자리"
        autoComplete="bday"
        inputMode="numeric"
        enterKeyHint="next"
        maxLength={10}
        placeholder="19900101"
        hint="예: 1990년 1월 1일 → 19900101"
        error={errors.birthDate?.message}
        {...form.register("birthDate")}
      />
      <TextField
        label="휴대폰 번호"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        enterKeyHint="done"
        placeholder="010-1234-5678"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <SubmitButton pending={pending} pendingLabel="인증하는 중…">
        본인인증
      </SubmitButton>
    </form>
  );
}
