import { randomBytes } from "node:crypto";
import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult, Toast } from "~/lib/admin-result";
import { LIMITS } from "~/lib/catalogue-schemas";
import { apiPt } from "~/i18n/pt/api";
import { allMessagesFor } from "~/i18n/all-messages";
import type { Messages } from "~/i18n/pt";
import { ApiError, readBody, type ParsedBody } from "../api/http.server";
import { adminLocale } from "../auth/locale.server";
import { ServiceError } from "../catalogue/errors.server";
import { getDb } from "../db/kysely";
import { ImageRejected, storeImage } from "../media/images.server";

/** The texts of the administrator's language (?lang= or the `lang` cookie). */
export function sectionTexts(request: Request): Messages {
  return allMessagesFor(adminLocale(request).locale);
}

export function toast(kind: Toast["kind"], message: string): Toast {
  return { id: randomBytes(6).toString("hex"), kind, message };
}

export type AdminForm = ParsedBody & { tooLarge: boolean };

/**
 * A back-office form body (urlencoded or multipart), with readBody's limits checked before it is
 * read whole. An upload over the limit is answered as a field message, not a 413 page.
 */
export async function readAdminForm(request: Request): Promise<AdminForm> {
  try {
    return { ...(await readBody(request)), tooLarge: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) {
      return { fields: {}, files: {}, tooLarge: true };
    }
    if (error instanceof ApiError) return { fields: {}, files: {}, tooLarge: false };
    throw error;
  }
}

export function text(form: ParsedBody, name: string): string | undefined {
  const value = form.fields[name];
  return typeof value === "string" ? value : undefined;
}

/** The text fields of a form, to show them again after a refusal. */
export function valuesOf(form: ParsedBody, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = text(form, name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

const API_FIELD_KEYS = new Set<string>(Object.keys(apiPt.fields));

/**
 * Zod issues to one message per field. Catalogue schemas use app/i18n/pt/api.ts `fields` keys as
 * messages; `required` may be named per field ("Informe o preço.").
 */
export function fieldMessages(
  error: z.ZodError,
  t: Messages,
  required: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (out[field]) continue;
    const key = issue.message;
    if (key === "required" && required[field]) out[field] = required[field];
    else if (API_FIELD_KEYS.has(key))
      out[field] = t.api.fields[key as keyof Messages["api"]["fields"]];
    else out[field] = t.adminSections.fields.invalid;
  }
  return out;
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
      },
      status,
    );
  }
  throw error;
}

/** A positive integer id from a form field, or null. */
export function idField(form: ParsedBody, name = "id"): number | null {
  const id = Number(text(form, name));
  return Number.isSafeInteger(id) && id > 0 && id <= LIMITS.id ? id : null;
}
