/**
 * Payment constants only the payment step needs, in a module of their own so that the screens importing
 * constants/account (sign-in, settings, …) do not carry them.
 */

/** Banks a virtual account can be issued at: the payer picks one in the payment window and the account is of that bank. */
export const VIRTUAL_ACCOUNT_BANKS = ["국민은행", "신한은행", "우리은행", "하나은행", "NH농협은행", "IBK기업은행"] as const;
export type VirtualAccountBank = (typeof VIRTUAL_ACCOUNT_BANKS)[number];
