import type { DemoProduct } from "./demo-product-type";

// Demo products added after the first catalogue, kept at its end so that every earlier product
// keeps its position and id (tests and bookmarked links name them). Rows as DEMO_PRODUCTS
// (demo-data.ts) describes them; Spanish in demo-data-es.ts, variants in demo-variants.ts.

export const ADDED_PRODUCTS: readonly DemoProduct[] = [
  [
    "Chave Combinada",
    "Combination Wrench",
    6,
    1,
    6.9,
    null,
    true,
    "Boca e estria em aço cromo-vanádio; escolha a medida.",
    "Open and ring ends in chrome vanadium steel; choose the size.",
  ],
  [
    "Lavadora de Alta Pressão 1600 psi",
    "Pressure Washer 1600 psi",
    1,
    5,
    129.0,
    null,
    true,
    "Mangueira de 5 m, bico regulável e aplicador de detergente.",
    "5 m hose, adjustable nozzle and detergent applicator.",
  ],
  [
    "Furadeira e Parafusadeira de Impacto a Bateria",
    "Cordless Hammer Drill Driver",
    3,
    2,
    139.0,
    159.0,
    true,
    "Duas baterias, carregador e maleta; mandril de 13 mm.",
    "Two batteries, charger and case; 13 mm chuck.",
  ],
];
