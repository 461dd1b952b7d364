import { useRef, useState } from "react";
import { AddressBodySchema } from "@evsafe/contract/areas/user";
import { api } from "@/shared/api-client";
import { applyApiError } from "@/shared/form/api-errors";
import { FormMessage, SubmitButton, TextField } from "@/shared/form/fields";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { Button } from "@/shared/ui/button";
import { embedPostcode } from "../postcode";

export interface Address {
  zip: string;
  addr: string;
  daddr: string;
}

/** Shown when the search cannot load: the fields take the address typed by hand. */
export const POSTCODE_UNAVAILABLE_MESSAGE = "주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.";
const ZIP_LENGTH = 5;
const ADDRESS_MAX_LENGTH = 200;
const FIELDS = ["zip", "addr", "daddr"] as const;

export interface AddressFormProps {
  /** The address on file (empty strings when none). */
  initial: Address;
  onSaved: (address: Address) => void;
  /** Replaces `users/set-addr` (tests). */
  saveAddress?: (body: Address) => Promise<Address>;
  /** Replaces the widget (tests): opens the search in `element`, rejects when it cannot load. */
  openSearch?: (element: HTMLElement, onPick: (address: { zip: string; addr: string }) => void) => Promise<void>;
}

const defaultSave: NonNullable<AddressFormProps["saveAddress"]> = (body) => api("putSetAddr", { body });

type Search = "closed" | "loading" | "open" | "unavailable";

/**
 * Address change on /my-info: 우편번호 검색 opens the Kakao postcode search in place (its script loads then, not
 * before); a pick fills the zip and address and moves to the detail. When the search cannot load, the form says so and
 * the zip and address are typed by hand, checked by the contract's rule. Values stay on a failed save.
 */
export function AddressForm({ initial, onSaved, saveAddress = defaultSave, openSearch = embedPostcode }: AddressFormProps) {
  const form = useZodForm(AddressBodySchema, { defaultValues: initial });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>("closed");
  const frame = useRef<HTMLDivElement>(null);

  const startSearch = async () => {
    if (!frame.current || search === "loading") return;
    setSearch("loading");
    try {
      await openSearch(frame.current, ({ zip, addr }) => {
        form.setValue("zip", zip, { shouldValidate: true, shouldDirty: true });
        form.setValue("addr", addr, { shouldValidate: true, shouldDirty: true });
        setSearch("closed");
        form.setFocus("daddr");
      });
      setSearch("open");
    } catch {
      setSearch("unavailable");
      form.setFocus("zip");
    }
  };

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
      <Button variant="secondary" onClick={() => void startSearch()} disabled={search === "loading"} aria-expanded={search === "open"}>
        {search === "loading" ? "주소 검색을 여는 중…" : "우편번호 검색"}
      </Button>
      {search === "unavailable" && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {POSTCODE_UNAVAILABLE_MESSAGE}
        </p>
      )}
      <div className="flex flex-col gap-2" hidden={search !== "open" && search !== "loading"}>
        <div
          ref={frame}
          className="h-[28rem] w-full overflow-hidden rounded-lg border border-neutral-300"
          aria-label="우편번호 검색"
          role="region"
        />
        <Button variant="secondary" onClick={() => setSearch("closed")}>
          검색 닫기
        </Button>
      </div>
      <TextField
        label="우편번호"
        inputMode="numeric"
        autoComplete="postal-code"
        enterKeyHint="next"
        maxLength={ZIP_LENGTH}
        error={errors.zip?.message}
        {...form.register("zip")}
      />
      <TextField
        label="주소"
        autoComplete="address-line1"
        enterKeyHint="next"
        maxLength={ADDRESS_MAX_LENGTH}
        error={errors.addr?.message}
        {...form.register("addr")}
      />
      <TextField
        label="상세주소"
        autoComplete="address-line2"
        enterKeyHint="done"
        maxLength={ADDRESS_MAX_LENGTH}
        error={errors.daddr?.message}
        {...form.register("daddr")}
      />
      <SubmitButton pending={pending} pendingLabel="저장하는 중…">
        주소 저장
      </SubmitButton>
    </form>
  );
}
