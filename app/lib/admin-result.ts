import "./zod-csp";
import { z } from "zod";
import type { Messages } from "~/i18n/pt";

/** A notice shown once in the back office's live region (docs/product-rules.md §8 toasts). */
export const toastSchema = z.object({
  /** Unique per answer, so the same text twice is announced twice. */
  id: z.string().max(100),
  kind: z.enum(["success", "error"]),
  message: z.string().max(500),
});
export type Toast = z.infer<typeof toastSchema>;

/**
 * What a back-office action answers: whether it worked, a toast, and for forms the field messages
 * (already in the administrator's language) and the values to show again.
 */
export interface ActionResult {
  intent: string;
  ok: boolean;
  toast?: Toast;
  /** field name → message, tied to the input by aria-describedby. */
  fields?: Record<string, string>;
  /** A form-level message naming what is wrong (e.g. the missing required fields). */
  formError?: string;
  values?: Record<string, string>;
  /** The row the action was about (product, brand, poster, account, token, session). */
  target?: string;
  /** Without JavaScript, a delete first answers with this: the page then asks to confirm. */
  confirm?: { target: string; label: string };
  /** A new API token, shown once. */
  token?: string;
}

/** A toast named by its key in app/i18n/{pt,en}/admin-sections/toasts.ts, worded where it is shown. */
export type ToastKey = keyof Messages["adminSections"]["toasts"];
