import { data, redirect } from "react-router";
import type { z } from "zod";
import { z as zod } from "zod";
import type { ActionResult } from "~/lib/admin-result";
import type { BulkResult } from "~/lib/bulk-schemas";
import type { Locale } from "~/i18n/locale";
import { LIMITS } from "~/lib/catalogue-schemas";
import { applyMove, moveSchema } from "~/lib/reorder";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { textsFor } from "~/i18n/texts";
import { enteredValues, fieldMessages } from "~/lib/form-errors";
import { requireAdminData } from "../auth/guards.server";
import { adminLocale } from "../auth/locale.server";
import { assertSameOriginWrite } from "../auth/origin.server";
import { ServiceError } from "../catalogue/errors.server";
import { getDb, type Db } from "../db/kysely";
import type { ParsedBody } from "../http/body.server";
import { RequestRefused } from "../http/refusal.server";
import { flashHeader } from "./flash.server";
import {
  adminFieldMessages,
  adminWrite,
  answer,
  readAdminForm,
  refusal,
  text,
  toast,
  uploadImage,
  type AdminForm,
} from "./forms.server";

// docs/decisions/008-one-form-mechanism.md: every back-office write, and the entry's sign-in and
// sign-up, go through adminForm. A form is a schema, a handler and a component in its section's
// folder; the kit does the rest once: the session and role, the administrator's language, the body
// (size-bounded, multipart), the schema's parse with field messages and the required-fields
// summary, pictures stored, a service's refusal worded, the database faults (503/507 with what was
// typed) and the answer, as a toast or a redirect with a flashed one. The services write the audit
// entry in the write's own transaction, with the administrator's id the kit hands them.

type Sections = Messages["adminSections"];

/** What a handler gets besides its parsed input. */
export interface FormContext {
  intent: string;
  /** The signed-in administrator's id (empty for a form that needs no session). */
  adminId: string;
  t: Messages;
  s: Sections;
  /** The administrator's language, for numbers and plurals in a reply. */
  locale: Locale;
  db: Db;
  /** The body as read: its fields, files and the values to show again. */
  form: AdminForm;
  /** The hash of each picture named in the spec's `images` (null: none sent). */
  images: Record<string, string | null>;
  /** The request, for a handler that reads its headers (the entry's sign-in and logout). */
  request: Request;
}

/** A handler's answer: a toast and what the page needs; `redirectTo` flashes the toast there. */
export type Reply = Omit<ActionResult, "intent" | "ok" | "toast"> & {
  ok?: boolean;
  /** The success (or, with `ok: false`, failure) toast's text. */
  toast?: string;
  redirectTo?: string;
  status?: number;
  /** The product table's bulk step: its count to confirm, or the change to offer Undo for. */
  bulk?: BulkResult["bulk"];
  /** Headers of the answer (the entry's Retry-After). */
  headers?: HeadersInit;
  /** The toast's kind, when not what `ok` says (the import's photos: done, none added). */
  toastKind?: "success" | "error";
  /** More the page reads (the import's preview, a delete to confirm, the entry's alert), as given. */
  extra?: Record<string, unknown>;
};

export interface FormSpec<S extends z.ZodType> {
  schema: S;
  /** What the schema parses; by default the text fields and the files. */
  input?: (form: AdminForm) => unknown;
  /**
   * Required fields: the message beside each when missing and the label the summary names
   * ("Preencha os campos obrigatórios: Marca, Nome."). A form without it gets no summary.
   */
  required?: (s: Sections) => Record<string, { message: string; label?: string }>;
  /** A field's name from an issue's path, when it is not the first segment. */
  fieldOf?: (path: PropertyKey[]) => string;
  /**
   * How an issue is worded, when not by the admin catalogue's field messages (the entry's forms
   * word theirs as account errors).
   */
  word?: (issue: z.core.$ZodIssue, t: Messages, field: string, locale: Locale) => string;
  /** The toast of a refused write. */
  failed: (s: Sections) => string;
  /** The spec gives one text for every failure of this write ("Erro ao excluir"). */
  failedOnly?: boolean;
  /**
   * A refused form's toast, when not `failed` for a refused field and the picture's reason for a
   * refused picture: "failed" for both, or "field" (the first field's message) for both.
   */
  refusedToast?: "failed" | "field";
  /** File fields stored as pictures before the handler runs; the first gets "too large". */
  images?: readonly string[];
  handle: (input: z.output<S>, ctx: FormContext) => Promise<Reply>;
}

/** One intent of a form, its types closed over (so a form's intents need no common type). */
export interface FormIntent {
  run: (ctx: FormContext) => Promise<Response | ReturnType<typeof answer>>;
}

/** An intent from its schema and handler. */
export function formIntent<S extends z.ZodType>(spec: FormSpec<S>): FormIntent {
  return { run: (ctx) => runIntent(spec, ctx) };
}

export interface AdminFormOptions {
  /** "anyone": the entry's sign-in and sign-up, which need no session. */
  access?: "admin" | "anyone";
  /** The intent a body without an `intent` field means. */
  defaultIntent?: string;
  /**
   * The body's reader, when not the 10 MB one (the import's 20 MB spreadsheet); a body it refuses
   * is answered as the form's message (the API's words for its code), with its status.
   */
  readBody?: (request: Request) => Promise<ParsedBody>;
}

/**
 * A back-office form's action: `export const action = ({ request }) => brandsForm(request)`.
 * Intents it does not know (a stale page, a crafted request) get the error toast, 400.
 */
