import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributeInputSchema, attributeValueInputSchema } from "~/lib/attribute-schemas";
import { productInputSchema } from "~/lib/catalogue-schemas";
import type { ProductAttributesInput } from "~/lib/product-attributes-schema";
import { TEST_DB_KINDS, createTestDb, type TestDb } from "../../../tests/fixtures/databases";
import { smallCatalogue } from "../../../tests/fixtures/import";
import { latestAudit } from "../audit/audit.server";
import { attributeUsage, loadAttributes, productAttributeValues } from "./attributes.server";
import { categoryAttributeIds, setCategoryAttributes } from "./attribute-writes-categories.server";
import {
  createAttribute,
  deleteAttribute,
  reorderAttributes,
  updateAttribute,
} from "./attribute-writes.server";
import {
  createAttributeValue,
  deleteAttributeValue,
  mergeAttributeValues,
  reorderAttributeValues,
  updateAttributeValue,
} from "./attribute-writes-values.server";
import { ServiceError } from "./errors.server";
import { createProduct, updateProduct } from "./product-writes.server";
import { getCatalogueVersion } from "./version.server";

// The administrator's writes of specifications, on both databases. Each test
// names the rule it checks.

/** The refusal a write gives: its code, field and values; "done" when it was not refused. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return "done";
  } catch (error) {
    if (error instanceof ServiceError) {
      return { code: error.code, field: error.field, values: error.values };
    }
    throw error;
  }
}

describe.each(TEST_DB_KINDS)("specification writes on %s", (kind) => {
  let t: TestDb;
  let n = 0;
  const code = (base: string) => `${base}-${++n}`;

  const attribute = (input: Record<string, unknown>) =>
    createAttribute(t.db, attributeInputSchema.parse({ name: "Voltagem", ...input }), null);
  const value = (attributeId: number, code: string, label = code.toUpperCase()) =>
    createAttributeValue(t.db, attributeId, attributeValueInputSchema.parse({ code, label }), null);
  const product = (name: string, attributes?: Record<string, unknown>, categoryId = 2) =>
    createProduct(
      t.db,
      productInputSchema.parse({
        name,
        brand_id: 1,
        category_id: categoryId,
        price: "10",
        attributes,
      }),
      null,
    );
  const valuesOf = async (productId: number) =>
    (await productAttributeValues(t.db, [productId])).get(productId) ?? [];

  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
  });
  afterAll(() => t.cleanup());

  it("an attribute's code is unique: a second one with the same code is refused on its code field", async () => {
    const voltage = code("voltagem");
    await attribute({ code: voltage, type: "choice" });
    expect(await refusal(attribute({ code: voltage, type: "number" }))).toMatchObject({
      code: "attributeCodeTaken",
      field: "code",
    });
    const other = await attribute({ code: code("potencia"), type: "number", unit: "W" });
    expect(await refusal(updateAttribute(t.db, other, { code: voltage }, null))).toMatchObject({
      code: "attributeCodeTaken",
      field: "code",
    });
    // The same code on itself is no conflict.
    expect(await refusal(updateAttribute(t.db, other, { code: `${voltage}-x` }, null))).toBe(
      "done",
    );
  });

  it("a value's code is unique within its attribute, and two attributes may share one", async () => {
    const a = await attribute({ code: code("tipo"), type: "choice" });
    const b = await attribute({ code: code("material"), type: "choice" });
    await value(a, "aco");
    expect(await refusal(value(a, "aco"))).toMatchObject({ code: "valueCodeTaken", field: "code" });
    expect(await refusal(value(b, "aco"))).toBe("done");
  });

  it("values belong to choice attributes only, and a number's unit to numbers only", async () => {
    const number = await attribute({ code: code("potencia"), type: "number", unit: "W" });
    expect(await refusal(value(number, "x"))).toMatchObject({ code: "notAChoice" });
    const yesNo = await attribute({ code: code("sem-fio"), type: "boolean", unit: "W" });
    const catalogue = await loadAttributes(t.db);
    expect(catalogue.byId.get(number)).toMatchObject({ unit: "W" });
    expect(catalogue.byId.get(yesNo)).toMatchObject({ unit: null, unitCode: null });
  });

  it("every write bumps the catalogue version once, in its own transaction", async () => {
    const steps: (() => Promise<unknown>)[] = [];
    let id = 0;
    let v1 = 0;
    let v2 = 0;
    steps.push(async () => (id = await attribute({ code: code("mandril"), type: "choice" })));
    steps.push(() => updateAttribute(t.db, id, { name_es: "Mandril" }, null));
    steps.push(async () => (v1 = await value(id, "10mm")));
    steps.push(async () => (v2 = await value(id, "13mm")));
    steps.push(() => updateAttributeValue(t.db, id, v1, { label_es: "10 mm" }, null));
    steps.push(() => reorderAttributeValues(t.db, id, [v2, v1], null));
    steps.push(() => mergeAttributeValues(t.db, id, v1, v2, null));
    steps.push(() => setCategoryAttributes(t.db, 3, [id], null));
    steps.push(() => deleteAttributeValue(t.db, id, v2, null));
    steps.push(() => deleteAttribute(t.db, id, null));
    for (const step of steps) {
      const before = await getCatalogueVersion(t.db);
      await step();
      expect(await getCatalogueVersion(t.db)).toBe(before + 1);
    }
  });

  it("deleting a value in use is refused with the number of products that would lose it; confirmed with that number, they lose it", async () => {
    const voltage = code("voltagem");
    const id = await attribute({ code: voltage, type: "choice" });
    const v220 = await value(id, "220v");
    const bivolt = await value(id, "bivolt");
    const drills = [
      await product("Furadeira A", { [voltage]: "220v" }),
      await product("Furadeira B", { [voltage]: "220v" }),
    ];
    const other = await product("Furadeira C", { [voltage]: "bivolt" });
    expect(await refusal(deleteAttributeValue(t.db, id, v220, null))).toMatchObject({
      code: "valueInUse",
      values: { products: 2 },
    });
    // A confirmation for another number (what the page showed before a product changed) is no
    // confirmation of this one.
    expect(await refusal(deleteAttributeValue(t.db, id, v220, null, 1))).toMatchObject({
      code: "valueInUse",
      values: { products: 2 },
    });
    expect(await valuesOf(drills[0]!)).toHaveLength(1);
    await deleteAttributeValue(t.db, id, v220, null, 2);
    for (const drill of drills) expect(await valuesOf(drill)).toEqual([]);
    expect(await valuesOf(other)).toEqual([{ attributeId: id, valueId: bivolt, number: null }]);
    const [entry] = await latestAudit(t.db, 1);
    expect(entry).toMatchObject({
      action: "delete",
      entity: "attribute_value",
      detail: "220v (2)",
    });
  });

  it("deleting an unused value or attribute needs no count; deleting one in use takes its values, category lists and products' values with it once confirmed", async () => {
    const unused = await attribute({ code: code("cor"), type: "choice" });
    expect(
      await refusal(deleteAttributeValue(t.db, unused, await value(unused, "azul"), null)),
    ).toBe("done");
    expect(await refusal(deleteAttribute(t.db, unused, null))).toBe("done");
    const power = code("potencia");
    const id = await attribute({ code: power, type: "number", unit: "W", categories: [2] });
    const drill = await product("Furadeira Potente", { [power]: 650 });
    expect(await refusal(deleteAttribute(t.db, id, null))).toMatchObject({
      code: "attributeInUse",
      values: { products: 1 },
    });
    await deleteAttribute(t.db, id, null, 1);
    expect(await valuesOf(drill)).toEqual([]);
    expect(await categoryAttributeIds(t.db, 2)).not.toContain(id);
    expect((await loadAttributes(t.db)).byId.has(id)).toBe(false);
  });

  it("merging moves the merged value's products to the kept value and deletes the merged value", async () => {
    const voltage = code("voltagem");
    const id = await attribute({ code: voltage, type: "choice" });
    const kept = await value(id, "220v");
    const typo = await value(id, "220-v");
    const a = await product("Serra A", { [voltage]: "220v" });
    const b = await product("Serra B", { [voltage]: "220-v" });
    expect(await mergeAttributeValues(t.db, id, typo, kept, null)).toBe(1);
    for (const p of [a, b]) {
      expect(await valuesOf(p)).toEqual([{ attributeId: id, valueId: kept, number: null }]);
    }
    const values = (await loadAttributes(t.db)).byId.get(id)!.values;
    expect(values.map((v) => v.code)).toEqual(["220v"]);
    expect((await attributeUsage(t.db)).byValue.get(kept)).toBe(2);
  });

  it("a value merges only into another value of the same attribute", async () => {
    const id = await attribute({ code: code("tipo"), type: "choice" });
    const other = await attribute({ code: code("tipo"), type: "choice" });
    const a = await value(id, "a");
    const foreign = await value(other, "b");
    expect(await refusal(mergeAttributeValues(t.db, id, a, a, null))).toMatchObject({
      code: "mergeInvalid",
      field: "into",
    });
    expect(await refusal(mergeAttributeValues(t.db, id, a, foreign, null))).toMatchObject({
      code: "mergeInvalid",
    });
    // A value is found through its own attribute only.
    expect(await refusal(mergeAttributeValues(t.db, other, a, foreign, null))).toMatchObject({
      code: "notFound",
    });
  });

  it("reordering writes positions 1..n in the given order; a list missing or repeating an id is refused", async () => {
    const id = await attribute({ code: code("tamanho"), type: "choice" });
    const [p, m, g] = [await value(id, "p"), await value(id, "m"), await value(id, "g")];
    await reorderAttributeValues(t.db, id, [g, p, m], null);
    const values = (await loadAttributes(t.db)).byId.get(id)!.values;
    expect(values.map((v) => [v.code, v.position])).toEqual([
      ["g", 1],
      ["p", 2],
      ["m", 3],
    ]);
    expect(await refusal(reorderAttributeValues(t.db, id, [g, p], null))).toMatchObject({
      code: "orderMismatch",
    });
    expect(await refusal(reorderAttributeValues(t.db, id, [g, g, p], null))).toMatchObject({
      code: "orderMismatch",
    });
    const all = (await loadAttributes(t.db)).attributes.map((a) => a.id);
    await reorderAttributes(t.db, [...all].reverse(), null);
    const after = (await loadAttributes(t.db)).attributes;
    expect(after.map((a) => a.id)).toEqual([...all].reverse());
    expect(after.map((a) => a.position)).toEqual(all.map((_, i) => i + 1));
  });

  it("category assignment: a category new to an attribute lists it last, one unticked drops it, the others keep their order", async () => {
    const a = await attribute({ code: code("capacidade"), type: "number", categories: [4, 5] });
    const b = await attribute({ code: code("altura"), type: "number", categories: [4] });
    const c = await attribute({ code: code("motor"), type: "choice", categories: [5, 4] });
    expect(await categoryAttributeIds(t.db, 4)).toEqual([a, b, c]);
    expect(await categoryAttributeIds(t.db, 5)).toEqual([a, c]);
    // Unticking category 4 for `a`, keeping 5: the others of 4 keep their order.
    await updateAttribute(t.db, a, { categories: [5] }, null);
    expect(await categoryAttributeIds(t.db, 4)).toEqual([b, c]);
    await updateAttribute(t.db, a, { categories: [5, 4] }, null);
    expect(await categoryAttributeIds(t.db, 4)).toEqual([b, c, a]);
    // A category's own order, set whole.
    await setCategoryAttributes(t.db, 4, [c, a, b], null);
    expect(await categoryAttributeIds(t.db, 4)).toEqual([c, a, b]);
    expect((await loadAttributes(t.db)).byCategory.get(4)).toEqual([c, a, b]);
    expect(await refusal(updateAttribute(t.db, a, { categories: [999] }, null))).toMatchObject({
      code: "unknownCategory",
      field: "categories",
    });
    expect(await refusal(setCategoryAttributes(t.db, 4, [c, c], null))).toMatchObject({
      code: "orderMismatch",
    });
  });

  it("the type cannot change while products carry the attribute; leaving choice drops its unused values", async () => {
    const size = code("tamanho");
    const id = await attribute({ code: size, type: "choice" });
    await value(id, "p");
    const shirt = await product("Luva", { [size]: "p" });
    expect(await refusal(updateAttribute(t.db, id, { type: "number" }, null))).toMatchObject({
      code: "typeInUse",
      field: "type",
    });
    await updateProduct(t.db, shirt, { attributes: {} }, null);
    await updateAttribute(t.db, id, { type: "number", unit: "cm" }, null);
    expect((await loadAttributes(t.db)).byId.get(id)).toMatchObject({
      type: "number",
      unit: "cm",
      values: [],
    });
  });

  it("a product's values are written in its write's transaction: the whole set replaced (delete + insert), empty ones left out", async () => {
    const [voltage, power, cordless] = [code("voltagem"), code("potencia"), code("sem-fio")];
    const v = await attribute({ code: voltage, type: "choice" });
    const bivolt = await value(v, "bivolt");
    const p = await attribute({ code: power, type: "number", unit: "W" });
    const c = await attribute({ code: cordless, type: "boolean" });
    const drill = await product("Parafusadeira", {
      [voltage]: "BIVOLT",
      [power]: "1,5",
      [cordless]: true,
    });
    expect(await valuesOf(drill)).toEqual(
      expect.arrayContaining([
        { attributeId: v, valueId: bivolt, number: null },
        { attributeId: p, valueId: null, number: 1.5 },
        { attributeId: c, valueId: null, number: 1 },
      ]),
    );
    await updateProduct(
      t.db,
      drill,
      { attributes: { [power]: 650, [cordless]: "0", [voltage]: "" } },
      null,
    );
    expect(await valuesOf(drill)).toEqual(
      expect.arrayContaining([
        { attributeId: p, valueId: null, number: 650 },
        { attributeId: c, valueId: null, number: 0 },
      ]),
    );
    expect(await valuesOf(drill)).toHaveLength(2);
    // Absent: unchanged.
    await updateProduct(t.db, drill, { price: 1200 }, null);
    expect(await valuesOf(drill)).toHaveLength(2);
  });

  it("an unknown code, or a value that does not fit its attribute, is refused naming attributes.<code>, and nothing of the write is kept", async () => {
    const [voltage, power] = [code("voltagem"), code("potencia")];
    const v = await attribute({ code: voltage, type: "choice" });
    await value(v, "220v");
    await attribute({ code: power, type: "number" });
    const drill = await product("Lixadeira", { [voltage]: "220v" });
    const cases: [ProductAttributesInput, string, string][] = [
      [{ nada: "1" }, "unknownAttribute", "attributes.nada"],
      [{ [voltage]: "127v" }, "invalidAttributeValue", `attributes.${voltage}`],
      [{ [power]: "muito" }, "invalidAttributeValue", `attributes.${power}`],
      [{ [power]: true }, "invalidAttributeValue", `attributes.${power}`],
    ];
    for (const [attributes, error, field] of cases) {
      expect(
        await refusal(updateProduct(t.db, drill, { name: "Renomeada", attributes }, null)),
      ).toMatchObject({ code: error, field });
    }
    expect(await valuesOf(drill)).toHaveLength(1);
    const row = await t.db
      .selectFrom("product")
      .select("name")
      .where("id", "=", drill)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Lixadeira");
  });

  it("renaming a value in Spanish puts the new label in its products' search document", async () => {
    const voltage = code("voltagem");
    const id = await attribute({ code: voltage, type: "choice" });
    const battery = await value(id, "bateria-18v", "Bateria 18 V");
    const drill = await product("Furadeira de Impacto", { [voltage]: "bateria-18v" });
    await updateAttributeValue(t.db, id, battery, { label_es: "Batería 18 V recargable" }, null);
    const row = await t.db
      .selectFrom("product")
      .select("search_doc")
      .where("id", "=", drill)
      .executeTakeFirstOrThrow();
    expect(row.search_doc).toContain("recargable");
  });

  it("a number's new unit is written into its products' search documents", async () => {
    const battery = code("bateria");
    const id = await attribute({ code: battery, type: "number", unit: "V" });
    const drill = await product("Parafusadeira de Bateria", { [battery]: 18 });
    const doc = async () =>
      (
        await t.db
          .selectFrom("product")
          .select("search_doc")
          .where("id", "=", drill)
          .executeTakeFirstOrThrow()
      ).search_doc;
    expect(await doc()).toContain("18v");
    await updateAttribute(t.db, id, { unit: "Ah" }, null);
    expect(await doc()).toContain("18ah");
    expect(await doc()).not.toContain("18v");
  });

  it("each write leaves an audit entry naming what it changed", async () => {
    const id = await attribute({ code: code("peso"), type: "number", unit: "kg" });
    expect((await latestAudit(t.db, 1))[0]).toMatchObject({
      action: "create",
      entity: "attribute",
      entity_id: String(id),
    });
    await updateAttribute(t.db, id, { name: "Peso", name_en: "Weight", unit: "kg" }, null);
    const [entry] = await latestAudit(t.db, 1);
    expect(entry).toMatchObject({ action: "update", entity: "attribute" });
    expect(entry!.detail!.split(",")).toEqual(expect.arrayContaining(["name", "name_en"]));
    expect(entry!.detail).not.toContain("unit");
  });
});
