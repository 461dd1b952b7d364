import { useState } from "react";
import type { MyProfile } from "@evsafe/contract";
import { ServiceSignupDeliverySchema } from "@evsafe/contract/areas/auth";
import { CheckboxField, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { AddressFields } from "@/shared/postcode/address-fields";
import { PostcodeSearch, type OpenPostcodeSearch } from "@/shared/postcode/postcode-search";
import type { WizardDelivery } from "../wizard";

const DeliverySchema = ServiceSignupDeliverySchema;
const NAME_MAX_LENGTH = 50;
const MEMO_MAX_LENGTH = 100;

type Values = WizardDelivery;
const EMPTY: Values = { receiverName: "", receiverPhone: "", zip: "", addr: "", daddr: "", memo: "" };

/** What "내 정보와 같아요" fills from the profile: the name and the address (the phone on file is masked). */
export function fromProfile(profile: Pick<MyProfile, "userName" | "zip" | "addr" | "daddr">): Partial<Values> {
  return { receiverName: profile.userName, zip: profile.zip ?? "", addr: profile.addr ?? "", daddr: profile.daddr ?? "" };
}

export interface DeliveryFormProps {
  /** The step as it was finished before (back, reload), else null. */
  initial: WizardDelivery | null;
  /** The member's profile, for the prefill and "내 정보와 같아요"; null when it could not be read. */
  profile: Pick<MyProfile, "userName" | "phone" | "zip" | "addr" | "daddr"> | null;
  onDone: (delivery: WizardDelivery) => Promise<unknown> | void;
  /** Replaces the postcode widget (tests). */
  openSearch?: OpenPostcodeSearch;
}

/**
 * Step 2 of the service sign-up: where the OBD device is delivered. Prefilled from the profile ("내 정보와 같아요"
 * ticked) unless the step was done before; the postcode search fills the zip and address, or they are typed when it
 * cannot load. Checked as typed by the contract's rule; nothing is sent to the API here (step 4 sends the wizard).
 */
export function DeliveryForm({ initial, profile, onDone, openSearch }: DeliveryFormProps) {
  const [sameAsMine, setSameAsMine] = useState(!initial && profile !== null);
  const form = useZodForm(DeliverySchema, {
    defaultValues: initial ? { ...EMPTY, ...initial } : profile ? { ...EMPTY, ...fromProfile(profile) } : EMPTY,
  });
  const { errors } = form.formState;

  const fill = (values: Partial<Values>) => {
    for (const [name, value] of Object.entries(values) as [keyof Values, string][])
      form.setValue(name, value, { shouldValidate: form.formState.touchedFields[name] === true, shouldDirty: true });
  };
  const onSameAsMine = (on: boolean) => {
    setSameAsMine(on);
    if (!profile) return;
    fill(on ? fromProfile(profile) : { receiverName: "", zip: "", addr: "", daddr: "" });
    if (!on) form.setFocus("receiverName");
  };

  const [onSubmit, pending] = useSubmitOnce(form.handleSubmit(async (values) => onDone(values)));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="단말기 배송지">
      {profile && (
        <CheckboxField label="내 정보와 같아요 (이름·주소)" checked={sameAsMine} onChange={(e) => onSameAsMine(e.target.checked)} />
      )}
      <TextField
        label="받는 분"
        autoComplete="name"
        enterKeyHint="next"
        maxLength={NAME_MAX_LENGTH}
        error={errors.receiverName?.message}
        {...form.register("receiverName", { onChange: () => setSameAsMine(false) })}
      />
      <TextField
        label="휴대폰 번호"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        enterKeyHint="next"
        placeholder="010-1234-5678"
        hint={profile?.phone ? `배송 기사님이 연락할 번호예요. 내 정보의 번호: ${profile.phone}` : "배송 기사님이 연락할 번호예요."}
        error={errors.receiverPhone?.message}
        {...form.register("receiverPhone")}
      />
      <PostcodeSearch
        openSearch={openSearch}
        onPick={({ zip, addr }) => {
          setSameAsMine(false);
          form.setValue("zip", zip, { shouldValidate: true, shouldDirty: true });
          form.setValue("addr", addr, { shouldValidate: true, shouldDirty: true });
          form.setValue("daddr", "", { shouldDirty: true });
          form.setFocus("daddr");
        }}
        onUnavailable={() => form.setFocus("zip")}
      />
      <AddressFields
        lastEnterKey="next"
        zip={{ error: errors.zip?.message, ...form.register("zip", { onChange: () => setSameAsMine(false) }) }}
        addr={{ error: errors.addr?.message, ...form.register("addr", { onChange: () => setSameAsMine(false) }) }}
        daddr={{ error: errors.daddr?.message, ...form.register("daddr", { onChange: () => setSameAsMine(false) }) }}
      />
      <TextField
        label="배송 메모 (선택)"
        enterKeyHint="done"
        maxLength={MEMO_MAX_LENGTH}
        placeholder="예: 부재 시 경비실에 맡겨 주세요"
        error={errors.memo?.message}
        {...form.register("memo")}
      />
      <SubmitButton pending={pending} pendingLabel="저장하는 중…">
        다음
      </SubmitButton>
    </form>
  );
}
