import { MAX_LINKS_PER_TYPE } from "~/lib/product-links";

// A product's links in the OpenAPI document (docs/decisions/067-product-links.md), kept apart
// from openapi.server.ts, which applies it to the product's PUT and PATCH. The fields themselves
// are in the Product and ProductUpdate schemas, generated from Zod.

export const LINKS_DESCRIPTION = `Links to other products: \`accessories\`, \`spare_parts\` and \`compatible_with\` are arrays of product ids in order. Each list sent replaces the one stored (at most ${MAX_LINKS_PER_TYPE}); a list absent is unchanged. A product named as another's accessory or spare part (or compatible product) lists that product in its own \`compatible_with\` too: that part is read-only here and changes on the product that names it; sending it back is accepted and stores nothing. Refusals: an unknown id (\`unknownProducts\`), the product itself (\`selfLink\`), too many (\`tooManyLinks\`), each naming its field.`;

/** The product's PUT and PATCH, described with its links. */
export function withLinks<T extends { put: object; patch: object }>(operations: T): T {
  return {
    ...operations,
    put: { ...operations.put, description: LINKS_DESCRIPTION },
    patch: { ...operations.patch, description: LINKS_DESCRIPTION },
  };
}
