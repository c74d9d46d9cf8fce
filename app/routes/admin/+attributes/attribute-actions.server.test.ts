import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryAttributeIds } from "~/.server/catalogue/attribute-writes-categories.server";
import { loadAttributes, productAttributeValues } from "~/.server/catalogue/attributes.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { getCatalogueVersion } from "~/.server/catalogue/version.server";
import { textsFor } from "~/i18n/texts";
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
import { loader as attributeLoader } from "../attribute";
import { loader as listLoader } from "../attributes";
import { attributeAction } from "./attribute-action.server";
import { attributesAction } from "./attributes-action.server";
import { categoryAction } from "./category-action.server";

// Specifications through the back office's Especificações pages: each form's rule, answered in
// the administrator's language with a 4xx (never a 500) when refused. The services' own rules are
// in app/.server/catalogue/attribute-writes.server.test.ts.

const es = textsFor("es").adminSections.attributes;

describe.each(TEST_DB_KINDS)("the Especificações pages on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await smallCatalogue(t.db);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  const post = (
    action: (request: Request) => Promise<unknown>,
    fields: Record<string, string>,
    path = "/admin/especificacoes",
  ) =>
    callHandler(
      (args: { request: Request }) => action(args.request),
      formRequest(path, fields, { cookie: admin.cookie }),
    );
  const list = (fields: Record<string, string>, path?: string) =>
    post(attributesAction, fields, path);
  const onPage = (
    id: number,
    fields: Record<string, string>,
    path = `/admin/especificacoes/${id}`,
  ) => post((request) => attributeAction(request, id), fields, path);
  const idOf = async (code: string) => (await loadAttributes(t.db)).byCode.get(code)!.id;
  const product = (name: string, attributes: Record<string, string>) =>
    createProduct(
      t.db,
      productInputSchema.parse({ name, brand_id: 1, category_id: 2, price: "10", attributes }),
      null,
    );

  it("create: the ticked categories list the new specification at their end, and the filter box is read as ticked or not", async () => {
    const version = await getCatalogueVersion(t.db);
    const out = await list({
      intent: "create",
      code: "Voltagem",
      name: "Voltagem",
      name_es: "Voltaje",
      type: "choice",
      is_filter: "on",
      "category-2": "on",
      "category-3": "on",
    });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(await getCatalogueVersion(t.db)).toBe(version + 1);
    const def = (await loadAttributes(t.db)).byCode.get("voltagem")!;
    expect(def).toMatchObject({ name_es: "Voltaje", isFilter: true, type: "choice" });
    expect(await categoryAttributeIds(t.db, 2)).toEqual([def.id]);
    expect(await categoryAttributeIds(t.db, 3)).toEqual([def.id]);
    await list({ intent: "create", code: "potencia", name: "Potência", type: "number", unit: "W" });
    expect((await loadAttributes(t.db)).byCode.get("potencia")).toMatchObject({ isFilter: false });
  });

  it("a taken code is a message beside the code field, in the administrator's language (400)", async () => {
    const out = await list(
      { intent: "create", code: "voltagem", name: "Outra", type: "number" },
      "/admin/especificacoes?lang=es",
    );
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      ok: false,
      fields: { code: textsFor("es").api.errors.attributeCodeTaken },
      values: { code: "voltagem", name: "Outra" },
    });
    const missing = await list(
      { intent: "create", code: "", type: "" },
      "/admin/especificacoes?lang=es",
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      fields: { code: es.codeRequired, name: es.nameRequired, type: expect.any(String) },
    });
  });

  it("values: added, renamed in Spanish, reordered (positions 1..n), merged with the count of products moved", async () => {
    const id = await idOf("voltagem");
    for (const [code, label] of [
      ["220v", "220 V"],
      ["bivolt", "Bivolt"],
      ["220-v", "220V"],
    ] as const) {
      expect(await onPage(id, { intent: "value-create", code, label })).toMatchObject({
        status: 200,
      });
    }
    const dup = await onPage(id, { intent: "value-create", code: "bivolt", label: "Outro" });
    expect(dup).toMatchObject({ status: 400, body: { fields: { code: expect.any(String) } } });
    const values = () => loadAttributes(t.db).then((c) => c.byId.get(id)!.values);
    const [v220, bivolt, typo] = await values();
    const renamed = await onPage(id, {
      intent: "value-update",
      id: String(bivolt!.id),
      code: "bivolt",
      label: "Bivolt",
      label_es: "Bivoltaje",
    });
    expect(renamed).toMatchObject({ status: 200, body: { ok: true, target: String(bivolt!.id) } });
    expect((await values())[1]).toMatchObject({ label_es: "Bivoltaje" });
    await onPage(id, { intent: "move", id: String(bivolt!.id), direction: "up" });
    expect((await values()).map((v) => [v.code, v.position])).toEqual([
      ["bivolt", 1],
      ["220v", 2],
      ["220-v", 3],
    ]);
    const drills = [
      await product("Furadeira 1", { voltagem: "220-v" }),
      await product("Furadeira 2", { voltagem: "220-v" }),
    ];
    const merged = await onPage(
      id,
      { intent: "value-merge", id: String(typo!.id), into: String(v220!.id) },
      `/admin/especificacoes/${id}?lang=es`,
    );
    expect(merged).toMatchObject({
      status: 200,
      body: { ok: true, toast: { message: "Valores unidos: 2 productos cambiaron de valor." } },
    });
    const stored = await productAttributeValues(t.db, drills);
    expect(drills.map((d) => stored.get(d)![0]!.valueId)).toEqual([v220!.id, v220!.id]);
    const noChoice = await onPage(id, { intent: "value-merge", id: String(v220!.id), into: "" });
    expect(noChoice).toMatchObject({
      status: 400,
      body: { fields: { into: textsFor("pt").adminSections.attributes.mergeChoose } },
    });
  });

  it("deleting a value first asks, naming how many products lose it; confirmed with that number it goes; a number that changed asks again", async () => {
    const id = await idOf("voltagem");
    const v220 = (await loadAttributes(t.db)).byId.get(id)!.values.find((v) => v.code === "220v")!;
    const ask = await onPage(id, { intent: "value-delete", id: String(v220.id) });
    expect(ask).toMatchObject({
      status: 200,
      body: { ok: false, remove: { kind: "value", id: v220.id, label: "220 V", uses: 2 } },
    });
    await product("Furadeira 3", { voltagem: "220v" });
    const stale = await onPage(id, { intent: "value-delete", id: String(v220.id), confirmed: "2" });
    expect(stale).toMatchObject({ status: 200, body: { remove: { uses: 3 } } });
    const done = await onPage(id, { intent: "value-delete", id: String(v220.id), confirmed: "3" });
    expect(done).toMatchObject({ status: 200, body: { ok: true } });
    expect((await loadAttributes(t.db)).byId.get(id)!.values.map((v) => v.code)).toEqual([
      "bivolt",
    ]);
  });

  it("update: the whole form saved (names, type, categories unticked and ticked); a type change while products carry it is refused beside the type", async () => {
    const id = await idOf("voltagem");
    await product("Serra", { voltagem: "bivolt" });
    const refused = await onPage(id, {
      intent: "update",
      code: "voltagem",
      name: "Voltagem",
      type: "number",
    });
    expect(refused).toMatchObject({ status: 400, body: { fields: { type: expect.any(String) } } });
    const saved = await onPage(id, {
      intent: "update",
      code: "voltagem",
      name: "Voltagem",
      name_en: "Voltage",
      type: "choice",
      is_filter: "on",
      "category-3": "on",
      "category-4": "on",
    });
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
    expect(await categoryAttributeIds(t.db, 2)).toEqual([]);
    expect(await categoryAttributeIds(t.db, 4)).toEqual([id]);
    expect((await loadAttributes(t.db)).byId.get(id)).toMatchObject({ name_en: "Voltage" });
  });

  it("the category page: add lists it last, move reorders, remove drops it", async () => {
    const [voltage, power] = [await idOf("voltagem"), await idOf("potencia")];
    const onCategory = (fields: Record<string, string>) =>
      post((request) => categoryAction(request, 4), fields, "/admin/especificacoes/categorias/4");
    expect(await onCategory({ intent: "add", attribute_id: String(power) })).toMatchObject({
      status: 200,
    });
    expect(await categoryAttributeIds(t.db, 4)).toEqual([voltage, power]);
    await onCategory({ intent: "move", id: String(power), direction: "up" });
    expect(await categoryAttributeIds(t.db, 4)).toEqual([power, voltage]);
    await onCategory({ intent: "remove", id: String(power) });
    expect(await categoryAttributeIds(t.db, 4)).toEqual([voltage]);
    expect(await onCategory({ intent: "add", attribute_id: "" })).toMatchObject({ status: 400 });
  });

  it("deleting a specification asks with the number of products that lose it, then deletes with that number", async () => {
    const id = await idOf("voltagem");
    const ask = await list({ intent: "delete", id: String(id) });
    expect(ask).toMatchObject({
      status: 200,
      body: { remove: { kind: "attribute", label: "Voltagem", uses: 1 } },
    });
    const done = await list({ intent: "delete", id: String(id), confirmed: "1" });
    expect(done).toMatchObject({ status: 200, body: { ok: true } });
    expect((await loadAttributes(t.db)).byId.has(id)).toBe(false);
    expect((await list({ intent: "delete", id: String(id) })).status).toBe(404);
  });

  it("the pages list the specifications with their counts; an unknown one is a 404 page", async () => {
    const page = await callHandler(
      listLoader,
      appRequest("/admin/especificacoes", { cookie: admin.cookie }),
    );
    expect(page.status).toBe(200);
    expect(
      (page.body as { attributes: { code: string; productCount: number }[] }).attributes,
    ).toEqual([expect.objectContaining({ code: "potencia", productCount: 0 })]);
    const missing = await callHandler(
      attributeLoader,
      appRequest("/admin/especificacoes/999", { cookie: admin.cookie }),
      { id: "999" },
    );
    expect(missing.status).toBe(404);
  });
});
