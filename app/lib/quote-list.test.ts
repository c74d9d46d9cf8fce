import { describe, expect, it } from "vitest";
import {
  acceptChecked,
  addToQuote,
  checkQuote,
  parseQuoteList,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  quoteTotalCents,
  quoteLineKey,
  removeFromQuote,
  setQuoteQuantity,
  type QuoteCurrent,
  type QuoteLine,
} from "./quote-list";

const product = (id: number, priceCents = 1000): Omit<QuoteLine, "quantity"> => ({
  id,
  name: `Produto ${id}`,
  sku: `SKU-${id}`,
  priceCents,
  image: { hash: null, url: null },
});

/** A variant of product `id`, as the product page adds it. */
const variant = (
  id: number,
  variantId: number,
  label: string,
  priceCents: number,
): Omit<QuoteLine, "quantity"> => ({
  ...product(id, priceCents),
  variantId,
  sku: `SKU-${id}-${variantId}`,
  options: [{ name: "Voltagem", value: label }],
});

describe("the quote list", () => {
  it("adds a product once: adding it again adds to its quantity, never past the maximum", () => {
    let { lines } = addToQuote([], product(1), 2);
    ({ lines } = addToQuote(lines, product(1), 3));
    expect(lines).toEqual([{ ...product(1), quantity: 5 }]);
    ({ lines } = addToQuote(lines, product(1), 5000));
    expect(lines[0]?.quantity).toBe(QUOTE_MAX_QUANTITY);
  });

  it(`holds at most ${QUOTE_MAX_LINES} products: one more is refused, not dropped silently`, () => {
    let lines: QuoteLine[] = [];
    for (let id = 1; id <= QUOTE_MAX_LINES; id++) lines = addToQuote(lines, product(id), 1).lines;
    const full = addToQuote(lines, product(QUOTE_MAX_LINES + 1), 1);
    expect(full.added).toBe(false);
    expect(full.lines).toHaveLength(QUOTE_MAX_LINES);
    // A product already there still takes more.
    expect(addToQuote(lines, product(1), 1).added).toBe(true);
  });

  it("edits a quantity (1 to the maximum, whole numbers) and removes a line", () => {
    const lines = addToQuote(addToQuote([], product(1), 1).lines, product(2), 1).lines;
    expect(setQuoteQuantity(lines, { id: 2 }, 7.8).find((l) => l.id === 2)?.quantity).toBe(7);
    expect(setQuoteQuantity(lines, { id: 2 }, 0).find((l) => l.id === 2)?.quantity).toBe(1);
    expect(removeFromQuote(lines, { id: 1 }).map((l) => l.id)).toEqual([2]);
  });

  it("reads back what it wrote, and reads nothing from anything else without an error", () => {
    const lines = addToQuote([], product(1), 3).lines;
    expect(parseQuoteList(JSON.stringify(lines))).toEqual(lines);
    for (const raw of [null, "", "{", "42", '{"id":1}', '[{"id":"x"}]', "[null]"]) {
      expect(parseQuoteList(raw)).toEqual([]);
    }
    // Whole lines are kept, broken or repeated ones dropped, quantities brought into range.
    const mixed = JSON.stringify([
      { ...product(1), quantity: 0 },
      { id: 2 },
      { ...product(1), quantity: 4 },
    ]);
    expect(parseQuoteList(mixed)).toEqual([{ ...product(1), quantity: 1 }]);
  });

  it("checks the list with the shop: a changed price, an item out of stock or deleted is marked, never dropped", () => {
    const lines = [1, 2, 3, 4].map((id) => ({ ...product(id), quantity: 2 }));
    const now = (id: number, priceCents: number, inStock = true): QuoteCurrent => ({
      ...product(id, priceCents),
      variantId: null,
      name: `Novo ${id}`,
      inStock,
      options: [],
    });
    const checked = checkQuote(lines, [now(1, 1000), now(2, 1250), now(3, 1000, false)]);
    expect(checked.map((l) => l.state)).toEqual([
      { kind: "ok" },
      { kind: "priceChanged", previousCents: 1000 },
      { kind: "outOfStock" },
      { kind: "deleted" },
    ]);
    expect(checked.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    // Current names and prices are taken; the deleted line keeps what the shopper saw.
    expect(checked[1]).toMatchObject({ name: "Novo 2", priceCents: 1250 });
    expect(checked[3]).toMatchObject({ name: "Produto 4", priceCents: 1000 });
    // The total leaves out what the shop no longer has: 2×10 + 2×12.50 + 2×10.
    expect(quoteTotalCents(checked)).toBe(6500);
    expect(acceptChecked(checked)[1]).toEqual({ ...lines[1], name: "Novo 2", priceCents: 1250 });
  });

  it("a line is a product or one of its variants: two variants of one product are two lines", () => {
    const v220 = variant(1, 55, "220 V", 18_990);
    const v127 = variant(1, 54, "127 V", 19_990);
    let { lines } = addToQuote([], v220, 1);
    ({ lines } = addToQuote(lines, v127, 2));
    ({ lines } = addToQuote(lines, v220, 3));
    // The product itself (a card's "Adicionar à lista") is a line of its own too.
    ({ lines } = addToQuote(lines, product(1), 1));
    expect(lines.map((l) => [quoteLineKey(l), l.quantity])).toEqual([
      ["1:55", 4],
      ["1:54", 2],
      ["1", 1],
    ]);
    expect(setQuoteQuantity(lines, { id: 1, variantId: 54 }, 7).map((l) => l.quantity)).toEqual([
      4, 7, 1,
    ]);
    expect(removeFromQuote(lines, { id: 1, variantId: 55 }).map(quoteLineKey)).toEqual([
      "1:54",
      "1",
    ]);
    expect(parseQuoteList(JSON.stringify(lines))).toEqual(lines);
  });

  it("a list stored before variants still reads: its lines are products", () => {
    // As the list was written before a line could name a variant.
    const old = JSON.stringify([
      {
        id: 7,
        quantity: 2,
        name: "Serra",
        sku: "SER-7",
        priceCents: 5000,
        image: { hash: null, url: "https://cdn.example/s.jpg" },
      },
    ]);
    const lines = parseQuoteList(old);
    expect(lines).toEqual([
      {
        id: 7,
        quantity: 2,
        name: "Serra",
        sku: "SER-7",
        priceCents: 5000,
        image: { hash: null, url: "https://cdn.example/s.jpg" },
      },
    ]);
    expect(lines[0]!.variantId).toBeUndefined();
    // A broken variant id drops its line; unreadable labels read as none.
    const broken = JSON.stringify([
      { ...variant(1, 55, "220 V", 100), quantity: 1, variantId: "55" },
      { ...variant(1, 56, "Bivolt", 100), quantity: 1, options: "Bivolt" },
    ]);
    expect(parseQuoteList(broken)).toEqual([
      { ...variant(1, 56, "Bivolt", 100), quantity: 1, options: [] },
    ]);
  });

  it("checks each variant by itself: its price and stock now, its labels refreshed; a variant removed since is marked, never dropped", () => {
    const lines = [
      { ...variant(1, 55, "220 V", 18_990), quantity: 1 },
      { ...variant(1, 54, "127 V", 19_990), quantity: 1 },
      { ...variant(1, 53, "Bivolt", 22_990), quantity: 1 },
      { ...variant(2, 60, "M", 1000), quantity: 1 },
    ];
    const now = (v: Omit<QuoteLine, "quantity">, priceCents: number, inStock = true) => ({
      ...v,
      variantId: v.variantId ?? null,
      priceCents,
      inStock,
      options: [{ name: "Voltage", value: v.options![0]!.value }],
    });
    // Variant 53 is gone and product 1 is answered by its summary; product 2 is gone.
    const summary: QuoteCurrent = { ...product(1), variantId: null, inStock: true, options: [] };
    const checked = checkQuote(lines, [
      now(lines[0]!, 18_990),
      now(lines[1]!, 21_000, false),
      summary,
    ]);
    expect(checked.map((l) => l.state)).toEqual([
      { kind: "ok" },
      { kind: "outOfStock" },
      { kind: "variantDeleted" },
      { kind: "deleted" },
    ]);
    expect(checked[0]!.options).toEqual([{ name: "Voltage", value: "220 V" }]);
    expect(checked[1]).toMatchObject({ priceCents: 21_000, sku: "SKU-1-54" });
    // What the shopper saw is kept for the lines gone, and they count nothing.
    expect(checked[2]).toMatchObject({ priceCents: 22_990, options: lines[2]!.options });
    expect(quoteTotalCents(checked)).toBe(18_990 + 21_000);
  });
});
