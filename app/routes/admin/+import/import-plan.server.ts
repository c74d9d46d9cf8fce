import { readLimited } from "~/.server/api/body.server";
import { ApiError } from "~/.server/api/errors.server";
import { MAX_IMPORT_BYTES } from "~/.server/catalogue/import/limits";
import { parseImportFile } from "~/.server/catalogue/import/parse.server";
import { planImport, type ImportPlan } from "~/.server/catalogue/import/plan.server";
import { planToken } from "~/.server/catalogue/import/token.server";
import { ImportRefusal, type ImportOptions } from "~/.server/catalogue/import/types";
import { getDb } from "~/.server/db/kysely";
import type { Messages } from "~/i18n/pt";

// The "Importar" page's form read and planned (the page's action and its error-list download):
// a multipart body of up to 20 MB (limits.ts lets these paths' bodies through), the file planned
// by the same functions as POST /api/products/import.

const BODY_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

/** The page's multipart form; a body past 20 MB or not multipart is refused as a message. */
export async function readImportForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new ApiError(415, "validation");
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > BODY_LIMIT) throw new ApiError(413, "tooLarge");
  const bytes = await readLimited(request, BODY_LIMIT, true);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, "validation");
  }
}

/** A form checkbox: present and not "0" / "false" means on. */
const checked = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value !== "" && value !== "0" && value !== "false";
};

export type PlannedForm =
  { plan: ImportPlan; token: string } | { refusal: { message: string; status: number } };

/** The form's file planned against the catalogue now, or why it cannot be. */
export async function planFromForm(form: FormData, t: Messages): Promise<PlannedForm> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return { refusal: { message: t.adminSections.importPage.fileMissing, status: 400 } };
  }
  const options: ImportOptions = {
    createMissing: checked(form, "create_missing"),
    updateOnly: checked(form, "update_only"),
  };
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    const plan = await planImport(getDb(), await parseImportFile(bytes, file.name), options);
    return { plan, token: planToken(bytes, options, plan.catalogueVersion) };
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    return { refusal: { message: t.api.errors[error.code], status: error.status } };
  }
}
