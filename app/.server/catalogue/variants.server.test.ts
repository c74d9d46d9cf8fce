import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { parseFilters } from "~/lib/filters";
import { productVariantsSchema, type ProductVariantsInput } from "~/lib/variant-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { ServiceError } from "./errors.server";
import { getFacetIndex } from "./facet-index.server";
import { facetCounts, filteredPage } from "./facets.server";
import { applyBulkChange } from "./bulk/bulk-change.server";
import { undoBulkChange } from "./bulk/bulk-undo.server";
import { createProduct, updateProduct } from "./product-writes.server";
import { getProduct } from "./products.server";
import { summaryOf } from "./variant-summary.server";
import { patchVariant, writeVariants } from "./variant-writes.server";
import { productVariants } from "./variants.server";

// Product variants (docs/decisions/065-product-variants.md): the rules their writes check, and the
// product row's summary that every list reads.

const variants = (input: unknown): ProductVariantsInput => productVariantsSchema.parse(input);

const drill = (sku: string) =>
  variants({
    options: ["voltagem"],
    variants: [
      { sku: `${sku}-127`, options: { voltagem: "127v" }, price: "199.90", stock: 0 },
      { sku: `${sku}-220`, options: { voltagem: "220v" }, price: "189.90", stock: 2 },
      { sku: `${sku}-BIV`, options: { voltagem: "bivolt" }, price: "229.90", stock: null },
    ],
  });

