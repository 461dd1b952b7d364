import { TextField, type TextFieldProps } from "../form/fields";

/** The zip must be five digits (the contract's rule); addresses are cut at the contract's length. */
const ZIP_LENGTH = 5;
const ADDRESS_MAX_LENGTH = 200;

type FieldInput = Omit<TextFieldProps, "label">;

/**
 * 우편번호, 주소 and 상세주소 as an address form shows them under the postcode search: the keyboard and autofill each
 * needs; the form hands in its own registration and error for each (`form.register("zip")`, …).
 */
export function AddressFields({
  zip,
  addr,
  daddr,
  lastEnterKey = "done",
}: {
  zip: FieldInput;
  addr: FieldInput;
  daddr: FieldInput;
  lastEnterKey?: "next" | "done";
}) {
  return (
    <>
      <TextField label="우편번호" inputMode="numeric" autoComplete="postal-code" enterKeyHint="next" maxLength={ZIP_LENGTH} {...zip} />
      <TextField label="주소" autoComplete="address-line1" enterKeyHint="next" maxLength={ADDRESS_MAX_LENGTH} {...addr} />
      <TextField label="상세주소" autoComplete="address-line2" enterKeyHint={lastEnterKey} maxLength={ADDRESS_MAX_LENGTH} {...daddr} />
    </>
  );
}
