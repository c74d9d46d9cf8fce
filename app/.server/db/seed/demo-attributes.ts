import type { DEFAULT_LOCALE, OtherLocale } from "~/i18n/languages";
import type { AttributeType } from "~/lib/attributes";

// The demo catalogue's specifications (docs/decisions/062-specifications-and-
// facets.md). Attribute definitions, their choice values and each category's list, with names and
// labels in every language (Spanish as a shop in Salto del Guairá writes it); each demo product's
// values are in demo-product-attributes.ts. demo-attributes.test.ts checks both.

/**
 * A text by language code: the default language's always; a language added to the table later
 * has none until translated, and its pages show the Portuguese (demo-attributes.test.ts checks
 * that every language of the table has one).
 */
export type DemoTexts = Record<typeof DEFAULT_LOCALE, string> &
  Partial<Record<OtherLocale, string>>;

export interface DemoAttributeValue {
  code: string;
  label: DemoTexts;
}

export interface DemoAttribute {
  code: string;
  name: DemoTexts;
  type: AttributeType;
  /** A number's unit as shown, and its UN/CEFACT common code (JSON-LD `unitCode`). */
  unit?: string;
  unitCode?: string;
  /** A choice's values, in order. */
  values?: readonly DemoAttributeValue[];
}

const same = (text: string): DemoTexts => ({ pt: text, en: text, es: text });

