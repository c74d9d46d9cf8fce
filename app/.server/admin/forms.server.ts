import { randomBytes } from "node:crypto";
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { z } from "zod";
import type { ActionResult, Toast } from "~/lib/admin-result";
import { apiFieldKey, enteredValues, fieldMessages } from "~/lib/form-errors";
import { textsFor } from "~/i18n/texts";
import type { Messages } from "~/i18n/pt";
import { RequestRefused } from "../http/refusal.server";
import { readBody, type ParsedBody } from "../http/body.server";
import { adminLocale } from "../auth/locale.server";
import { ServiceError } from "../catalogue/errors.server";
import { getDb } from "../db/kysely";
import { reportDatabaseFault, RETRY_AFTER_S } from "../db/faults.server";
import { ImageRejected, storeImage } from "../media/images.server";

/** The texts of the administrator's language (?lang= or the `lang` cookie). */
export async function sectionTexts(request: Request): Promise<Messages> {
  return textsFor((await adminLocale(request)).locale);
}

export function toast(kind: Toast["kind"], message: string): Toast {
  return { id: randomBytes(6).toString("hex"), kind, message };
}

export type AdminForm = ParsedBody & {
  /** The submitted text fields, to show again after a refusal (enteredValues). */
  values: Record<string, string>;
  tooLarge: boolean;
};

/**
 * A back-office form body (urlencoded or multipart), with readBody's limits checked before it is
 * read whole. An upload over the limit is answered as a field message, not a 413 page.
 */
export async function readAdminForm(request: Request): Promise<AdminForm> {
  const form = await readAdminFormOnce(request);
  forms.set(request, form);
  return form;
}

async function readAdminFormOnce(request: Request): Promise<AdminForm> {
  try {
    const body = await readBody(request);
    return { ...body, values: enteredValues(body.fields), tooLarge: false };
  } catch (error) {
    if (error instanceof RequestRefused) {
      return { fields: {}, files: {}, values: {}, tooLarge: error.status === 413 };
    }
    throw error;
  }
}

/** The form each request's action read, for the answer to a write the database refused. */
const forms = new WeakMap<Request, AdminForm>();

/**
 * Every back-office action runs in this: a write that cannot reach the database,
 * or finds its disk full, answers in the administrator's language ("Não salvo: o banco de dados
 * não está respondendo" / "…não há espaço livre no servidor"), 503 with Retry-After or 507, with
 * what was typed to show again; the log names the real cause once (reportDatabaseFault). Any
 * other failure goes on as it was.
 */
export async function adminWrite<T>(
  request: Request,
  run: () => Promise<T>,
): Promise<T | DataWithResponseInit<ActionResult>> {
  try {
    return await run();
  } catch (error) {
    const fault = reportDatabaseFault(error, { url: request.url, method: request.method });
    if (!fault) throw error;
    // The session's check may have failed before the form was read: read it now.
    let form = forms.get(request);
    if (!form && !request.bodyUsed) form = await readAdminFormOnce(request).catch(() => undefined);
    const t = (await sectionTexts(request)).adminSections.toasts;
    const message = fault.kind === "full" ? t.notSavedFull : t.notSavedUnavailable;
    return data<ActionResult>(
      {
        intent: (form && text(form, "intent")) ?? "",
        ok: false,
        toast: toast("error", message),
        values: form?.values,
      },
      {
        status: fault.kind === "full" ? 507 : 503,
        headers: { "Retry-After": String(RETRY_AFTER_S) },
      },
    );
  }
}

export function text(form: ParsedBody, name: string): string | undefined {
  const value = form.fields[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * A catalogue schema's issues in the administrator's words, one per field (fieldMessages): the
 * field's own "required" text when it has one ("Informe o preço."), else the API catalogue's
 * message for the schema's key, else "invalid".
 */
export function adminFieldMessages(
  error: z.ZodError,
  t: Messages,
  required: Partial<Record<string, string>> = {},
  /** A field's name from an issue's path, when it is not the first segment (galleryFieldOf). */
  fieldOf?: (path: PropertyKey[]) => string,
): Record<string, string> {
  return fieldMessages(
    error,
    (issue, field) => {
      const key = apiFieldKey(issue);
      if (issue.message === "required" && required[field]) return required[field];
      return key === issue.message ? t.api.fields[key] : t.adminSections.fields.invalid;
    },
    { fieldOf },
  );
}

/** A service's refusal in words: the API catalogue's message for its code. */
export function serviceMessage(error: ServiceError, t: Messages): string {
  return t.api.errors[error.code];
}

const IMAGE_MESSAGE = {
  tooLarge: "imageTooLarge",
  tooManyPixels: "imageTooManyPixels",
  unsupported: "imageUnsupported",
  corrupt: "imageCorrupt",
} as const;

/**
 * Stores an uploaded image (validated and re-encoded by storeImage). Returns its hash, null when
 * no file was sent, or the refusal in the administrator's language.
 */
export async function uploadImage(
  form: ParsedBody,
  name: string,
  t: Messages,
): Promise<{ hash: string | null } | { error: string }> {
  const file = form.files[name];
  if (!file) return { hash: null };
  try {
    const { hash } = await storeImage(getDb(), new Uint8Array(await file.arrayBuffer()));
    return { hash };
  } catch (error) {
    if (error instanceof ImageRejected) return { error: t.api.fields[IMAGE_MESSAGE[error.reason]] };
    throw error;
  }
}

/** An answer the page shows: 200 when it worked, else the given status. */
export function answer(result: ActionResult, status = result.ok ? 200 : 400) {
  return data(result, { status });
}

/**
 * Expected failures of a service as an answer (anything else is rethrown). The toast says the
 * service's reason ("Esta marca ainda tem produtos…") unless `fallbackOnly`, where the spec gives
 * one fixed text for every failure ("Erro ao excluir").
 */
export function refusal(
  error: unknown,
  options: {
    intent: string;
    t: Messages;
    fallback: string;
    target?: string;
    fallbackOnly?: boolean;
    /** The form's values, shown again. */
    values?: Record<string, string>;
  },
) {
  if (error instanceof ServiceError) {
    const status = error.code === "notFound" ? 404 : error.code === "brandInUse" ? 409 : 400;
    const message = serviceMessage(error, options.t);
    return answer(
      {
        intent: options.intent,
        ok: false,
        target: options.target,
        toast: toast(
          "error",
          options.fallbackOnly ? options.fallback : message || options.fallback,
        ),
        fields: error.field ? { [error.field]: message } : undefined,
        values: options.values,
      },
      status,
    );
  }
  throw error;
}
