import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { productVariants } from "~/.server/catalogue/variants.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { textsFor } from "~/i18n/texts";
import { productInputSchema } from "~/lib/catalogue-schemas";
import type { EditorRow } from "~/lib/variant-editor";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  newShopper,
  type Outcome,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { action, loader } from "../product-variants";

// The back office's variants editor (docs/decisions/065-product-variants.md): the rows a GET form
// asks for, and the save through the form kit, its refusals beside the row's own field in the
// administrator's language with what was typed kept.

const PICTURE = "https://example.com/furadeira-220.jpg";

describe.each(TEST_DB_KINDS)("the variants editor, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let shopper: TestAccount;
  let serial = 0;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await newAdmin(t.db);
    shopper = await newShopper();
  }, 120_000);
  afterAll(() => t.cleanup());

  /** A machine of its own (category 2: voltagem is one of its choice specifications). */
  const newMachine = (sku: string | null = null) =>
    createProduct(
      t.db,
      productInputSchema.parse({
        name: `Furadeira Editor ${++serial}`,
        brand_id: 1,
        category_id: 2,
        price: "300",
        sku,
        images: [{ url: "https://example.com/furadeira.jpg" }, { url: PICTURE }],
      }),
      null,
    );

  const page = (id: number, search = "", cookie = admin.cookie) =>
    callHandler(loader, appRequest(`/admin/produtos/${id}/variantes${search}`, { cookie }), {
      id: String(id),
    });

  const save = (
    id: number,
    fields: Record<string, string>,
    { lang = "", cookie = admin.cookie }: { lang?: string; cookie?: string } = {},
  ): Promise<Outcome> =>
    callHandler(
      action,
      formRequest(
        `/admin/produtos/${id}/variantes${lang}`,
        { intent: "save", ...fields },
        { cookie },
      ),
      { id: String(id) },
    );

  /** Two voltages, as the editor posts them. */
  const twoVoltages = (skus: [string, string], more: Record<string, string> = {}) => ({
    "options.0": "voltagem",
    "variants.0.options.voltagem": "127v",
    "variants.0.sku": skus[0],
    "variants.0.price": "199.90",
    "variants.0.stock": "4",
    "variants.1.options.voltagem": "220v",
    "variants.1.sku": skus[1],
    "variants.1.price": "189.90",
    "variants.1.stock": "",
    ...more,
  });

  const stored = async (id: number) =>
    (await productVariants(t.db, id)).variants.map((v) => ({
      sku: v.sku,
      voltage: v.values[0]?.value.code,
      price: v.price_cents,
      stock: v.stock,
      images: v.images.map((i) => i.image_url),
    }));

  it("shows a product without options as its one variant, and the machine's choice specifications to take as options", async () => {
    const id = await newMachine("FUR-ED-1");
    const out = await page(id);
    expect(out.status).toBe(200);
    const body = out.body as {
      rows: EditorRow[];
      attributes: { code: string }[];
      options: string[];
      pictures: { url: string }[];
    };
    expect(body.options).toEqual([]);
    expect(body.rows).toEqual([
      expect.objectContaining({ options: {}, sku: "FUR-ED-1", price: "300.00", isNew: false }),
    ]);
    expect(body.attributes.map((a) => a.code)).toContain("voltagem");
    expect(body.pictures.map((p) => p.url)).toEqual(["https://example.com/furadeira.jpg", PICTURE]);
  });

  it("generates one row per combination of the ticked values, a stored variant prefilled by its combination", async () => {
    const id = await newMachine();
    expect((await save(id, twoVoltages(["GEN-127", "GEN-220"]))).status).toBe(200);
    const out = await page(id, "?generate=1&v.voltagem=127v&v.voltagem=220v&v.voltagem=bivolt");
    const rows = (out.body as { rows: EditorRow[]; options: string[] }).rows;
    expect((out.body as { options: string[] }).options).toEqual(["voltagem"]);
    expect(rows.map((r) => [r.labels, r.sku, r.price, r.stock, r.isNew])).toEqual([
      [["127 V"], "GEN-127", "199.90", "4", false],
      [["220 V"], "GEN-220", "189.90", "", false],
      // A new combination starts at the product's price (its lowest variant's).
      [["Bivolt"], "", "189.90", "", true],
    ]);
  });

  it("saves two voltages: each variant's SKU, price, stock and picture; the product's price is the lowest", async () => {
    const id = await newMachine("FUR-OLD");
    const out = await save(
      id,
      twoVoltages(["SAVE-127", "SAVE-220"], { "variants.1.image": PICTURE }),
    );
    expect(out).toMatchObject({
      status: 200,
      body: { ok: true, toast: { message: textsFor("pt").adminSections.variants.saved } },
    });
    expect(await stored(id)).toEqual([
      { sku: "SAVE-127", voltage: "127v", price: 19_990, stock: 4, images: [] },
      { sku: "SAVE-220", voltage: "220v", price: 18_990, stock: null, images: [PICTURE] },
    ]);
    const product = await t.db
      .selectFrom("product")
      .select(["price_cents", "sku", "in_stock"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({ price_cents: 18_990, sku: "SAVE-127" });
    expect(Boolean(product.in_stock)).toBe(true);
  });

  it("a duplicate combination is refused beside its row, in Portuguese and in English, what was typed kept", async () => {
    const id = await newMachine();
    const fields = twoVoltages(["DUP-127", "DUP-220"], { "variants.1.options.voltagem": "127v" });
    for (const [lang, locale] of [
      ["", "pt"],
      ["?lang=en", "en"],
    ] as const) {
      const message = textsFor(locale).api.errors.duplicateCombination;
      const out = await save(id, fields, { lang });
      expect(out).toMatchObject({
        status: 400,
        body: {
          ok: false,
          fields: { "variants.1.options": message },
          toast: { message },
          values: { "variants.1.sku": "DUP-220", "variants.0.price": "199.90" },
        },
      });
    }
    expect(await stored(id)).toEqual([expect.objectContaining({ voltage: undefined })]);
  });

  it("a SKU another product has is refused beside that row's SKU; nothing is written", async () => {
    await newMachine("TAKEN-1");
    const id = await newMachine("MINE-1");
    const out = await save(id, twoVoltages(["FREE-127", "TAKEN-1"]), { lang: "?lang=es" });
    expect(out).toMatchObject({
      status: 400,
      body: {
        fields: { "variants.1.sku": textsFor("es").api.errors.skuTaken },
        values: { "variants.1.sku": "TAKEN-1" },
      },
    });
    expect(await stored(id)).toEqual([expect.objectContaining({ sku: "MINE-1" })]);
  });

  it("a row's missing price and a bad stock are named beside their fields", async () => {
    const id = await newMachine();
    const f = textsFor("pt");
    const out = await save(
      id,
      twoVoltages(["MISS-127", "MISS-220"], { "variants.0.price": "", "variants.1.stock": "-2" }),
    );
    expect(out).toMatchObject({
      status: 400,
      body: {
        fields: {
          "variants.0.price": f.adminSections.productForm.required.price,
          "variants.1.stock": f.api.fields.invalidStock,
        },
        formError: f.adminSections.common.invalidSummary,
      },
    });
  });

  it("a picture not in the product's gallery is refused beside the row's picture", async () => {
    const id = await newMachine();
    const out = await save(
      id,
      twoVoltages(["PIC-127", "PIC-220"], { "variants.0.image": "https://example.com/outra.jpg" }),
    );
    expect(out).toMatchObject({
      status: 400,
      body: { fields: { "variants.0.image": textsFor("pt").api.errors.unknownImage } },
    });
  });

  it("'mesmo preço' and 'mesmo estoque para todos', filled, set every row's price and stock", async () => {
    const id = await newMachine();
    const out = await save(
      id,
      twoVoltages(["SAME-127", "SAME-220"], { same_price: "149,90", same_stock: "6" }),
    );
    expect(out.status).toBe(200);
    expect((await stored(id)).map((v) => [v.price, v.stock])).toEqual([
      [14_990, 6],
      [14_990, 6],
    ]);
    // Empty, they leave the rows as typed.
    await save(id, twoVoltages(["SAME-127", "SAME-220"], { same_price: "", same_stock: " " }));
    expect((await stored(id)).map((v) => [v.price, v.stock])).toEqual([
      [19_990, 4],
      [18_990, null],
    ]);
  });

  it("no option ticked: the product goes back to one variant, the first one's SKU", async () => {
    const id = await newMachine();
    await save(id, twoVoltages(["BACK-127", "BACK-220"]));
    const rows = ((await page(id, "?generate=1")).body as { rows: EditorRow[] }).rows;
    expect(rows).toEqual([expect.objectContaining({ options: {}, sku: "BACK-127" })]);
    const out = await save(id, { "variants.0.sku": "BACK-127", "variants.0.price": "199.90" });
    expect(out.status).toBe(200);
    expect(await stored(id)).toEqual([
      { sku: "BACK-127", voltage: undefined, price: 19_990, stock: null, images: [] },
    ]);
  });

  it("only an administrator opens or saves it: signed out 302 / 401, a shopper 403; an unknown product 404", async () => {
    const id = await newMachine();
    expect((await page(id, "", "")).status).toBe(302);
    expect((await page(id, "", shopper.cookie)).status).toBe(403);
    expect((await save(id, twoVoltages(["NO-127", "NO-220"]), { cookie: "" })).status).toBe(401);
    const refused = await save(id, twoVoltages(["NO-127", "NO-220"]), { cookie: shopper.cookie });
    expect(refused.status).toBe(403);
    expect(await stored(id)).toHaveLength(1);
    expect((await page(999_999)).status).toBe(404);
  });
});
