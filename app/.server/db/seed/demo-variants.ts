// The demo's variants (docs/decisions/065-product-variants.md), by the product's Portuguese name
// (DEMO_PRODUCTS[i][0]): machines in 127 V and 220 V or in two batteries, a few hand tools in
// sizes, and some single products whose stock the shop counts. Every option is one of the
// product's category's choice attributes (DEMO_CATEGORY_ATTRIBUTES); a product not listed keeps
// the one untracked variant its row gives it. Stocks run from 0 to 40, with some at or under the
// default low-stock threshold (3) and some sold out; null is "not tracked". A product out of stock
// in DEMO_PRODUCTS has every variant at 0, so its row says the same after the summary.

/** One variant: its value code of each option (none without options), price in USD, stock. */
export type DemoVariantRow = readonly [
  values: readonly string[],
  price: number,
  stock: number | null,
];

export interface DemoVariants {
  /** The product's SKU; a variant's adds its values' suffix ("YT-FI750-220V"). */
  sku: string;
  /** The options' attribute codes, in the picker's order. */
  options: readonly string[];
  /** In the picker's order; the first is the cheapest, at the product row's price. */
  rows: readonly DemoVariantRow[];
}

const volts = (sku: string, rows: DemoVariantRow[]): DemoVariants => ({
  sku,
  options: ["voltagem"],
  rows,
});
const sizes = (sku: string, rows: DemoVariantRow[]): DemoVariants => ({
  sku,
  options: ["tamanho"],
  rows,
});
const single = (sku: string, price: number, stock: number): DemoVariants => ({
  sku,
  options: [],
  rows: [[[], price, stock]],
});

export const DEMO_VARIANTS: Readonly<Record<string, DemoVariants>> = {
  // Ferramentas Manuais
  "Arco de Serra Ajustável": sizes("YT-ASA", [
    [["10-pol"], 9.9, 22],
    [["12-pol"], 10.9, 3],
  ]),
  "Trena 5 m": single("YT-TR5", 8.9, 2),
  "Chave Combinada": sizes("YT-CC", [
    [["10-mm"], 6.9, 30],
    [["13-mm"], 7.9, 12],
    [["17-mm"], 9.5, 2],
    [["19-mm"], 10.9, 0],
  ]),

  // Máquinas Elétricas: 220 V a little dearer on some, the same price on others.
  "Furadeira de Impacto 13mm 750W": volts("YT-FI750", [
    [["127v"], 69.9, 14],
    [["220v"], 72.9, 2],
  ]),
  "Parafusadeira a Bateria 12V": single("YT-PB12", 79, 3),
  'Esmerilhadeira Angular 4 1/2" 850W': volts("YT-EA850", [
    [["127v"], 54.9, 0],
    [["220v"], 54.9, 8],
  ]),
  'Serra Circular 7 1/4" 1400W': volts("YT-SC1400", [
    [["127v"], 119, 3],
    [["220v"], 124, 21],
  ]),
  "Martelete Perfurador SDS Plus 800W": volts("YT-MP800", [
    [["127v"], 149, 0],
    [["220v"], 149, 0],
  ]),
  'Tupia 1/4" 530W': volts("YT-TU530", [
    [["127v"], 89.9, null],
    [["220v"], 89.9, null],
  ]),
  "Soprador Térmico 2000W": volts("YT-ST2000", [
    [["127v"], 29.9, 40],
    [["220v"], 29.9, 1],
  ]),
  "Serra Tico-Tico 500W": volts("YT-TT500", [
    [["127v"], 59, 6],
    [["220v"], 61.5, 0],
  ]),
  "Furadeira e Parafusadeira de Impacto a Bateria": volts("YT-FPB", [
    [["bateria-18v"], 139, 5],
    [["bateria-20v"], 149, 2],
  ]),

  // Movimentação de Carga
  "Paleteira Manual 2500 kg": single("YT-PM2500", 329, 1),

  // Construção Civil
  "Betoneira 150 L": single("YT-BT150", 399, 4),
  "Serra Mármore 1300W": volts("YT-SM1300", [
    [["127v"], 84.9, 9],
    [["220v"], 84.9, 3],
    [["bivolt"], 94.9, 0],
  ]),

  // Jardim e Agricultura
  "Cortador de Grama Elétrico 1200W": volts("YT-CG1200", [
    [["127v"], 139, 0],
    [["220v"], 145, 0],
  ]),
  "Soprador de Folhas a Bateria 18V": single("YT-SF18", 99, 12),
  "Lavadora de Alta Pressão 1600 psi": volts("YT-LAP1600", [
    [["127v"], 129, 7],
    [["220v"], 134, 3],
  ]),
};

/** A value code's part of a variant's SKU: "220v" → "220V", "bateria-18v" → "18V". */
export function skuSuffix(code: string): string {
  return code
    .replace(/^bateria-/, "")
    .replace(/-/g, "")
    .toUpperCase();
}

/** A demo variant's SKU: the product's, then each value's suffix ("YT-FI750-220V"). */
export function demoVariantSku(v: DemoVariants, values: readonly string[]): string {
  return [v.sku, ...values.map(skuSuffix)].join("-");
}
