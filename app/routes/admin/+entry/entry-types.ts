import type { AccountErrorCode } from "~/lib/account-schemas";
import type { Messages } from "~/i18n/pt";

/**
 * Keys of app/i18n/*\/admin.ts `errors`: docs/product-rules.md §8's sign-in and sign-up messages.
 */
export type EntryError = keyof Messages["admin"]["errors"];
export type FieldErrors = Partial<Record<string, AccountErrorCode>>;

/** What was typed, passwords left out (enteredValues), to show again. */
export type SignUpValues = Partial<Record<string, string>>;

/** What the entry's action answers when it does not redirect. */
export type EntryActionData =
  | { intent: "sign-in"; error: EntryError | null; fields: FieldErrors; values: { email?: string } }
  | { intent: "sign-up"; error: EntryError | null; fields: FieldErrors; values: SignUpValues };

/**
 * The sign-out's answer made in the browser when its request never reached the server
 * (routes/admin/+shared/logout-form.tsx): nothing changed, the session is still open.
 */
export type LogoutOfflineData = { intent: "logout" };

export type EntryForm = "sign-in" | "sign-up";
