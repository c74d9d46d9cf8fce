import type { AccountErrorCode } from "~/lib/account-schemas";
import type { Messages } from "~/i18n/pt";

/**
 * Keys of app/i18n/*\/admin.ts `errors`: docs/product-rules.md §8's sign-in and sign-up messages.
 */
export type EntryError = keyof Messages["admin"]["errors"];
export type FieldErrors = Partial<Record<string, AccountErrorCode>>;

/**
 * What the entry's action answers when it does not redirect: the form kit's answer, with the
 * intent of the form that was sent, its field messages as account error codes, what was typed but
 * passwords (enteredValues), and `error` the card's alert when the server refused. The layout's
 * clientAction answers the same when the request never left the browser.
 */
export interface EntryActionData {
  intent: string;
  error?: EntryError | null;
  fields?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
}

/** A field's account error code (from the server or the browser's check) in words. */
export function accountErrorText(
  texts: Messages["admin"]["accountErrors"],
  code: string | undefined,
): string | undefined {
  const isCode = (c: string): c is AccountErrorCode => Object.hasOwn(texts, c);
  return code !== undefined && isCode(code) ? texts[code] : undefined;
}

/**
 * The sign-out's answer made in the browser when its request never reached the server
 * (routes/admin/+shared/logout-form.tsx): nothing changed, the session is still open.
 */
export type LogoutOfflineData = { intent: "logout" };

export type EntryForm = "sign-in" | "sign-up";
