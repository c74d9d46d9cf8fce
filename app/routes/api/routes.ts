import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The JSON API under /api (docs/product-rules.md §7 paths; docs/decisions/020-json-api-shape.md).
 */
export const apiRoutes: RouteConfigEntry[] = [
  // Accounts: our register endpoint first, then everything else better-auth answers.
  route("api/auth/register", "routes/api/register.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/products/special-offers", "routes/api/special-offers.ts"),
  route("api/products/import", "routes/api/products-import.ts"),
  route("api/products/export", "routes/api/products-export.ts"),
  route("api/products/facets", "routes/api/products-facets.ts"),
  route("api/products/:id", "routes/api/product.ts"),
  route("api/products/:id/documents", "routes/api/product-documents.ts"),
  route("api/products/:id/documents/:documentId", "routes/api/product-document.ts"),
  route("api/variants/:id", "routes/api/variant.ts"),
  route("api/categories", "routes/api/categories.ts"),
  route("api/categories/:id/attributes", "routes/api/category-attributes.ts"),
  route("api/brands", "routes/api/brands.ts"),
  route("api/brands/order", "routes/api/brands-order.ts"),
  route("api/brands/:id", "routes/api/brand.ts"),
  // Specifications: definitions, their order, and each choice's values.
  route("api/attributes", "routes/api/attributes.ts"),
  route("api/attributes/order", "routes/api/attributes-order.ts"),
  route("api/attributes/:id", "routes/api/attribute.ts"),
  route("api/attributes/:id/values", "routes/api/attribute-values.ts"),
  route("api/attributes/:id/values/order", "routes/api/attribute-values-order.ts"),
  route("api/attributes/:id/values/:valueId", "routes/api/attribute-value.ts"),
  route("api/attributes/:id/values/:valueId/merge", "routes/api/attribute-value-merge.ts"),
  route("api/posters", "routes/api/posters.ts"),
  route("api/posters/:id", "routes/api/poster.ts"),
  route("api/enquiries", "routes/api/enquiries.ts"),
  route("api/enquiries/:id", "routes/api/enquiry.ts"),
  route("api/whatsapp-clicks", "routes/api/whatsapp-clicks.ts"),
  route("api/events", "routes/api/events.ts"),
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/docs", "routes/api/docs.ts"),
  route("api/*", "routes/api/not-found.ts"),
];
