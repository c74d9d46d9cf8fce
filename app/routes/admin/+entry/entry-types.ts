import type { AccountErrorCode } from "~/lib/account-schemas";
import type { Messages } from "~/i18n/pt";

/** Keys of app/i18n/*\/admin.ts `errors`: spec §8's sign-in and sign-up messages. */
export type EntryError = keyof Messages["admin"]["errors"];
export type FieldErrors = Partial<Record<string, AccountErrorCode>>;

export const SIGN_UP_FIELDS = ["first_name", "last_name", "email", "phone", "address"] as const;
export type SignUpValues = Partial<Record<(typeof SIGN_UP_FIELDS)[number], string>>;

/** What the entry's action answers when it does not redirect. */
export type EntryActionData =
  | { intent: "sign-in"; error: EntryError | null; fields: FieldErrors; values: { email?: string } }
  | { intent: "sign-up"; error: EntryError | null; fields: FieldErrors; values: SignUpValues };

export type EntryForm = "sign-in" | "sign-up";
