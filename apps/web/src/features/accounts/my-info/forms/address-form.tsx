import { useState } from "react";
import { AddressBodySchema } from "@evsafe/contract/areas/user";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, SubmitButton } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { AddressFields } from "@/shared/postcode/address-fields";
import { PostcodeSearch, type OpenPostcodeSearch } from "@/shared/postcode/postcode-search";

export { POSTCODE_UNAVAILABLE_MESSAGE } from "@/shared/postcode/postcode-search";

export interface Address {
  zip: string;
  addr: string;
  daddr: string;
}

const FIELDS = ["zip", "addr", "daddr"] as const;

export interface AddressFormProps {
  /** The address on file (empty strings when none). */
  initial: Address;
  onSaved: (address: Address) => void;
  /** Replaces `users/set-addr` (tests). */
  saveAddress?: (body: Address) => Promise<Address>;
  /** Replaces the widget (tests): opens the search in `element`, rejects when it cannot load. */
  openSearch?: OpenPostcodeSearch;
}

const defaultSave: NonNullable<AddressFormProps["saveAddress"]> = (body) => api("putSetAddr", { body });

/**
 * Address change on /my-info: 우편번호 검색 opens the Kakao postcode search in place (its script loads then, not
 * before); a pick fills the zip and address and moves to the detail. When the search cannot load, the form says so and
 * the zip and address are typed by hand, checked by the contract's rule. Values stay on a failed save.
 */
export function AddressForm({ initial, onSaved, saveAddress = defaultSave, openSearch }: AddressFormProps) {
  const form = useZodForm(AddressBodySchema, { defaultValues: initial });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        onSaved(await saveAddress(values));
      } catch (error) {
        setFailure(applyApiError(error, { fields: FIELDS }, form.setError));
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="주소 변경">
      <FormMessage message={failure} />
      <PostcodeSearch
        openSearch={openSearch}
        onPick={({ zip, addr }) => {
          form.setValue("zip", zip, { shouldValidate: true, shouldDirty: true });
          form.setValue("addr", addr, { shouldValidate: true, shouldDirty: true });
          form.setFocus("daddr");
        }}
        onUnavailable={() => form.setFocus("zip")}
      />
      <AddressFields
        zip={{ error: errors.zip?.message, ...form.register("zip") }}
        addr={{ error: errors.addr?.message, ...form.register("addr") }}
        daddr={{ error: errors.daddr?.message, ...form.register("daddr") }}
      />
      <SubmitButton pending={pending} pendingLabel="저장하는 중…">
        주소 저장
      </SubmitButton>
    </form>
  );
}
