import { describe, expect, it } from "vitest";
import { fill } from "~/i18n/fill";
import { quoteMessage, WHATSAPP_TEXT_LIMIT, type QuoteMessageLine } from "./quote-message";

const texts = {
  intro: "Olá! Orçamento (pedido {reference}):",
  line: "{quantity} × {name} (SKU {sku}), {price} cada: {url}",
  lineNoSku: "{quantity} × {name}, {price} cada: {url}",
  more: (count: number) => fill("… e mais {count} produtos, no pedido {reference}", { count }),
  total: "Total: {total}",
};
const line = (i: number, sku: string | null = `SKU-${i}`): QuoteMessageLine => ({
  quantity: i,
  name: `Furadeira ${i}`,
  sku,
  price: "$ 10,00",
  url: `https://loja.example/produto/${i}`,
});

describe("the quote list's WhatsApp message", () => {
  it("lists each product (quantity, name, SKU, unit price, link), the total and the reference", () => {
    const text = quoteMessage(texts, [line(1), line(3, null)], {
      reference: "ORC-ABC234",
      total: "$ 40,00",
    });
    expect(text.split("\n")).toEqual([
      "Olá! Orçamento (pedido ORC-ABC234):",
      "1 × Furadeira 1 (SKU SKU-1), $ 10,00 cada: https://loja.example/produto/1",
      "3 × Furadeira 3, $ 10,00 cada: https://loja.example/produto/3",
      "Total: $ 40,00",
    ]);
  });

  it(`stays within ${WHATSAPP_TEXT_LIMIT} encoded characters: a long list names how many more lines the stored enquiry holds`, () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(i + 1));
    const text = quoteMessage(texts, lines, { reference: "ORC-ABC234", total: "$ 18.300,00" });
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    const shown = text.split("\n").filter((l) => l.includes(" × ")).length;
    expect(shown).toBeGreaterThan(0);
    expect(text).toContain(`… e mais ${60 - shown} produtos, no pedido ORC-ABC234`);
    expect(text.endsWith("Total: $ 18.300,00")).toBe(true);
  });

  it("names a variant by its option labels in the shopper's language and its own SKU; two variants of one product are two lines", () => {
    const drill = (options: string[], sku: string, quantity: number): QuoteMessageLine => ({
      quantity,
      name: "Taladro",
      options,
      sku,
      price: "$ 189,90",
      url: `https://loja.example/es/produto/12?variante=${sku}`,
    });
    const text = quoteMessage(
      texts,
      [drill(["220 V"], "TAL-220", 2), drill(["127 V", "10 mm"], "TAL-127", 1), line(3, null)],
      { reference: "ORC-ABC234", total: "$ 599,70" },
    );
    expect(text.split("\n").slice(1, 4)).toEqual([
      "2 × Taladro — 220 V (SKU TAL-220), $ 189,90 cada: https://loja.example/es/produto/12?variante=TAL-220",
      "1 × Taladro — 127 V, 10 mm (SKU TAL-127), $ 189,90 cada: https://loja.example/es/produto/12?variante=TAL-127",
      "3 × Furadeira 3, $ 10,00 cada: https://loja.example/produto/3",
    ]);
  });
});