describe.each(TEST_DB_KINDS)("product variants on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  const newDrill = (sku: string) =>
    createProduct(
      t.db,
      productInputSchema.parse({
        name: `Furadeira ${sku}`,
        brand_id: 1,
        category_id: 2,
        price: "100",
      }),
      null,
      {},
      drill(sku),
    );

  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ServiceError);
    return { code: (e as ServiceError).code, field: (e as ServiceError).field };
  };

  it("every product of the demo catalogue has at least one variant, its summary on the row", async () => {
    const rows = await t.db
      .selectFrom("product as p")
      .leftJoin("variant as v", "v.product_id", "p.id")
      .select(["p.id", "v.id as variant_id"])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(48);
    expect(rows.every((r) => r.variant_id != null)).toBe(true);
  });

  it("a product's price is its lowest variant's, its SKU the first's, in stock when any variant is", async () => {
    const id = await newDrill("FUR-A");
    const p = (await getProduct(t.db, id))!;
    expect(p.price_cents).toBe(18_990);
    expect(p.sku).toBe("FUR-A-127");
    expect(p.in_stock).toBe(true);
    const { options, variants: list } = await productVariants(t.db, id);
    expect(options.map((o) => o.code)).toEqual(["voltagem"]);
    expect(list.map((v) => [v.sku, v.stock, v.values[0]!.value.code])).toEqual([
      ["FUR-A-127", 0, "127v"],
      ["FUR-A-220", 2, "220v"],
      ["FUR-A-BIV", null, "bivolt"],
    ]);
    // Sold out everywhere: the product is out of stock.
    for (const v of list) await patchVariant(t.db, v.id, { stock: 0 }, null);
    expect((await getProduct(t.db, id))!.in_stock).toBe(false);
    await patchVariant(t.db, list[2]!.id, { stock: 5, price: 15_000 }, null);
    const after = (await getProduct(t.db, id))!;
    expect([after.in_stock, after.price_cents]).toEqual([true, 15_000]);
  });

  it("rewriting the variants keeps the id of a combination that stays", async () => {
    const id = await newDrill("FUR-B");
    const before = await productVariants(t.db, id);
    await t.db.transaction().execute((trx) =>
      writeVariants(
        trx,
        id,
        variants({
          options: ["voltagem"],
          variants: [
            { sku: "FUR-B-220", options: { voltagem: "220v" }, price: "180", stock: 4 },
            { sku: "FUR-B-127", options: { voltagem: "127v" }, price: "181" },
          ],
        }),
      ),
    );
    const after = await productVariants(t.db, id);
    expect(after.variants.map((v) => v.id)).toEqual([
      before.variants[1]!.id,
      before.variants[0]!.id,
    ]);
    expect((await getProduct(t.db, id))!.sku).toBe("FUR-B-220");
  });

  it("refuses a SKU the shop already has, two alike combinations, and a value that is not an option's", async () => {
    await newDrill("FUR-C");
    expect(await refusal(newDrill("FUR-C"))).toEqual({ code: "skuTaken", field: "variants.0.sku" });
    const twice = variants({
      options: ["voltagem"],
      variants: [
        { sku: "X1", options: { voltagem: "127v" }, price: "1" },
        { sku: "X2", options: { voltagem: "127v" }, price: "1" },
      ],
    });
    expect(await refusal(updateProduct(t.db, 1, {}, null, {}, twice))).toMatchObject({
      code: expect.stringMatching(/invalidOption|duplicateCombination/),
    });
    const id = await newDrill("FUR-D");
    expect(await refusal(updateProduct(t.db, id, {}, null, {}, twice))).toEqual({
      code: "duplicateCombination",
      field: "variants.1.options",
    });
    const wrongValue = variants({
      options: ["voltagem"],
      variants: [{ options: { voltagem: "380v" }, price: "1" }],
    });
    expect(await refusal(updateProduct(t.db, id, {}, null, {}, wrongValue))).toEqual({
      code: "invalidCombination",
      field: "variants.0.options",
    });
    // Not a choice of the category (a number attribute), and two variants without options.
    const notChoice = variants({ options: ["potencia"], variants: [{ price: "1" }] });
    expect((await refusal(updateProduct(t.db, id, {}, null, {}, notChoice))).code).toBe(
      "invalidOption",
    );
    const twoPlain = variants({ variants: [{ price: "1" }, { price: "2" }] });
    expect((await refusal(updateProduct(t.db, id, {}, null, {}, twoPlain))).code).toBe(
      "variantsCount",
    );
    // Nothing of a refused write stays.
    expect((await productVariants(t.db, id)).variants).toHaveLength(3);
  });

  it("a product without options: its one variant follows the form's price, SKU and stock tick", async () => {
    await updateProduct(t.db, 3, { price: 4_321, sku: "ONE-3", in_stock: false }, null);
    let [v] = (await productVariants(t.db, 3)).variants;
    expect([v!.price_cents, v!.sku, v!.stock]).toEqual([4_321, "ONE-3", 0]);
    await updateProduct(t.db, 3, { in_stock: true }, null);
    [v] = (await productVariants(t.db, 3)).variants;
    expect(v!.stock).toBeNull();
  });

  it("bulk actions apply to each variant: a set price sets all, a rise keeps their differences, Undo restores them", async () => {
    const id = await newDrill("FUR-E");
    const prices = async () => (await productVariants(t.db, id)).variants.map((v) => v.price_cents);
    expect(await prices()).toEqual([19_990, 18_990, 22_990]);
    const rise = await applyBulkChange(
      t.db,
      { ids: [id] },
      { kind: "change_price", percent: 10 },
      null,
    );
    const risen = await prices();
    expect(risen[0]).toBeGreaterThan(19_990);
    expect(risen[2]! - risen[1]!).toBeGreaterThan(4_000);
    expect((await getProduct(t.db, id))!.price_cents).toBe(Math.min(...risen));
    await undoBulkChange(t.db, rise.changeId, null);
    expect(await prices()).toEqual([19_990, 18_990, 22_990]);
    expect((await getProduct(t.db, id))!.price_cents).toBe(18_990);
    await applyBulkChange(t.db, { ids: [id] }, { kind: "set_price", price: 12_345 }, null);
    expect(await prices()).toEqual([12_345, 12_345, 12_345]);
    expect((await getProduct(t.db, id))!.price_cents).toBe(12_345);
    // Out of stock sells every variant out; in stock again makes the sold-out ones untracked.
    await applyBulkChange(t.db, { ids: [id] }, { kind: "out_of_stock" }, null);
    expect((await productVariants(t.db, id)).variants.map((v) => v.stock)).toEqual([0, 0, 0]);
    expect((await getProduct(t.db, id))!.in_stock).toBe(false);
  });

  it("a product counts for a value when one of its variants has it, and its search finds the values", async () => {
    const id = await newDrill("FUR-F");
    const index = await getFacetIndex(t.db);
    const place = index.indexOf.get(id)!;
    const has = (code: string) => {
      const set = index.byValue.get(index.attributes.byCode.get("voltagem")!.id)?.get(code);
      return Boolean(set && (set[place >>> 5]! >>> (place & 31)) & 1);
    };
    expect([has("127v"), has("220v"), has("bivolt"), has("bateria-18v")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const row = await t.db
      .selectFrom("product")
      .select("search_doc")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.search_doc).toContain("220 v");
  });

  it("filters combine over variants: 220 V in stock leaves out a drill whose only stock is 127 V", async () => {
    // Only in 127 V (at 50) and 220 V (sold out, at 300): a brand of its own keeps the list small.
    const id = await newDrill("FUR-G");
    const [v127, v220, biv] = (await productVariants(t.db, id)).variants;
    await patchVariant(t.db, v127!.id, { stock: 4, price: 5_000 }, null);
    await patchVariant(t.db, v220!.id, { stock: 0, price: 30_000 }, null);
    await patchVariant(t.db, biv!.id, { stock: 0, price: 30_000 }, null);
    const index = await getFacetIndex(t.db);
    const scope = { searchIds: [id] };
    const state = (q: string) => parseFilters(new URLSearchParams(q), index.vocabulary);
    const total = (q: string) => facetCounts(index, scope, state(q)).total;
    expect(total("voltagem=220v")).toBe(1);
    expect(total("estoque=1")).toBe(1);
    expect(total("voltagem=220v&estoque=1")).toBe(0);
    expect(total("voltagem=127v&estoque=1")).toBe(1);
    // Counts: with "em estoque", 220 V gives nothing and is left out; 127 V gives the drill.
    const voltages = facetCounts(index, scope, state("estoque=1")).groups.find(
      (g) => g.param === "voltagem",
    )!;
    expect(voltages.values.map((v) => [v.value, v.count])).toEqual([["127v", 1]]);
    // A price range matches by the variants that match the rest: 220 V costs 300.
    expect(total("voltagem=220v&preco=250-350")).toBe(1);
    expect(total("voltagem=127v&preco=250-350")).toBe(0);
  });

  it("lowest price sorts a filtered list by the matching variants' prices", async () => {
    const cheap220 = await newDrill("FUR-H");
    const dear220 = await newDrill("FUR-I");
    const set = async (id: number, p127: number, p220: number) => {
      const [a, b] = (await productVariants(t.db, id)).variants;
      await patchVariant(t.db, a!.id, { price: p127 }, null);
      await patchVariant(t.db, b!.id, { price: p220 }, null);
    };
    // By their lowest prices the dear-at-220 V drill comes first; at 220 V it comes last.
    await set(cheap220, 9_000, 10_000);
    await set(dear220, 1_000, 20_000);
    const index = await getFacetIndex(t.db);
    const scope = { categoryId: 2 };
    const page = async (q: string) =>
      (
        await filteredPage(index, scope, parseFilters(new URLSearchParams(q), index.vocabulary), {
          sort: "price_asc",
          locale: "pt",
          page: 1,
          perPage: 1000,
        })
      ).ids.filter((i) => i === cheap220 || i === dear220);
    expect(await page("")).toEqual([dear220, cheap220]);
    expect(await page("voltagem=220v")).toEqual([cheap220, dear220]);
  });

  it("Undo of a bulk change refuses once a variant changed since; a picture that leaves the gallery leaves its variant", async () => {
    const id = await newDrill("FUR-J");
    const rise = await applyBulkChange(t.db, { ids: [id] }, { kind: "offer_off" }, null);
    const [first] = (await productVariants(t.db, id)).variants;
    await patchVariant(t.db, first!.id, { stock: 7 }, null);
    await expect(undoBulkChange(t.db, rise.changeId, null)).rejects.toMatchObject({
      code: "changedSince",
    });
    expect((await productVariants(t.db, id)).variants[0]!.stock).toBe(7);

    await t.db
      .insertInto("product_image")
      .values({ product_id: id, image_url: "https://example.com/a.jpg", position: 1 })
      .execute();
    await t.db
      .insertInto("variant_image")
      .values({
        variant_id: first!.id,
        position: 1,
        image_hash: null,
        image_url: "https://example.com/a.jpg",
      })
      .execute();
    expect((await productVariants(t.db, id)).variants[0]!.images).toHaveLength(1);
    await updateProduct(t.db, id, { images: [] }, null);
    expect((await productVariants(t.db, id)).variants[0]!.images).toEqual([]);
  });

  it("summaryOf: the first variant on a price tie", () => {
    const v = (sku: string, price: number) => ({
      sku,
      combination: "1:1",
      price_cents: price,
      original_price_cents: null,
      is_special_offer: false,
      stock: null,
      position: 1,
    });
    expect(summaryOf([v("A", 5), v("B", 5)])?.sku).toBe("A");
    expect(summaryOf([v("A", 5), v("B", 4)])?.price_cents).toBe(4);
    expect(summaryOf([])).toBeUndefined();
  });
});
