/** The admin entry, and the URL its forms (sign-in, sign-up, logout) post to: the layout's action. */
export const ADMIN_ACTION = "/admin";

/** The back office's sections (docs/decisions/031-back-office-sections.md), in menu order. */
export const ADMIN_SECTIONS = [
  { key: "dashboard", to: "/admin", end: true },
  { key: "products", to: "/admin/produtos", end: true },
  { key: "addProduct", to: "/admin/produtos/novo", end: true },
  { key: "import", to: "/admin/importar", end: false },
  { key: "enquiries", to: "/admin/orcamentos", end: false },
  { key: "insights", to: "/admin/estatisticas", end: false },
  { key: "posters", to: "/admin/posters", end: false },
  { key: "brands", to: "/admin/marcas", end: false },
  { key: "attributes", to: "/admin/especificacoes", end: false },
  { key: "users", to: "/admin/usuarios", end: false },
  { key: "settings", to: "/admin/configuracoes", end: false },
] as const;

/** The product table, where a product's own pages lead back to. */
export const PRODUCTS_LIST = ADMIN_SECTIONS.find((s) => s.key === "products")!.to;

/** A product's row in the admin table, found by its SKU (or name) and opened for editing. */
export const productEditHref = (product: { productId: number; sku: string | null; name: string }) =>
  `/admin/produtos?${new URLSearchParams({ q: product.sku ?? product.name, edit: String(product.productId) })}`;

/** A product's variants editor. */
export const variantsHref = (productId: number) => `/admin/produtos/${productId}/variantes`;

/** A product's accessories, spare parts and compatible products. */
export const linksHref = (productId: number) => `/admin/produtos/${productId}/ligacoes`;

/** A product's manuals, datasheets and videos. */
export const documentsHref = (productId: number) => `/admin/produtos/${productId}/documentos`;

/** The product table filtered by its variants' stock: low, or sold out. */
export const stockFilterHref = (state: "low" | "out") => `/admin/produtos?stock=${state}`;