/** Every demo attribute, in the order the admin lists them (their positions). */
export const DEMO_ATTRIBUTES: readonly DemoAttribute[] = [
  {
    code: "voltagem",
    name: { pt: "Voltagem", en: "Voltage", es: "Voltaje" },
    type: "choice",
    values: [
      { code: "127v", label: same("127 V") },
      { code: "220v", label: same("220 V") },
      { code: "bivolt", label: same("Bivolt") },
      {
        code: "bateria-12v",
        label: { pt: "Bateria 12 V", en: "Battery 12 V", es: "Batería 12 V" },
      },
      {
        code: "bateria-18v",
        label: { pt: "Bateria 18 V", en: "Battery 18 V", es: "Batería 18 V" },
      },
      {
        code: "bateria-20v",
        label: { pt: "Bateria 20 V", en: "Battery 20 V", es: "Batería 20 V" },
      },
    ],
  },
  {
    code: "potencia",
    name: { pt: "Potência", en: "Power", es: "Potencia" },
    type: "number",
    unit: "W",
    unitCode: "WTT",
  },
  {
    code: "mandril",
    name: { pt: "Mandril", en: "Chuck", es: "Mandril" },
    type: "number",
    unit: "mm",
    unitCode: "MMT",
  },
  {
    code: "tipo",
    name: { pt: "Tipo de máquina", en: "Machine type", es: "Tipo de máquina" },
    type: "choice",
    values: [
      { code: "furadeira", label: { pt: "Furadeira", en: "Drill", es: "Taladro" } },
      {
        code: "parafusadeira",
        label: { pt: "Parafusadeira", en: "Screwdriver", es: "Atornillador" },
      },
      {
        code: "esmerilhadeira",
        label: { pt: "Esmerilhadeira", en: "Angle grinder", es: "Amoladora" },
      },
      {
        code: "serra-circular",
        label: { pt: "Serra circular", en: "Circular saw", es: "Sierra circular" },
      },
      {
        code: "serra-tico-tico",
        label: { pt: "Serra tico-tico", en: "Jigsaw", es: "Sierra caladora" },
      },
      {
        code: "martelete",
        label: { pt: "Martelete", en: "Rotary hammer", es: "Martillo perforador" },
      },
      { code: "lixadeira", label: { pt: "Lixadeira", en: "Sander", es: "Lijadora" } },
      { code: "tupia", label: { pt: "Tupia", en: "Router", es: "Fresadora" } },
      {
        code: "soprador-termico",
        label: { pt: "Soprador térmico", en: "Heat gun", es: "Pistola de calor" },
      },
      { code: "bateria", label: { pt: "Bateria", en: "Battery", es: "Batería" } },
    ],
  },
  {
    code: "capacidade",
    name: { pt: "Capacidade de carga", en: "Load capacity", es: "Capacidad de carga" },
    type: "number",
    unit: "kg",
    unitCode: "KGM",
  },
  {
    code: "altura-elevacao",
    name: { pt: "Altura de elevação", en: "Lifting height", es: "Altura de elevación" },
    type: "number",
    unit: "mm",
    unitCode: "MMT",
  },
  {
    code: "tipo-carga",
    name: { pt: "Tipo de equipamento", en: "Equipment type", es: "Tipo de equipo" },
    type: "choice",
    values: [
      { code: "carrinho", label: { pt: "Carrinho", en: "Trolley", es: "Carretilla" } },
      { code: "paleteira", label: { pt: "Paleteira", en: "Pallet truck", es: "Transpaleta" } },
      { code: "talha", label: { pt: "Talha", en: "Hoist", es: "Aparejo" } },
      { code: "macaco", label: { pt: "Macaco", en: "Jack", es: "Gato" } },
      { code: "guincho", label: { pt: "Guincho", en: "Winch", es: "Guinche" } },
      { code: "amarracao", label: { pt: "Amarração", en: "Tie-down", es: "Amarre" } },
    ],
  },
  {
    code: "capacidade-litros",
    name: { pt: "Capacidade", en: "Capacity", es: "Capacidad" },
    type: "number",
    unit: "L",
    unitCode: "LTR",
  },
  {
    code: "peso",
    name: { pt: "Peso", en: "Weight", es: "Peso" },
    type: "number",
    unit: "kg",
    unitCode: "KGM",
  },
  {
    code: "motor",
    name: { pt: "Motor", en: "Power source", es: "Motor" },
    type: "choice",
    values: [
      // Paraguay says "nafta" for petrol.
      { code: "gasolina", label: { pt: "Gasolina", en: "Petrol", es: "Nafta" } },
      { code: "eletrico", label: { pt: "Elétrico", en: "Electric", es: "Eléctrico" } },
      { code: "bateria", label: { pt: "Bateria", en: "Battery", es: "Batería" } },
      { code: "manual", label: same("Manual") },
    ],
  },
  {
    code: "largura-corte",
    name: { pt: "Largura de corte", en: "Cutting width", es: "Ancho de corte" },
    type: "number",
    unit: "cm",
    unitCode: "CMT",
  },
  {
    code: "material",
    name: same("Material"),
    type: "choice",
    values: [
      {
        code: "aco-cromo-vanadio",
        label: { pt: "Aço cromo-vanádio", en: "Chrome vanadium steel", es: "Acero cromo vanadio" },
      },
      {
        code: "aco-carbono",
        label: { pt: "Aço carbono", en: "Carbon steel", es: "Acero al carbono" },
      },
      { code: "aluminio", label: { pt: "Alumínio", en: "Aluminium", es: "Aluminio" } },
    ],
  },
  {
    code: "tamanho",
    name: { pt: "Tamanho", en: "Size", es: "Tamaño" },
    type: "choice",
    // Sizes as the trade writes them: inches for wrenches, saws and drives, metric otherwise.
    values: [
      { code: "10-mm", label: same("10 mm") },
      { code: "13-mm", label: same("13 mm") },
      { code: "17-mm", label: same("17 mm") },
      { code: "19-mm", label: same("19 mm") },
      { code: "27-mm", label: same("27 mm") },
      { code: "60-cm", label: same("60 cm") },
      { code: "5-m", label: same("5 m") },
      { code: "6-a-22-mm", label: { pt: "6 a 22 mm", en: "6 to 22 mm", es: "6 a 22 mm" } },
      {
        code: "1-8-a-5-16-pol",
        label: { pt: '1/8" a 5/16"', en: '1/8" to 5/16"', es: '1/8" a 5/16"' },
      },
      { code: "1-2-pol", label: same('1/2"') },
      { code: "8-pol", label: same('8"') },
      { code: "10-pol", label: same('10"') },
      { code: "12-pol", label: same('12"') },
      { code: "20-pol", label: same('20"') },
    ],
  },
  {
    code: "isolado",
    name: { pt: "Isolado 1000 V", en: "Insulated 1000 V", es: "Aislado 1000 V" },
    type: "boolean",
  },
];

/**
 * Each demo category's attributes (by category id, DEMO_CATEGORIES), in the order its pages show
 * them. The voltage is shared: the same filter on machines, construction and garden.
 */
export const DEMO_CATEGORY_ATTRIBUTES: Readonly<Record<number, readonly string[]>> = {
  1: ["material", "tamanho", "isolado"],
  2: ["voltagem", "potencia", "mandril", "tipo"],
  3: ["capacidade", "altura-elevacao", "tipo-carga"],
  4: ["capacidade-litros", "voltagem", "peso"],
  5: ["motor", "largura-corte", "voltagem", "peso"],
};
