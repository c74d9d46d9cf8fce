import { describe, expect, it } from "vitest";
import {
  acceptChecked,
  addToQuote,
  checkQuote,
  parseQuoteList,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  quoteTotalCents,
  removeFromQuote,
  setQuoteQuantity,
  type QuoteLine,
} from "./quote-list";

const product = (id: number, priceCents = 1000): Omit<QuoteLine, "quantity"> => ({
  id,
  name: `Produto ${id}`,
  sku: `SKU-${id}`,
  priceCents,
  image: { hash: null, url: null },
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
    expect(setQuoteQuantity(lines, 2, 7.8).find((l) => l.id === 2)?.quantity).toBe(7);
    expect(setQuoteQuantity(lines, 2, 0).find((l) => l.id === 2)?.quantity).toBe(1);
    expect(removeFromQuote(lines, 1).map((l) => l.id)).toEqual([2]);
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
    const now = (id: number, priceCents: number, inStock = true) => ({
      ...product(id, priceCents),
      name: `Novo ${id}`,
      inStock,
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
});
