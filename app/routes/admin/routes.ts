import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The back office under /admin, outside the store layout. Every page is a child of
 * layout.tsx, whose loader runs the access guard once per request; each child's loader and action
 * still starts with `await requireAdmin(request)` (docs/decisions/014-access-table.md), except the
 * dashboard at the entry itself (see dashboard.tsx).
 */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("produtos", "routes/admin/products.tsx"),
    route("produtos/novo", "routes/admin/product-new.tsx"),
    // One product's options and variants (docs/decisions/065-product-variants.md).
    route("produtos/:id/variantes", "routes/admin/product-variants.tsx"),
    // One product's accessories, spare parts and compatible products (docs/decisions/067).
    route("produtos/:id/ligacoes", "routes/admin/product-links.tsx"),
    route("produtos/:id/documentos", "routes/admin/product-documents.tsx"),
    // Import, export and photos in bulk; the error list as a CSV download.
    route("importar", "routes/admin/import.tsx"),
    route("importar/erros", "routes/admin/import-errors.tsx"),
    // The gallery editor's one-picture upload (a resource route: JSON).
    route("midia", "routes/admin/media-upload.tsx"),
    // Shoppers' enquiries: the list, its CSV export and one enquiry.
    route("orcamentos", "routes/admin/enquiries.tsx"),
    route("orcamentos.csv", "routes/admin/enquiries-csv.tsx"),
    // The notice e-mails; a static segment, so it wins over `:id` below.
    route("orcamentos/emails", "routes/admin/enquiry-emails.tsx"),
    route("orcamentos/:id", "routes/admin/enquiry.tsx"),
    // What shoppers did: the page, and each of its tables as a CSV download.
    route("estatisticas", "routes/admin/insights.tsx"),
    route("estatisticas.csv", "routes/admin/insights-csv.tsx"),
    route("posters", "routes/admin/posters.tsx"),
    route("marcas", "routes/admin/brands.tsx"),
    // Specifications: the list, one specification with its values, and the
    // order of a category's specifications (a static segment, so it wins over `:id`).
    route("especificacoes", "routes/admin/attributes.tsx"),
    route("especificacoes/categorias/:id", "routes/admin/attribute-category.tsx"),
    route("especificacoes/:id", "routes/admin/attribute.tsx"),
    route("usuarios", "routes/admin/users.tsx"),
    route("configuracoes", "routes/admin/settings.tsx"),
    route("*", "routes/admin/unknown.tsx"),
  ]),
];