export function adminForm(intents: Record<string, FormIntent>, options: AdminFormOptions = {}) {
  return (request: Request) =>
    adminWrite(request, async () => {
      // A write with a cookie from another origin is refused first, before its body is read
      // (requireAdminData checks it too).
      if (options.access === "anyone") assertSameOriginWrite(request);
      const admin = options.access === "anyone" ? null : await requireAdminData(request);
      const read = options.readBody
        ? await readOwn(options.readBody, request)
        : await readAdminForm(request);
      const { locale } = await adminLocale(request);
      const t = textsFor(locale);
      if (read instanceof RequestRefused) {
        return answer({ intent: "", ok: false, formError: t.api.errors[read.code] }, read.status);
      }
      const form = read;
      const intent = text(form, "intent") || options.defaultIntent || "";
      const ctx: FormContext = {
        intent,
        adminId: admin?.id ?? "",
        t,
        s: t.adminSections,
        locale,
        db: getDb(),
        form,
        images: {},
        request,
      };
      const chosen = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
      if (!chosen) {
        return answer({ intent, ok: false, toast: toast("error", t.adminSections.toasts.error) });
      }
      return chosen.run(ctx);
    });
}

async function runIntent<S extends z.ZodType>(spec: FormSpec<S>, ctx: FormContext) {
  const { intent, t, s, form } = ctx;
  const target = text(form, "id");
  const refused = (result: Omit<ActionResult, "intent" | "ok">, status = 400) =>
    answer({ intent, ok: false, target, values: form.values, ...result }, status);
  const failedToast = toast("error", spec.failed(s));

  const firstImage = spec.images?.[0];
  if (form.tooLarge) {
    const fields = { [firstImage ?? "form"]: s.fields.uploadTooLarge };
    return refused({ fields, formError: s.common.invalidSummary, toast: failedToast }, 413);
  }

  const parsed = spec.schema.safeParse(
    spec.input ? spec.input(form) : { ...form.values, ...form.files },
  );
  if (!parsed.success) {
    const required = spec.required?.(s) ?? {};
    const messages = Object.fromEntries(Object.entries(required).map(([k, v]) => [k, v.message]));
    const { word } = spec;
    const fields = word
      ? fieldMessages(parsed.error, (issue, field) => word(issue, t, field, ctx.locale), {
          fieldOf: spec.fieldOf,
        })
      : adminFieldMessages(parsed.error, t, messages, spec.fieldOf);
    const first = Object.values(fields)[0];
    const shown = spec.refusedToast === "field" && first ? toast("error", first) : failedToast;
    return refused({ fields, formError: summary(fields, required, s), toast: shown });
  }

  for (const name of spec.images ?? []) {
    const stored = await uploadImage(form, name, t);
    if ("error" in stored) {
      const fields = { [name]: stored.error };
      return refused({
        fields,
        formError: s.common.invalidSummary,
        toast: spec.refusedToast === "failed" ? failedToast : toast("error", stored.error),
      });
    }
    ctx.images[name] = stored.hash;
  }

  let reply: Reply;
  try {
    reply = await spec.handle(parsed.data, ctx);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return refusal(error, {
      intent,
      t,
      target,
      fallback: spec.failed(s),
      fallbackOnly: spec.failedOnly,
      values: form.values,
    });
  }
  const { redirectTo, status, toast: message, ok = true, extra, ...rest } = reply;
  // How it is answered, apart from what is answered.
  const { toastKind = ok ? "success" : "error", headers: sent, ...answered } = rest;
  const shown = message === undefined ? undefined : toast(toastKind, message);
  if (redirectTo) {
    const headers = shown ? { "Set-Cookie": await flashHeader(shown) } : undefined;
    throw redirect(redirectTo, { headers });
  }
  const result: ActionResult = {
    ...extra,
    intent,
    ok,
    target: rest.target ?? target,
    toast: shown,
    ...(ok ? {} : { values: form.values }),
    ...answered,
  };
  return data(result, { status: status ?? (ok ? 200 : 400), headers: sent });
}

/** A body read by a form's own reader, or what it refused. */
async function readOwn(
  read: (request: Request) => Promise<ParsedBody>,
  request: Request,
): Promise<AdminForm | RequestRefused> {
  try {
    const body = await read(request);
    return { ...body, values: enteredValues(body.fields), tooLarge: false };
  } catch (error) {
    if (error instanceof RequestRefused) return error;
    throw error;
  }
}

/** A row's id, as the forms that change one send it (`id`). */
export const rowId = zod.coerce.number().int().positive().max(LIMITS.id);

/**
 * The `move` intent of a sortable section (docs/product-rules.md §4: positions 1..n in one
 * transaction): the list's ids in their order now, the move applied, the new order written; a
 * refused or failed move answers the spec's one text.
 */
export function moveIntent(
  listIds: (db: Db) => Promise<number[]>,
  reorder: (db: Db, ids: number[], adminId: string) => Promise<unknown>,
): FormIntent {
  return formIntent({
    schema: moveSchema,
    failed: (s) => s.toasts.orderFailed,
    failedOnly: true,
    async handle(move, { db, adminId }) {
      await reorder(db, applyMove(await listIds(db), move), adminId);
      return { target: String(move.id) };
    },
  });
}

/**
 * docs/decisions/025-required-fields-are-named.md: a refused form names its missing required
 * fields in one line above the form, else asks to correct the fields shown.
 */
export function summary(
  fields: Record<string, string>,
  required: Record<string, { message: string; label?: string }>,
  s: Sections,
): string {
  const missing = Object.entries(required)
    .filter(([name, r]) => r.label && fields[name] === r.message)
    .map(([, r]) => r.label);
  return missing.length
    ? fill(s.common.requiredSummary, { fields: missing.join(", ") })
    : s.common.invalidSummary;
}
