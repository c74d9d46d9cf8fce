import { z } from "zod";
import { formDataOf, readLimitedAs, type ParsedBody } from "~/.server/http/body.server";
import { RequestRefused } from "~/.server/http/refusal.server";
import { MAX_IMPORT_BYTES } from "~/.server/catalogue/import/limits";
import { parseImportFile } from "~/.server/catalogue/import/parse.server";
import { planImport, type ImportPlan } from "~/.server/catalogue/import/plan.server";
import { planToken } from "~/.server/catalogue/import/token.server";
import { ImportRefusal, type ImportOptions } from "~/.server/catalogue/import/types";
import { getDb } from "~/.server/db/kysely";
import type { Messages } from "~/i18n/pt";
import { checkbox } from "~/lib/catalogue-schemas";

// The "Importar" page's form read and planned (the page's action and its error-list download):
// a multipart body of up to 20 MB (limits.ts lets these paths' bodies through), the file planned
// by the same functions as POST /api/products/import.

const BODY_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

/** The page's multipart form; a body past 20 MB or not multipart is refused (RequestRefused). */
export async function readImportForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw new RequestRefused(415, "validation");
  const bytes = await readLimitedAs(request, BODY_LIMIT, "importTooLarge");
  return formDataOf(bytes, type);
}

const isFile = (value: FormDataEntryValue): value is File =>
  value instanceof File && value.size > 0 && value.name !== "";

/**
 * The page's form as the form kit reads it (its `readBody`): the text fields, the spreadsheet
 * (`file`), and in `photos` every picture sent under that one name, as a list.
 */
export async function readImportBody(request: Request): Promise<ParsedBody> {
  const form = await readImportForm(request);
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else if (isFile(value)) files[name] = value;
  }
  fields.photos = form.getAll("photos").filter(isFile);
  return { fields, files };
}

/** The spreadsheet and its options; a missing file is the planner's refusal, not a field's. */
export const importFileSchema = z.object({
  file: z.instanceof(File).optional(),
  update_only: checkbox,
  create_missing: checkbox,
});
export type ImportFileInput = z.output<typeof importFileSchema>;

export type PlannedForm =
  { plan: ImportPlan; token: string } | { refusal: { message: string; status: number } };

/** The form's file planned against the catalogue now, or why it cannot be. */
export async function planFromForm(input: ImportFileInput, t: Messages): Promise<PlannedForm> {
  const { file } = input;
  if (!file || file.size === 0) {
    return { refusal: { message: t.adminSections.importPage.fileMissing, status: 400 } };
  }
  const options: ImportOptions = {
    createMissing: input.create_missing,
    updateOnly: input.update_only,
  };
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    const plan = await planImport(getDb(), await parseImportFile(bytes, file.name), options);
    return { plan, token: planToken(bytes, options, plan) };
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    return { refusal: { message: t.api.errors[error.code], status: error.status } };
  }
}
