import "./zod-csp";
import { z } from "zod";
import { LOCALES } from "~/i18n/languages";
import { LIMITS, optionalText, withoutNul } from "./catalogue-schemas";
import { localizedShape } from "./localized";
import { moveSchema } from "./reorder";

// The back office's documents and videos editor (docs/decisions/068-product-documents-and-videos.md).

const documentId = z.coerce
  .number({ message: "invalid" })
  .int("invalid")
  .positive("invalid")
  .max(LIMITS.id, "invalid");

/** A document's titles (Portuguese required, the others optional) and its own language. */
const titles = {
  title: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.title, "tooLong")
    .refine(withoutNul, "invalid"),
  ...localizedShape("title", () => optionalText(LIMITS.title)),
  language: z.preprocess(
    (v) => (v === "" || v == null ? null : v),
    z.enum(LOCALES, { message: "invalid" }).nullable(),
  ),
};

/** "Enviar documento": the PDF and its titles (the PDF's own checks run on its bytes). */
export const documentUploadSchema = z.object({
  file: z.instanceof(File).optional(),
  ...titles,
});

/** A listed document's "Salvar": its titles and language. */
export const documentEditSchema = z.object({ id: documentId, ...titles });

/** A listed document's "Remover". */
export const documentRemoveSchema = z.object({ id: documentId });

/** A listed document's "Subir"/"Descer". */
export const documentMoveSchema = moveSchema;

/** The videos' field: one address a line, in order (parseVideoList reads each). */
export const videoListSchema = z.object({
  videos: z
    .string()
    .max(10 * LIMITS.url, "tooLong")
    .refine(withoutNul, "invalid")
    .default("")
    .transform((v) => v.split(/\r?\n/)),
});
