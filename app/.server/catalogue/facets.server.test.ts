import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  filterEntries,
  parseFilters,
  toggleValue,
  withoutGroup,
  type FilterState,
} from "~/lib/filters";
import { parseNumberRange } from "~/lib/number-ranges";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import type { Db } from "../db/kysely";
import { seedDemo } from "../db/seed/seed.server";
import { bumpCatalogueVersion } from "./version.server";
import { getFacetIndex, type FacetIndex } from "./facet-index.server";
import { facetCounts, filteredPage, type ListScope } from "./facets.server";
import { filteredProductList } from "./product-lists.server";

// The facet index's counts and filtered lists, checked against the
// database itself: an independent SQL count for every value of every group, on every list.

/** An attribute of the test's own, on category 1's products: colour (choice) and weight (number). */
async function addTestAttributes(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const colour = await db
    .insertInto("attribute")
    .values({
      code: "tst-cor",
      name: "Cor",
      type: "choice",
      is_filter: true,
      position: 900,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const weight = await db
    .insertInto("attribute")
    .values({
      code: "tst-peso",
      name: "Peso",
      type: "number",
      unit: "kg",
      unit_code: "KGM",
      is_filter: true,
      position: 901,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const values = [];
  for (const [i, code] of ["azul", "verde", "preto"].entries()) {
    values.push(
      await db
        .insertInto("attribute_value")
        .values({ attribute_id: colour.id, code, label: code, position: i })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
  }
  for (const [i, attribute] of [colour, weight].entries())
    await db
      .insertInto("category_attribute")
      .values({ category_id: 1, attribute_id: attribute.id, position: 100 + i })
      .onConflict((oc) => oc.doNothing())
      .execute();
  const products = await db
    .selectFrom("product")
    .select("id")
    .where("category_id", "=", 1)
    .orderBy("id")
    .execute();
  for (const [i, { id }] of products.entries()) {
    // Every third product has no colour: a product may leave an attribute empty.
    if (i % 3 !== 2)
      await db
        .insertInto("product_attribute")
        .values({
          product_id: id,
          attribute_id: colour.id,
          value_id: values[i % 2 === 0 ? 0 : 1]!.id,
          number_value: null,
        })
        .execute();
    await db
      .insertInto("product_attribute")
      .values({
        product_id: id,
        attribute_id: weight.id,
        value_id: null,
        number_value: i % 2 ? 1.5 : 3,
      })
      .execute();
  }
  await bumpCatalogueVersion(db);
}

/**
 * The database's own count of a list with a filter state: the reference the index must match. A
 * product matches when one of its variants meets every variant-level selection (in stock, price,
 * an option's value) together; a value is the product's own specification or its variant's.
 */
async function sqlCount(db: Db, scope: ListScope, state: FilterState): Promise<number> {
  let q = db.selectFrom("product as p").innerJoin("brand as b", "b.id", "p.brand_id");
  if (scope.categoryId !== undefined) q = q.where("p.category_id", "=", scope.categoryId);
  if (scope.brandId !== undefined) q = q.where("p.brand_id", "=", scope.brandId);
  if (scope.offers) q = q.where("p.is_special_offer", "=", true);
  if (state.brands.length) q = q.where("b.slug", "in", state.brands);
  if (state.offer) q = q.where("p.is_special_offer", "=", true);
  q = q.where((eb) =>
    eb.exists(
      eb
        .selectFrom("variant as vr")
        .select("vr.id")
        .whereRef("vr.product_id", "=", "p.id")
        .where((e) => {
          const all = [];
          if (state.stock) all.push(e.or([e("vr.stock", "is", null), e("vr.stock", ">", 0)]));
          if (state.price?.min != null) all.push(e("vr.price_cents", ">=", state.price.min));
          if (state.price?.max != null) all.push(e("vr.price_cents", "<=", state.price.max));
          for (const [code, values] of state.attributes) {
            const numbers = values.map(Number).filter((n) => Number.isFinite(n));
            // A number specification's ranges ("500-999", "1500-"), both ends included.
            const ranges = values.flatMap((v) => parseNumberRange(v) ?? []);
            all.push(
              e.or([
                e.exists(
                  e
                    .selectFrom("product_attribute as pa")
                    .innerJoin("attribute as a", "a.id", "pa.attribute_id")
                    .leftJoin("attribute_value as v", "v.id", "pa.value_id")
                    .select("pa.product_id")
                    .whereRef("pa.product_id", "=", "p.id")
                    .where("a.code", "=", code)
                    .where((x) =>
                      x.or([
                        x("v.code", "in", values),
                        ...(numbers.length ? [x("pa.number_value", "in", numbers)] : []),
                        ...ranges.map((r) =>
                          x.and([
                            x("pa.number_value", ">=", r.min),
                            ...(r.max === null ? [] : [x("pa.number_value", "<=", r.max)]),
                          ]),
                        ),
                      ]),
                    ),
                ),
                e.exists(
                  e
                    .selectFrom("variant_value as vv")
                    .innerJoin("attribute as a", "a.id", "vv.attribute_id")
                    .innerJoin("attribute_value as v", "v.id", "vv.value_id")
                    .select("vv.variant_id")
                    .whereRef("vv.variant_id", "=", "vr.id")
                    .where("a.code", "=", code)
                    .where("v.code", "in", values),
                ),
              ]),
            );
          }
          return e.and(all);
        }),
    ),
  );
  const counted = q.select((eb) => eb.fn.countAll<number>().as("n"));
  const row = await counted.executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(TEST_DB_KINDS)("facets on %s", (kind) => {
  let t: TestDb;
  let index: FacetIndex;
  const state = (query: string) => parseFilters(new URLSearchParams(query), index.vocabulary);

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    await addTestAttributes(t.db);
    index = await getFacetIndex(t.db);
  }, 120_000);
  afterAll(async () => {
    await t.cleanup();
  });

  it("values of one group combine with OR, groups with AND", async () => {
    const scope = { categoryId: 1 };
    const azul = facetCounts(index, scope, state("tst-cor=azul")).total;
    const verde = facetCounts(index, scope, state("tst-cor=verde")).total;
    expect(azul).toBeGreaterThan(0);
    expect(facetCounts(index, scope, state("tst-cor=azul,verde")).total).toBe(azul + verde);
    const both = facetCounts(index, scope, state("tst-cor=azul&tst-peso=3")).total;
    expect(both).toBe(await sqlCount(t.db, scope, state("tst-cor=azul&tst-peso=3")));
    expect(both).toBeLessThanOrEqual(azul);
  });

  it("the price hints span the list's lowest and highest price, the price filter left out", async () => {
    const scope = { categoryId: 1 };
    const rows = await t.db
      .selectFrom("product")
      .select((eb) => [
        eb.fn.min("live_price_cents").as("min"),
        eb.fn.max("live_price_cents").as("max"),
      ])
      .where("category_id", "=", 1)
      .executeTakeFirstOrThrow();
    const span = { min: Number(rows.min), max: Number(rows.max) };
    expect(facetCounts(index, scope, state("")).priceSpan).toEqual(span);
    expect(facetCounts(index, scope, state("preco=0-1")).priceSpan).toEqual(span);
  });

  it("a group's counts are computed with its own selection left out", () => {
    const counts = facetCounts(index, { categoryId: 1 }, state("tst-cor=azul"));
    const colour = counts.groups.find((g) => g.param === "tst-cor")!;
    const unfiltered = facetCounts(index, { categoryId: 1 }, state(""));
    const before = unfiltered.groups.find((g) => g.param === "tst-cor")!;
    // The checked value keeps its siblings, with the same counts as before it was checked.
    expect(colour.values).toEqual(
      before.values.map((v) => ({ ...v, checked: v.value === "azul" })),
    );
  });

  it("a value that would give nothing is left out, unless it is checked", () => {
    const counts = facetCounts(index, { categoryId: 1 }, state("tst-cor=preto"));
    const colour = counts.groups.find((g) => g.param === "tst-cor")!;
    expect(colour.values.find((v) => v.value === "preto")).toEqual({
      value: "preto",
      count: 0,
      checked: true,
    });
    expect(counts.total).toBe(0);
    const open = facetCounts(index, { categoryId: 1 }, state(""));
    expect(
      open.groups.find((g) => g.param === "tst-cor")!.values.some((v) => v.value === "preto"),
    ).toBe(false);
  });

  it("every value of every facet gives as many products as it says, on every list", async () => {
    const brands = await t.db.selectFrom("brand").select("id").execute();
    const categories = await t.db.selectFrom("category").select("id").execute();
    const scopes: ListScope[] = [
      {},
      { offers: true },
      ...categories.map((c) => ({ categoryId: c.id })),
      ...brands.map((b) => ({ brandId: b.id })),
    ];
    let checked = 0;
    for (const scope of scopes) {
      // From nothing selected, and from the first value of the first group selected.
      const first = facetCounts(index, scope, state("")).groups[0];
      const starts = [state("")];
      if (first?.values[0]) starts.push(toggleValue(state(""), first.param, first.values[0].value));
      for (const start of starts) {
        const counts = facetCounts(index, scope, start);
        expect(counts.total).toBe(await sqlCount(t.db, scope, start));
        for (const group of counts.groups) {
          for (const v of group.values) {
            if (v.checked) continue;
            // What the value would give: its group's own selection left out, the others kept.
            const next = toggleValue(withoutGroup(start, group.param), group.param, v.value);
            const expected = await sqlCount(t.db, scope, next);
            expect({ scope, filters: filterEntries(next), count: v.count }).toEqual({
              scope,
              filters: filterEntries(next),
              count: expected,
            });
            const page = await filteredPage(index, scope, next, {
              sort: "relevance",
              locale: "pt",
              page: 1,
              perPage: 24,
            });
            expect(page.total).toBe(expected);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("a filtered list pages in the sort's order and its total follows", async () => {
    const params = new URLSearchParams("tst-peso=1.5,3");
    const list = await filteredProductList(
      t.db,
      { categoryId: 1 },
      { locale: "pt", sort: "price_asc", page: 1, perPage: 3, params },
    );
    expect(list.total).toBe(await sqlCount(t.db, { categoryId: 1 }, state("tst-peso=1.5,3")));
    const prices = list.items.map((p) => p.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await filteredProductList(
      t.db,
      { categoryId: 1 },
      { locale: "pt", sort: "price_asc", page: 2, perPage: 3, params },
    );
    expect(second.items[0]!.price_cents).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    expect(list.filters.chips.map((c) => c.label)).toEqual(["Peso: 1,5 kg", "Peso: 3 kg"]);
  });

  it("a number specification with many values filters by ranges derived from the list, an older link's single number kept checked", async () => {
    const scope = { categoryId: 2 };
    const power = (query: string) =>
      facetCounts(index, scope, state(query)).groups.find((g) => g.param === "potencia")!;
    const ranges = power("").values;
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    expect(ranges.length).toBeLessThanOrEqual(5);
    expect(ranges.every((v) => parseNumberRange(v.value) !== null)).toBe(true);
    const first = ranges[0]!;
    expect(facetCounts(index, scope, state(`potencia=${first.value}`)).total).toBe(first.count);
    expect(first.count).toBe(await sqlCount(t.db, scope, state(`potencia=${first.value}`)));
    // Checked, the ranges stay as they were (their group's own selection left out).
    expect(power(`potencia=${first.value}`).values.map((v) => v.value)).toEqual(
      ranges.map((v) => v.value),
    );
    const list = await filteredProductList(t.db, scope, {
      locale: "pt",
      sort: "relevance",
      page: 1,
      perPage: 3,
      params: new URLSearchParams(`potencia=${first.value}`),
    });
    const { min, max } = parseNumberRange(first.value)!;
    expect(list.filters.chips.map((c) => c.label)).toEqual([
      `Potência: ${min} W a ${max!.toLocaleString("pt-BR")} W`,
    ]);
    const single = power("potencia=650").values.find((v) => v.value === "650");
    expect(single).toMatchObject({ checked: true });
  });

  it("an unfiltered list's panel is shared by its sorts and pages, per language and version", async () => {
    const list = (sort: "relevance" | "price_asc", page: number, locale: "pt" | "en" = "pt") =>
      filteredProductList(
        t.db,
        { categoryId: 1 },
        { locale, sort, page, perPage: 3, params: new URLSearchParams("utm_source=x") },
      );
    const first = await list("relevance", 1);
    expect((await list("price_asc", 2)).filters).toBe(first.filters);
    expect(Object.isFrozen(first.filters.groups[0]!.values[0])).toBe(true);
    expect((await list("relevance", 1, "en")).filters).not.toBe(first.filters);
    expect(first.filters.total).toBe(facetCounts(index, { categoryId: 1 }, state("")).total);
    expect(first.filters.groups.length).toBeGreaterThan(2);
    // A new catalogue version counts again.
    await bumpCatalogueVersion(t.db);
    const after = (await list("relevance", 1)).filters;
    expect(after).not.toBe(first.filters);
    expect(after).toEqual(first.filters);
  });

  it("a catalogue write moves the index on: new values count at once", async () => {
    const product = await t.db
      .selectFrom("product")
      .select("id")
      .where("category_id", "=", 1)
      .executeTakeFirstOrThrow();
    const black = await t.db
      .selectFrom("attribute_value")
      .select(["id", "attribute_id"])
      .where("code", "=", "preto")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("product_attribute")
      .set({ value_id: black.id })
      .where("product_id", "=", product.id)
      .where("attribute_id", "=", black.attribute_id)
      .execute();
    await bumpCatalogueVersion(t.db);
    const fresh = await getFacetIndex(t.db);
    expect(
      facetCounts(
        fresh,
        { categoryId: 1 },
        parseFilters(new URLSearchParams("tst-cor=preto"), fresh.vocabulary),
      ).total,
    ).toBe(1);
  });
});
