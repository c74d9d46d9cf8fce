import "./zod-csp";
import { z } from "zod";
import type { FieldIssue } from "./form-errors";

// One schema per input, shared by the admin entry's forms, the JSON API and the CLI
// (docs/decisions/007-one-zod-schema-per-input.md). Messages are codes; app/i18n/*/admin.ts
// `accountErrors` holds their texts.

/** docs/product-rules.md §5 / §9: shoppers' passwords need 6 characters. */
export const SHOPPER_MIN_PASSWORD = 6;
/** docs/decisions/013-passwords.md: administrators' passwords need 12. */
export const ADMIN_MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

export const ACCOUNT_LIMITS = { name: 80, email: 254, phone: 40, address: 300 } as const;

export type AccountErrorCode =
  | "required"
  | "tooLong"
  | "invalidEmail"
  | "passwordTooShort"
  | "adminPasswordTooShort"
  | "passwordsDoNotMatch";

const requiredText = (max: number) =>
  z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");

/** Optional text: absent, null and blank all become null. */
const optionalText = (max: number) =>
  z
    .preprocess(
      (v) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v),
      z.string({ error: "tooLong" }).trim().max(max, "tooLong").nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

const email = z
  .string({ error: "required" })
  .trim()
  .toLowerCase()
  .min(1, "required")
  .max(ACCOUNT_LIMITS.email, "tooLong")
  .pipe(z.email({ error: "invalidEmail" }));

const password = (min: number, tooShort: AccountErrorCode) =>
  z
    .string({ error: "required" })
    .min(1, "required")
    .min(min, tooShort)
    .max(MAX_PASSWORD, "tooLong");

/**
 * Sign-up (docs/product-rules.md §5): required first name, last name, e-mail, password; optional
 * phone and address. `confirm_password` comes from the form (it must match); the JSON API
 * (docs/product-rules.md §7 body) omits it.
 */
export const registerSchema = z
  .object({
    first_name: requiredText(ACCOUNT_LIMITS.name),
    last_name: requiredText(ACCOUNT_LIMITS.name),
    email,
    password: password(SHOPPER_MIN_PASSWORD, "passwordTooShort"),
    confirm_password: z.string().optional(),
    phone: optionalText(ACCOUNT_LIMITS.phone),
    address: optionalText(ACCOUNT_LIMITS.address),
  })
  .superRefine((value, ctx) => {
    if (value.confirm_password !== undefined && value.confirm_password !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "passwordsDoNotMatch" });
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * Sign-in (docs/product-rules.md §5): both fields required. A malformed e-mail is just a failed
 * sign-in.
 */
export const signInSchema = z.object({
  email: z
    .string({ error: "required" })
    .trim()
    .toLowerCase()
    .min(1, "required")
    .max(320, "tooLong"),
  password: z.string({ error: "required" }).min(1, "required").max(MAX_PASSWORD, "tooLong"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A new administrator (admin:create, later the back office's Users section). */
export const newAdminSchema = z.object({
  first_name: requiredText(ACCOUNT_LIMITS.name),
  last_name: z.string().trim().max(ACCOUNT_LIMITS.name, "tooLong").default(""),
  email,
  password: password(ADMIN_MIN_PASSWORD, "adminPasswordTooShort"),
});
export type NewAdminInput = z.input<typeof newAdminSchema>;

/**
 * docs/decisions/012-accounts-in-the-database.md: `--name "First Last"` splits at the first space.
 */
export function splitFullName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { first_name: trimmed, last_name: "" };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

const CODES: readonly string[] = [
  "required",
  "tooLong",
  "invalidEmail",
  "passwordTooShort",
  "adminPasswordTooShort",
  "passwordsDoNotMatch",
] satisfies AccountErrorCode[];

const isCode = (message: string): message is AccountErrorCode => CODES.includes(message);

/**
 * An issue of these schemas as its error code, for fieldMessages (app/lib/form-errors.ts).
 * Anything zod reports that is not one of our codes (a wrong type, an unknown shape) means the
 * field was not filled in as asked.
 */
export const accountErrorCode = (issue: FieldIssue): AccountErrorCode =>
  isCode(issue.message) ? issue.message : "required";
