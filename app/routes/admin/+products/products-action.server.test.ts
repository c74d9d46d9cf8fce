import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { textsFor } from "~/i18n/texts";
import type { AdminProduct } from "~/lib/admin-product";
import { LIMITS, productInputSchema } from "~/lib/catalogue-schemas";
import { loader as storeProductLoader } from "~/routes/store/product";
import {
  appRequest,
  callHandler,
  installAuthTestDb,
  newAdmin,
  outcomeOf,
  formRequest,
  type Outcome,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { loader as adminProductsLoader } from "../products";
import { productsAction } from "./products-action.server";

// docs/product-rules.md §2 Products, inline edit, with its "Traduções": an administrator fixes a
// product's translations after creating it. The edit form's fields: an emptied one stores null (the
// store then shows the Portuguese text); one the form did not send (an older page) stays as it is;
// a refused one comes back beside its field in the administrator's language.

const PT = { name: "Furadeira de Impacto 13mm", description: "Furadeira para a obra." };
const ES = { name: "Taladro Percutor 13mm", description: "Taladro para la obra." };

describe.each(TEST_DB_KINDS)("the product inline edit's translations, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let id: number;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    await createBrand(t.db, { name: "Bosch", logo_url: "https://example.com/bosch.png" }, null);
    id = await createProduct(
      t.db,
      productInputSchema.parse({ ...PT, brand_id: 1, category_id: 1, price: "450" }),
      null,
    );
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  /** The inline edit form posted as the page posts it, with the product's Portuguese fields. */
  async function save(fields: Record<string, string>, path = "/admin/produtos"): Promise<Outcome> {
    const request = formRequest(
      path,
      { intent: "update", id: String(id), ...PT, price: "450.00", ...fields },
      { cookie: admin.cookie },
    );
    try {
      return await outcomeOf(await productsAction(request));
    } catch (thrown) {
      return outcomeOf(thrown);
    }
  }

  /** The product's page as the store renders it at `path` (`/produto/{id}`, `/es/produto/{id}`). */
  async function storePage(path: string) {
    const out = await outcomeOf(
      await storeProductLoader({
        request: appRequest(path),
        params: { id: String(id) },
        context: {},
      } as Parameters<typeof storeProductLoader>[0]),
    );
    return (out.body as { product: { name: string; description: string } }).product;
  }

  /** The product as the back office's grid (and so its edit form) receives it. */
  async function adminProduct(): Promise<AdminProduct> {
    const out = await callHandler(
      adminProductsLoader,
      appRequest("/admin/produtos", { cookie: admin.cookie }),
    );
    const products = (out.body as { products: AdminProduct[] }).products;
    return products.find((p) => p.id === id)!;
  }

  const stored = () =>
    t.db
      .selectFrom("product")
      .select(["name", "name_es", "description_es"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("stores the Spanish name and description: /es shows them, the Portuguese page keeps its own, the edit form is prefilled", async () => {
    const out = await save({ name_es: ES.name, description_es: ES.description });
    expect(out).toMatchObject({ status: 200, body: { intent: "update", ok: true } });
    expect(await stored()).toEqual({
      name: PT.name,
      name_es: ES.name,
      description_es: ES.description,
    });

    expect(await storePage(`/es/produto/${id}`)).toMatchObject(ES);
    expect(await storePage(`/produto/${id}`)).toMatchObject(PT);
    expect(await adminProduct()).toMatchObject({
      name: PT.name,
      name_es: ES.name,
      description_es: ES.description,
    });
  });

  it("a form without the translation fields (an older page) leaves them as they are", async () => {
    await save({ name_es: ES.name, description_es: ES.description });
    const out = await save({ price: "460.00" });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored()).toMatchObject({ name_es: ES.name, description_es: ES.description });
  });

  it("an emptied Spanish name is stored as none: /es falls back to the Portuguese name", async () => {
    await save({ name_es: ES.name, description_es: ES.description });
    const out = await save({ name_es: "  ", description_es: "" });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored()).toMatchObject({ name_es: null, description_es: null });

    expect(await storePage(`/es/produto/${id}`)).toMatchObject(PT);
    expect(await adminProduct()).toMatchObject({ name_es: null, description_es: null });
  });

  it("a too-long Spanish name is refused (400) beside its field, in the administrator's language, and nothing changes", async () => {
    await save({ name_es: ES.name });
    const tooLong = "x".repeat(LIMITS.name + 1);
    const out = await save({ name_es: tooLong }, "/admin/produtos?lang=es");
    expect(out).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fields: { name_es: textsFor("es").api.fields.tooLong },
        values: { name_es: tooLong },
      },
    });
    expect(await stored()).toMatchObject({ name_es: ES.name });
  });

  it("an emptied price is named as missing; the stock toggle answers its toast; a delete first asks (200)", async () => {
    const s = textsFor("pt").adminSections;
    const empty = await save({ price: "  " });
    expect(empty).toMatchObject({
      status: 400,
      body: {
        ok: false,
        target: String(id),
        fields: { price: s.productForm.required.price },
        toast: { message: s.toasts.updateFailed },
      },
    });
    const post = async (fields: Record<string, string>) =>
      outcomeOf(
        await productsAction(formRequest("/admin/produtos", fields, { cookie: admin.cookie })),
      );
    const stock = await post({ intent: "stock", id: String(id), in_stock: "false" });
    expect(stock).toMatchObject({
      status: 200,
      body: { toast: { message: s.toasts.stockUpdated } },
    });
    const ask = await post({ intent: "delete", id: String(id) });
    expect(ask).toMatchObject({
      status: 200,
      body: { ok: false, confirm: { target: String(id), label: PT.name } },
    });
  });
});
