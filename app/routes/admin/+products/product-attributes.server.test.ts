import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productAttributeValues } from "~/.server/catalogue/attributes.server";
import { createAttribute } from "~/.server/catalogue/attribute-writes.server";
import {
  createAttributeValue,
  deleteAttributeValue,
} from "~/.server/catalogue/attribute-writes-values.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { textsFor } from "~/i18n/texts";
import type { AdminProduct } from "~/lib/admin-product";
import { attributeInputSchema } from "~/lib/attribute-schemas";
import { productInputSchema } from "~/lib/catalogue-schemas";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { smallCatalogue } from "../../../../tests/fixtures/import";
import { loader as productsLoader } from "../products";
import { productNewAction } from "./product-new-action.server";
import { productsAction } from "./products-action.server";

// Specifications on the products pages: the product form saves its category's specifications,
// the table shows one as a column and filters by a value, and a bulk edit sets one (with Undo).

describe.each(TEST_DB_KINDS)("specifications on the products pages on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let voltage: number;
  let power: number;
  const values: Record<string, number> = {};
  const ids: number[] = [];

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await smallCatalogue(t.db);
    admin = await newAdmin(t.db);
    const attribute = (input: Record<string, unknown>) =>
      createAttribute(t.db, attributeInputSchema.parse({ categories: [2], ...input }), null);
    voltage = await attribute({ code: "voltagem", name: "Voltagem", type: "choice" });
    power = await attribute({ code: "potencia", name: "Potência", type: "number", unit: "W" });
    await attribute({ code: "sem-fio", name: "Sem fio", type: "boolean" });
    for (const [code, label] of [
      ["127v", "127 V"],
      ["220v", "220 V"],
      ["bivolt", "Bivolt"],
    ] as const) {
      values[code] = await createAttributeValue(
        t.db,
        voltage,
        { code, label, label_en: null, label_es: null },
        null,
      );
    }
    for (const name of ["Esmerilhadeira A", "Esmerilhadeira B", "Esmerilhadeira C"]) {
      ids.push(
        await createProduct(
          t.db,
          productInputSchema.parse({ name, brand_id: 1, category_id: 2, price: "50" }),
          null,
        ),
      );
    }
  });
  afterAll(() => t.cleanup());

  const post = (
    action: (request: Request) => Promise<unknown>,
    fields: Record<string, string>,
    path = "/admin/produtos",
  ) =>
    callHandler(
      (args: { request: Request }) => action(args.request),
      formRequest(path, fields, { cookie: admin.cookie }),
    );
  const page = async (query: string) =>
    (
      await callHandler(
        productsLoader,
        appRequest(`/admin/produtos${query}`, { cookie: admin.cookie }),
      )
    ).body as { products: AdminProduct[]; total: number; table: { column: string | null } };
  const stored = async (id: number) => (await productAttributeValues(t.db, [id])).get(id) ?? [];

  it("the product form saves its category's values when the product is created", async () => {
    const out = await post(
      productNewAction,
      {
        intent: "create",
        brand_id: "1",
        name: "Furadeira Nova",
        price: "99",
        category_id: "2",
        attributes_form: "1",
        "attributes.voltagem": "bivolt",
        "attributes.potencia": "1,5",
        "attributes.sem-fio": "",
      },
      "/admin/produtos/novo",
    );
    expect(out.status).toBe(302);
    const [created] = (await page("?q=Furadeira+Nova")).products;
    expect(created!.attributes).toEqual(
      expect.arrayContaining([
        { attributeId: voltage, valueId: values.bivolt, number: null },
        { attributeId: power, valueId: null, number: 1.5 },
      ]),
    );
    expect(created!.attributes).toHaveLength(2);
  });

  it("the inline edit replaces the product's values with the form's (delete + insert)", async () => {
    const [id] = ids;
    const edit = (fields: Record<string, string>) =>
      post(productsAction, {
        intent: "update",
        id: String(id),
        name: "Esmerilhadeira A",
        price: "50",
        attributes_form: "1",
        ...fields,
      });
    expect(
      await edit({ "attributes.voltagem": "220v", "attributes.potencia": "650" }),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await stored(id!)).toHaveLength(2);
    await edit({ "attributes.voltagem": "127v", "attributes.potencia": "" });
    expect(await stored(id!)).toEqual([
      { attributeId: voltage, valueId: values["127v"], number: null },
    ]);
    // A form without the specifications (an older page) leaves them as they are.
    await post(productsAction, {
      intent: "update",
      id: String(id),
      name: "Esmerilhadeira A",
      price: "51",
    });
    expect(await stored(id!)).toHaveLength(1);
  });

  it("a value that does not fit is a message beside its field, in the administrator's language (400), and nothing is saved", async () => {
    const [id] = ids;
    const out = await post(
      productsAction,
      {
        intent: "update",
        id: String(id),
        name: "Nome Novo",
        price: "50",
        attributes_form: "1",
        "attributes.potencia": "muito",
      },
      "/admin/produtos?lang=es",
    );
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      ok: false,
      fields: { "attributes.potencia": textsFor("es").api.errors.invalidAttributeValue },
      values: { "attributes.potencia": "muito" },
    });
    expect((await page(`?q=Esmerilhadeira`)).products.map((p) => p.name)).not.toContain(
      "Nome Novo",
    );
    expect(await stored(id!)).toHaveLength(1);
  });

  it("the table shows an attribute as a column and filters by a value, its total following", async () => {
    const filtered = await page("?q=Esmerilhadeira&spec=voltagem:127v&col=voltagem");
    expect(filtered.table.column).toBe("voltagem");
    expect(filtered.products.map((p) => p.id)).toEqual([ids[0]]);
    expect(filtered.total).toBe(1);
    const without = await page("?q=Esmerilhadeira&spec=voltagem:-");
    expect(without.products.map((p) => p.id).sort()).toEqual([ids[1], ids[2]]);
    // An unknown filter or column is no filter and no column, never an error.
    const unknown = await page("?q=Esmerilhadeira&spec=nada:1&col=nada");
    expect(unknown.total).toBe(3);
    expect(unknown.table.column).toBeNull();
  });

  it("a bulk edit sets one specification on the selected products, and Undo puts the previous values back", async () => {
    const selection = Object.fromEntries(ids.map((id) => [`sel-${id}`, "on"]));
    const fields = {
      bulk_action: "set_attribute",
      attribute_id: String(voltage),
      attribute_value: "bivolt",
      scope: "selected",
      ...selection,
    };
    const review = await post(productsAction, { intent: "bulk-review", ...fields });
    expect(review).toMatchObject({ body: { ok: true, bulk: { confirm: { count: 3 } } } });
    const applied = await post(productsAction, { intent: "bulk-apply", ...fields });
    expect(applied).toMatchObject({
      status: 200,
      body: { ok: true, bulk: { applied: { count: 3 } } },
    });
    for (const id of ids) {
      expect((await stored(id)).find((v) => v.attributeId === voltage)?.valueId).toBe(
        values.bivolt,
      );
    }
    const changeId = (applied.body as { bulk: { applied: { changeId: number } } }).bulk.applied
      .changeId;
    expect(
      await post(productsAction, { intent: "bulk-undo", change: String(changeId) }),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await stored(ids[0]!)).find((v) => v.attributeId === voltage)?.valueId).toBe(
      values["127v"],
    );
    expect(await stored(ids[1]!)).toEqual([]);
  });

  it("a bulk value that does not fit, or no specification chosen, is refused beside its field with nothing written", async () => {
    const base = {
      intent: "bulk-apply",
      bulk_action: "set_attribute",
      scope: "selected",
      [`sel-${ids[1]}`]: "on",
    };
    const bad = await post(productsAction, {
      ...base,
      attribute_id: String(power),
      attribute_value: "forte",
    });
    expect(bad).toMatchObject({ status: 400, body: { ok: false } });
    const none = await post(productsAction, { ...base, attribute_id: "" });
    expect(none).toMatchObject({
      status: 400,
      body: { fields: { attribute_id: expect.any(String) } },
    });
    expect(await stored(ids[1]!)).toEqual([]);
  });

  it("a bulk change on the filter's products keeps to the table's specification filter; a filter value deleted since is refused, never widened", async () => {
    const fields = {
      intent: "bulk-apply",
      bulk_action: "set_attribute",
      attribute_id: String(power),
      attribute_value: "800",
      scope: "filter",
      q: "Esmerilhadeira",
      spec: "voltagem:127v",
    };
    expect(await post(productsAction, fields)).toMatchObject({
      body: { bulk: { applied: { count: 1 } } },
    });
    expect((await stored(ids[0]!)).find((v) => v.attributeId === power)?.number).toBe(800);
    expect(await stored(ids[2]!)).toEqual([]);
    await deleteAttributeValue(t.db, voltage, values["127v"]!, null, 1);
    const stale = await post(productsAction, { ...fields, attribute_value: "900" });
    expect(stale).toMatchObject({ status: 400, body: { ok: false } });
    expect(await stored(ids[2]!)).toEqual([]);
  });

  it("undoing a bulk delete brings the products' specifications back with them", async () => {
    const before = await stored(ids[0]!);
    expect(before.length).toBeGreaterThan(0);
    const deleted = await post(productsAction, {
      intent: "bulk-apply",
      bulk_action: "delete",
      scope: "selected",
      [`sel-${ids[0]}`]: "on",
    });
    expect(await stored(ids[0]!)).toEqual([]);
    const changeId = (deleted.body as { bulk: { applied: { changeId: number } } }).bulk.applied
      .changeId;
    await post(productsAction, { intent: "bulk-undo", change: String(changeId) });
    expect(await stored(ids[0]!)).toEqual(before);
  });

  it("undoing a bulk set is refused, with nothing written, when a value it would put back was deleted since", async () => {
    const set = (value: string) =>
      post(productsAction, {
        intent: "bulk-apply",
        bulk_action: "set_attribute",
        attribute_id: String(voltage),
        attribute_value: value,
        scope: "selected",
        [`sel-${ids[2]}`]: "on",
      });
    await set("bivolt");
    const second = await set("220v");
    const changeId = (second.body as { bulk: { applied: { changeId: number } } }).bulk.applied
      .changeId;
    await deleteAttributeValue(t.db, voltage, values.bivolt!, null, await bivoltUses());
    const undo = await post(productsAction, { intent: "bulk-undo", change: String(changeId) });
    expect(undo).toMatchObject({
      status: 409,
      body: {
        ok: false,
        toast: {
          message: textsFor("pt").adminSections.productTable.bulk.errors.attributeGone,
        },
      },
    });
    expect((await stored(ids[2]!)).find((v) => v.attributeId === voltage)?.valueId).toBe(
      values["220v"],
    );
  });

  /** How many products have "bivolt" now (the number its delete is confirmed with). */
  async function bivoltUses() {
    const rows = await t.db
      .selectFrom("product_attribute")
      .select("product_id")
      .where("value_id", "=", values.bivolt!)
      .execute();
    return rows.length;
  }
});
