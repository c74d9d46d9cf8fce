import { z } from "zod";
import { LIMITS, productInputSchema } from "./catalogue-schemas";

// The JSON API's wire shapes (spec §3/§7): the back office's schemas with the spec's field
// names — a product names its brand by slug and its category by id.

const wire = productInputSchema.omit({ brand_id: true, category_id: true }).extend({
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
  image: z.string().optional(),
});

export const apiProductCreateSchema = wire;
export const apiProductUpdateSchema = wire.partial();
export type ApiProductCreate = z.infer<typeof apiProductCreateSchema>;
export type ApiProductUpdate = z.infer<typeof apiProductUpdateSchema>;
