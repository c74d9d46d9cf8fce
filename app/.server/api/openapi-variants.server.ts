import { ADMIN, idParam, json, ref, refusals } from "./openapi-parts.server";

// The OpenAPI path of one variant (docs/decisions/065-product-variants.md), kept apart from
// openapi.server.ts, which spreads it into the document. A variant is read with its product.

export function variantPaths() {
  return {
    "/api/variants/{id}": {
      parameters: [idParam],
      patch: {
        operationId: "patchVariant",
        summary:
          "Set one variant's stock, prices, offer (and its window) or SKU (only the fields sent change)",
        description:
          "For a till or an ERP keeping stock current: the variant's id is in its product's `variants`. Its product's price, offer, in_stock and sku (their summary) follow at once, and so do the shop's pages. Answers the whole product, as GET /api/products/{id} does.",
        security: ADMIN,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: ref("VariantPatch") },
            "application/x-www-form-urlencoded": { schema: ref("VariantPatch") },
          },
        },
        responses: {
          200: json(ref("Product"), "Changed: its product"),
          ...refusals(400, 401, 403, 404, 413, 415),
          409: json(ref("Error"), "The SKU is another product's or variant's (`skuTaken`)"),
        },
      },
    },
  };
}
