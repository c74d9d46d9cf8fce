import { z } from "zod";
import { LIMITS, productFieldsSchema, productInputSchema } from "./catalogue-schemas";

// The JSON API's wire shapes (spec §3/§7): the back office's schemas with the spec's field
// names — a product names its brand by slug and its category by id.

const wireFields = {
  brand: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.brandName, "tooLong"),
  category: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.coerce.number({ message: "required" }).int("invalid").positive("invalid"),
  ),
  /** Spec §3: `image` and `image_url` are the same field. */
  image: z.string().max(LIMITS.url, "tooLong").optional(),
};

export const apiProductCreateSchema = productInputSchema
  .omit({ brand_id: true, category_id: true })
  .extend(wireFields);
/** Only the fields sent change: nothing absent is reset to a creation default. */
export const apiProductUpdateSchema = productFieldsSchema
  .omit({ brand_id: true, category_id: true })
  .extend(wireFields)
  .partial();
export type ApiProductCreate = z.infer<typeof apiProductCreateSchema>;
export type ApiProductUpdate = z.infer<typeof apiProductUpdateSchema>;
