import "./zod-csp";
import { z } from "zod";
import {
  httpsUrl,
  LIMITS,
  priceCents,
  productFieldsSchema,
  productInputSchema,
} from "./catalogue-schemas";
import { MAX_OPTIONS, MAX_VARIANTS, productVariantsSchema } from "./variant-schemas";
import { apiLinkList } from "./link-schemas";
import { MAX_LINKS_PER_TYPE } from "./product-links";

// What the JSON API reads (docs/product-rules.md §3/§7): the back office's schemas with the spec's
// field names — a product names its brand by slug and its category by id. What it answers is in
// ./api-schemas.ts.

const wireFields = {
  brand: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(LIMITS.brandName, "tooLong"),
  category: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.coerce
      .number({ message: "required" })
      .int("invalid")
      .positive("invalid")
      .max(LIMITS.id, "invalid"),
  ),
  /**
   * docs/product-rules.md §3: `image` and `image_url` are the same field: an https URL (checked
   * like image_url, as it is stored the same way), or a data URL, which is an upload and validated
   * as one.
   */
  image: z
    .string()
    .trim()
    .max(LIMITS.url, "tooLong")
    .refine((v) => v === "" || v.startsWith("data:") || httpsUrl.safeParse(v).success, "httpsOnly")
    .optional(),
};

/**
 * A product's options and variants (docs/decisions/065-product-variants.md), both optional: the
 * write checks them against the category's attributes (app/.server/api/products.server.ts).
 */
const variantFields = (absent: string) => ({
  options: productVariantsSchema.shape.options
    .unwrap()
    .optional()
    .describe(
      `Its options in the picker's order: at most ${MAX_OPTIONS} codes of its category's choice attributes (GET /api/categories/{id}/attributes). Only with variants.`,
    ),
  variants: productVariantsSchema.shape.variants
    .optional()
    .describe(
      `Its variants in order, replacing them all (a variant whose combination stays keeps its id). With options, 1 to ${MAX_VARIANTS}, each with one value code per option (options: { "voltagem": "220v" }) and no two alike; without, exactly one. A SKU is unique in the shop; stock is a whole number, or null (absent) for not tracked; images are urls of the product's gallery (images[].url). The product's price, offer, in_stock and sku become their summary (price may be left out). ${absent}`,
    ),
});

/**
 * A product's links (docs/decisions/067-product-links.md), each list optional: sent, it replaces
 * that list; absent, the list stays.
 */
const linkFields = {
  accessories: apiLinkList
    .optional()
    .describe(
      `Its accessories' product ids, in the order the product page shows them (at most ${MAX_LINKS_PER_TYPE}); replaces the list.`,
    ),
  spare_parts: apiLinkList
    .optional()
    .describe(
      `Its spare parts' product ids, in order (at most ${MAX_LINKS_PER_TYPE}); replaces the list.`,
    ),
  compatible_with: apiLinkList
    .optional()
    .describe(
      `The product ids it names as compatible, in order (at most ${MAX_LINKS_PER_TYPE}); replaces that list. Ids of products that name this one (the read-only part of compatible_with) are accepted and not stored again, so writing back what was read changes nothing.`,
    ),
};

/** With variants, the product's price is their lowest: it may be left out. */
export const apiProductCreateSchema = productInputSchema
  .omit({ brand_id: true, category_id: true })
  .extend(wireFields)
  .extend({
    price: priceCents.optional(),
    ...variantFields(
      "Absent: one variant from the product's sku, price (then required), original_price, is_special_offer and in_stock.",
    ),
  })
  .superRefine((p, ctx) => {
    if (p.price === undefined && p.variants === undefined) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "required" });
    }
  });
/** Only the fields sent change: nothing absent is reset to a creation default. */
export const apiProductUpdateSchema = productFieldsSchema
  .omit({ brand_id: true, category_id: true })
  .extend(wireFields)
  .partial()
  .extend(
    variantFields("Absent: unchanged. Sent without options, the product keeps the options it has."),
  )
  .extend(linkFields)
  .extend({
    videos: z
      .array(z.string().max(500))
      .max(50)
      .optional()
      .describe(
        "Its videos in order, replacing them all: YouTube (youtube.com/watch?v=, youtu.be/, /shorts/) or Vimeo (vimeo.com/ID) addresses, at most 10. Absent: unchanged (docs/decisions/068)",
      ),
  });
export type ApiProductCreate = z.infer<typeof apiProductCreateSchema>;
export type ApiProductUpdate = z.infer<typeof apiProductUpdateSchema>;
