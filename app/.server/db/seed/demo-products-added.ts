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
  // Accessories the machines above name (docs/decisions/067-product-links.md; demo-links.ts).
  [
    "Bateria 18V 4,0 Ah",
    "Battery 18V 4.0 Ah",
    3,
    2,
    59.0,
    null,
    true,
    "Íon de lítio, indicador de carga; serve nas máquinas 18V da marca.",
    "Lithium-ion with a charge gauge; fits the brand's 18V machines.",
  ],
  [
    'Disco de Corte 4 1/2" (10 unidades)',
    'Cutting Discs 4 1/2" (pack of 10)',
    2,
    1,
    12.9,
    null,
    true,
    "Para aço e inox, 115 × 1,0 mm, furo de 22,23 mm.",
    "For steel and stainless, 115 × 1.0 mm, 22.23 mm bore.",
  ],
  [
    "Jogo de Brocas 15 peças",
    "Drill Bit Set, 15 pieces",
    2,
    4,
    19.9,
    null,
    true,
    "Brocas para metal, madeira e alvenaria de 3 a 10 mm, em estojo.",
    "Bits for metal, wood and masonry from 3 to 10 mm, in a case.",
  ],
];
