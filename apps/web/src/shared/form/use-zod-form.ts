import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form with a zod resolver built from a contract schema (the API's own rule, never a copy). Errors show
 * once a field was left (`onTouched`) and then update while typing; the first invalid field gets the focus on submit.
 * This module loads react-hook-form, so only a lazily loaded form (a `forms/` module, see CONTRIBUTING) imports it.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), mode: "onTouched", ...options });
}
