import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteProduct } from "~/.server/catalogue/product-writes.server";
import { writeVariants } from "~/.server/catalogue/variant-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { checkQuote, type QuoteCurrent, type QuoteLine } from "~/lib/quote-list";
import { productVariantsSchema } from "~/lib/variant-schemas";
import { appRequest, callHandler, installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createTestDrill, type TestDrill } from "../../../tests/fixtures/variant-product";
import { loader } from "./quote-items";

// The quote list's refresh (/orcamento/itens): each line as the shop has it now, a variant's line
// by that variant (price, stock by the stock rule, SKU, option labels in the page's language), and
// a variant removed since told apart from a product deleted.

describe.each(TEST_DB_KINDS)("the quote list's refresh on %s", (kind) => {
  let t: TestDb;
  let drill: TestDrill;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    drill = await createTestDrill(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  const refresh = async (query: string) => {
    const out = await callHandler(loader, appRequest(`/orcamento/itens${query}`));
    expect(out.status).toBe(200);
    expect(out.headers.get("cache-control")).toBe("no-store");
    return (out.body as { items: QuoteCurrent[] }).items;
  };

  it("answers each variant by itself, in the page's language; a product line by its summary", async () => {
    const { "127v": v127, "220v": v220, "bateria-18v": battery } = drill.variants;
    const items = await refresh(
      `?lang=es&ids=${drill.id}:${v220.id},${drill.id}:${v127.id},${drill.id}:${battery.id},${drill.id},x,0:1`,
    );
    const name = drill.name.replace("Furadeira", "Taladro");
    expect(items.map(({ image: _image, ...rest }) => rest)).toEqual([
      {
        id: drill.id,
        variantId: v220.id,
        name,
        sku: v220.sku,
        priceCents: 18_990,
        inStock: true,
        options: [{ name: "Voltaje", value: "220 V" }],
      },
      // Tracked at 0: sold out.
      {
        id: drill.id,
        variantId: v127.id,
        name,
        sku: v127.sku,
        priceCents: 19_990,
        inStock: false,
        options: [{ name: "Voltaje", value: "127 V" }],
      },
      // Not tracked: in stock.
      {
        id: drill.id,
        variantId: battery.id,
        name,
        sku: battery.sku,
        priceCents: 29_990,
        inStock: true,
        options: [{ name: "Voltaje", value: "Batería 18 V" }],
      },
      // The product: its lowest price, its first variant's SKU.
      {
        id: drill.id,
        variantId: null,
        name,
        sku: v127.sku,
        priceCents: 18_990,
        inStock: true,
        options: [],
      },
    ]);
  });

  it("a variant removed since is told apart from a deleted product, and neither line is dropped", async () => {
    const other = await createTestDrill(t.db);
    const gone = await createTestDrill(t.db);
    // The 127 V variant is removed from `other`; `gone` is deleted.
    await t.db.transaction().execute((trx) =>
      writeVariants(
        trx,
        other.id,
        productVariantsSchema.parse({
          options: ["voltagem"],
          variants: [
            { sku: other.variants["220v"].sku, options: { voltagem: "220v" }, price: "180" },
          ],
        }),
      ),
    );
    await deleteProduct(t.db, gone.id, null);
    const line = (id: number, variantId: number, sku: string): QuoteLine => ({
      id,
      variantId,
      quantity: 1,
      name: "Furadeira",
      sku,
      priceCents: 100,
      image: { hash: null, url: null },
      options: [{ name: "Voltagem", value: "127 V" }],
    });
    const lines = [
      line(other.id, other.variants["127v"].id, other.variants["127v"].sku),
      line(other.id, other.variants["220v"].id, other.variants["220v"].sku),
      line(gone.id, gone.variants["220v"].id, gone.variants["220v"].sku),
      // Another product's variant is not this product's.
      line(other.id, drill.variants["220v"].id, drill.variants["220v"].sku),
    ];
    const items = await refresh(
      `?ids=${lines.map((l) => `${l.id}:${l.variantId}`).join(",")}&lang=pt`,
    );
    const checked = checkQuote(lines, items);
    expect(checked.map((l) => l.state)).toEqual([
      { kind: "variantDeleted" },
      { kind: "priceChanged", previousCents: 100 },
      { kind: "deleted" },
      { kind: "variantDeleted" },
    ]);
    expect(checked[1]!.options).toEqual([{ name: "Voltagem", value: "220 V" }]);
    expect(checked[0]).toMatchObject({ sku: other.variants["127v"].sku, priceCents: 100 });
  });
});
