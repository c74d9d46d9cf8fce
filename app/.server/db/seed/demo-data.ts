/**
 * Demo catalogue for a fresh database (docs/product-rules.md §3 categories; everything else
 * invented).
 */

import type { DemoProduct } from "./demo-product-type";
import { ADDED_PRODUCTS } from "./demo-products-added";
import { GARDEN_PRODUCTS } from "./demo-products-garden";
import { SITE_PRODUCTS } from "./demo-products-site";
import { TOOL_PRODUCTS } from "./demo-products-tools";

export const DEMO_CATEGORIES = [
  { id: 1, name: "Ferramentas Manuais", name_en: "Hand Tools", slug: "ferramentas-manuais" },
  { id: 2, name: "Máquinas Elétricas", name_en: "Electric Machines", slug: "maquinas-eletricas" },
  { id: 3, name: "Movimentação de Carga", name_en: "Cargo Handling", slug: "movimentacao-carga" },
  { id: 4, name: "Construção Civil", name_en: "Civil Construction", slug: "construcao-civil" },
  {
    id: 5,
    name: "Jardim e Agricultura",
    name_en: "Garden and Agriculture",
    slug: "jardim-agricultura",
  },
] as const;

export const DEMO_BRANDS = [
  { name: "Tramontina", color: "#c8102e" },
  { name: "Vonder", color: "#f5a800" },
  { name: "Bosch", color: "#005691" },
  { name: "Makita", color: "#00909e" },
  { name: "Stanley", color: "#222222" },
  { name: "Tekna", color: "#2e7d32" },
  { name: "Gedore", color: "#1c3f94" },
  { name: "Husqvarna", color: "#273a60" },
] as const;

export type { DemoProduct } from "./demo-product-type";

// [name, English name, brand index, category id, price USD, original price, in stock, descriptions],
// in three files by category and one of later additions; the order is the products' positions.
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ...TOOL_PRODUCTS,
  ...SITE_PRODUCTS,
  ...GARDEN_PRODUCTS,
  ...ADDED_PRODUCTS,
];

/**
 * The demo posters by their Portuguese headline, with their banners' colours; each one's texts in
 * every language and its products are its campaign's (DEMO_POSTER_CAMPAIGNS, demo-banners.ts).
 */
export const DEMO_POSTERS = [
  { title: "Ofertas da semana", colors: ["#0f3d63", "#1f7ab8"] },
  { title: "Máquinas elétricas", colors: ["#7a1f1f", "#d9482b"] },
  { title: "Jardim e agricultura", colors: ["#1f5c2e", "#5aa845"] },
] as const;

/** docs/product-rules.md §7 generator: fixed placeholder description. */
export const GENERATED_DESCRIPTION = "Descrição do produto em breve.";
