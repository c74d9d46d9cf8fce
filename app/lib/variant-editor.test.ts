import { describe, expect, it } from "vitest";
import {
  combinations,
  editorRows,
  selectionFromSearch,
  selectionProblem,
  storedSelection,
  type EditorAttribute,
  type EditorVariant,
} from "./variant-editor";
import { shopTimeToInstant } from "./offer-window";
import { variantFieldOf, variantsFromFields } from "./variant-form";
import { productVariantsSchema } from "./variant-schemas";

// The variants editor's rules that need no database: which rows a selection asks for, and how
// the posted rows become the write's input (docs/decisions/065-product-variants.md).

const attribute = (code: string, values: string[]): EditorAttribute => ({
  code,
  name: code,
  values: values.map((v) => ({ code: v, label: v.toUpperCase() })),
});
const voltage = attribute("voltagem", ["127v", "220v", "bivolt"]);
const size = attribute("tamanho", ["p", "m", "g"]);

const variant = (options: Record<string, string>, sku: string): EditorVariant => ({
  sku,
  options,
  priceCents: 10_000,
  originalPriceCents: null,
  isOffer: false,
  offerStartsAt: null,
  offerEndsAt: null,
  stock: 3,
  image: null,
});

describe("the editor's rows", () => {
  it("reads the ticked values in the attributes' order; an attribute with none ticked is no option", () => {
    const params = new URLSearchParams(
      "generate=1&v.tamanho=g&v.voltagem=220v&v.voltagem=127v&v.voltagem=nada",
    );
    expect(selectionFromSearch(params, [voltage, size])).toEqual({
      options: ["voltagem", "tamanho"],
      values: { voltagem: ["127v", "220v"], tamanho: ["g"] },
    });
    expect(selectionFromSearch(new URLSearchParams("v.voltagem=127v"), [voltage])).toBeNull();
  });

  it("makes one row per combination, the first option outermost", () => {
    const selection = {
      options: ["voltagem", "tamanho"],
      values: { voltagem: ["127v", "220v"], tamanho: ["p", "g"] },
    };
    expect(combinations(selection)).toEqual([
      { voltagem: "127v", tamanho: "p" },
      { voltagem: "127v", tamanho: "g" },
      { voltagem: "220v", tamanho: "p" },
      { voltagem: "220v", tamanho: "g" },
    ]);
  });

  it("refuses more than 3 options and more than 100 combinations", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    expect(
      selectionProblem({
        options: ["a", "b", "c", "d"],
        values: { a: ["1"], b: ["1"], c: ["1"], d: ["1"] },
      }),
    ).toEqual({ kind: "tooManyOptions" });
    expect(selectionProblem({ options: ["a", "b"], values: { a: many(10), b: many(11) } })).toEqual(
      {
        kind: "tooManyCombinations",
        count: 110,
      },
    );
    expect(
      selectionProblem({ options: ["a", "b"], values: { a: many(10), b: many(10) } }),
    ).toBeNull();
  });

  it("prefills a stored variant by its combination; a new one starts at the product's price", () => {
    const stored = [variant({ voltagem: "220v" }, "F-220")];
    const rows = editorRows(
      { options: ["voltagem"], values: { voltagem: ["127v", "220v"] } },
      stored,
      [voltage],
      8_990,
    );
    expect(rows.map((r) => [r.labels, r.sku, r.price, r.stock, r.isNew])).toEqual([
      [["127V"], "", "89.90", "", true],
      [["220V"], "F-220", "100.00", "3", false],
    ]);
    expect(storedSelection(["voltagem"], stored, [voltage])).toEqual({
      options: ["voltagem"],
      values: { voltagem: ["220v"] },
    });
  });
});

describe("the editor's form", () => {
  it("reads the rows by index, the options by position, and a picture as the row's one image", () => {
    expect(
      variantsFromFields({
        "options.0": "voltagem",
        "variants.1.options.voltagem": "220v",
        "variants.1.sku": "B",
        "variants.1.image": "",
        "variants.0.options.voltagem": "127v",
        "variants.0.sku": "A",
        "variants.0.image": "/media/0123456789abcdef0123456789abcdef-800.webp",
      }),
    ).toMatchObject({
      options: ["voltagem"],
      variants: [
        {
          sku: "A",
          options: { voltagem: "127v" },
          images: ["/media/0123456789abcdef0123456789abcdef-800.webp"],
        },
        { sku: "B", options: { voltagem: "220v" }, images: [] },
      ],
    });
  });

  it("gives every row the 'same for all' price and stock when they hold a value a row would take", () => {
    const rows = (same: Record<string, string>) =>
      variantsFromFields({ "variants.0.price": "10", "variants.0.stock": "1", ...same })
        .variants[0];
    expect(rows({ same_price: "12,50", same_stock: "0" })).toMatchObject({
      price: "12,50",
      stock: "0",
    });
    expect(rows({ same_price: "abc", same_stock: "-1" })).toMatchObject({
      price: "10",
      stock: "1",
    });
  });

  it("reads each row's offer window in the shop's time; empty is open, an end before the start is named on the row's end", () => {
    const parsed = productVariantsSchema.safeParse(
      variantsFromFields({
        "variants.0.price": "10",
        "variants.0.offer_starts_at": "2026-11-28T18:00",
        "variants.0.offer_ends_at": "",
      }),
    );
    expect(parsed.success && parsed.data.variants[0]).toMatchObject({
      offer_starts_at: shopTimeToInstant("2026-11-28T18:00"),
      offer_ends_at: null,
    });
    const bad = productVariantsSchema.safeParse(
      variantsFromFields({ "variants.0.price": "10", "variants.0.offer_ends_at": "amanhã" }),
    );
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["variants", 0, "offer_ends_at"],
      message: "invalidDate",
    });
    expect(variantFieldOf(["variants", 0, "offer_ends_at"])).toBe("variants.0.offer_ends_at");
  });

  it("names a refusal by the row's own field", () => {
    expect(variantFieldOf(["variants", 2, "sku"])).toBe("variants.2.sku");
    expect(variantFieldOf(["variants", 0, "images"])).toBe("variants.0.image");
    expect(variantFieldOf(["options", 1])).toBe("options.1");
    expect(variantFieldOf(["variants"])).toBe("variants");
  });
});
