import "./zod-csp";
import { z } from "zod";
import { LIMITS } from "./catalogue-schemas";
import { LINK_TYPES, MAX_LINKS_PER_TYPE } from "./product-links";
import { moveSchema } from "./reorder";

// The links editor's forms and the API's link fields (docs/decisions/067-product-links.md).

const productId = z.coerce
  .number({ message: "invalid" })
  .int("invalid")
  .positive("invalid")
  .max(LIMITS.id, "invalid");

export const linkTypeSchema = z.enum(LINK_TYPES, { message: "invalid" });

/** The editor's "Ligar": a product found by the search, and the link's type. */
export const linkAddSchema = z.object({ type: linkTypeSchema, linked: productId });

/** The editor's "Remover". */
export const linkRemoveSchema = linkAddSchema;

/** The editor's "Subir"/"Descer": a row of one type's list, moved one step. */
export const linkMoveSchema = z.intersection(moveSchema, z.object({ type: linkTypeSchema }));

/** One of a product's link lists as the API writes it: product ids in order. */
export const apiLinkList = z
  .array(productId, { message: "invalid" })
  .max(MAX_LINKS_PER_TYPE * 4, "tooLong");

/** How many characters the editor's search takes. */
export const LINK_SEARCH_MAX = 100;
