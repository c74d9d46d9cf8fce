import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { textsFor } from "~/i18n/texts";
import type { AdminProduct } from "~/lib/admin-product";
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
import { loader as adminProductsLoader } from "../products";
import { productsAction } from "./products-action.server";

// The product table and its bulk edits through the products page: the table's sort and page size
// from the URL, and a bulk change reviewed ("N produtos serão alterados"), applied and undone.

describe.each(TEST_DB_KINDS)("the product table's bulk actions on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    await createBrand(t.db, { name: "Bosch", logo_url: "https://example.com/logo.png" }, null);
    await createBrand(t.db, { name: "Stanley", logo_url: "https://example.com/logo.png" }, null);
    for (const [i, price] of ["30", "10", "20"].entries()) {
      ids.push(
        await createProduct(
          t.db,
          productInputSchema.parse({
            name: `Chave ${["C", "A", "B"][i]}`,
            brand_id: i === 0 ? 2 : 1,
            category_id: 1,
            price,
          }),
          null,
        ),
      );
    }
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  async function page(query: string) {
    const out = await callHandler(
      adminProductsLoader,
      appRequest(`/admin/produtos${query}`, { cookie: admin.cookie }),
    );
    return out.body as {
      products: AdminProduct[];
      table: { per: number };
      undoable: { id: number }[];
    };
  }

  const post = async (fields: Record<string, string>, path = "/admin/produtos") =>
    callHandler(
      (args: { request: Request }) => productsAction(args.request),
      formRequest(path, fields, { cookie: admin.cookie }),
    );

  it("sorts the table on the server by any column, either way, and keeps 50 a page unless asked otherwise", async () => {
    expect((await page("")).products.map((p) => p.name)).toEqual(["Chave A", "Chave B", "Chave C"]);
    expect((await page("?sort=price&dir=desc")).products.map((p) => p.priceCents)).toEqual([
      3000, 2000, 1000,
    ]);
    expect((await page("?sort=brand")).products.map((p) => p.brand)).toEqual([
      "Bosch",
      "Bosch",
      "Stanley",
    ]);
    expect((await page("")).table.per).toBe(50);
    expect((await page("?per=200")).table.per).toBe(200);
    // Anything else is the default, not an error.
    expect((await page("?per=7&sort=nope&dir=up")).table.per).toBe(50);
  });

  it("reviews a change with its count and nothing written, applies it, and undoes it", async () => {
    const selection = Object.fromEntries(ids.slice(1).map((id) => [`sel-${id}`, "on"]));
    const fields = { bulk_action: "change_price", percent: "10", scope: "selected", ...selection };
    const review = await post({ intent: "bulk-review", ...fields });
    expect(review).toMatchObject({
      status: 200,
      body: { ok: true, bulk: { confirm: { count: 2, fields } } },
    });
    expect((await page("?sort=price")).products.map((p) => p.priceCents)).toEqual([
      1000, 2000, 3000,
    ]);

    const applied = await post({ intent: "bulk-apply", ...fields });
    expect(applied).toMatchObject({
      status: 200,
      body: {
        ok: true,
        toast: { message: "2 produtos alterados." },
        bulk: { applied: { count: 2 } },
      },
    });
    expect((await page("?sort=price")).products.map((p) => p.priceCents)).toEqual([
      1100, 2200, 3000,
    ]);
    const changeId = (applied.body as { bulk: { applied: { changeId: number } } }).bulk.applied
      .changeId;
    expect((await page("")).undoable.map((c) => c.id)).toContain(changeId);

    const undone = await post(
      { intent: "bulk-undo", change: String(changeId) },
      "/admin/produtos?lang=es",
    );
    expect(undone).toMatchObject({
      status: 200,
      body: { ok: true, toast: { message: "2 productos restaurados." } },
    });
    expect((await page("?sort=price")).products.map((p) => p.priceCents)).toEqual([
      1000, 2000, 3000,
    ]);
    const again = await post(
      { intent: "bulk-undo", change: String(changeId) },
      "/admin/produtos?lang=en",
    );
    expect(again).toMatchObject({
      status: 409,
      body: {
        ok: false,
        toast: {
          message: textsFor("en").adminSections.productTable.bulk.errors.alreadyUndone,
        },
      },
    });
  });

  it("applies to everything the filter matches", async () => {
    const review = await post({
      intent: "bulk-review",
      bulk_action: "out_of_stock",
      scope: "filter",
      brand: "1",
    });
    expect(review).toMatchObject({ status: 200, body: { bulk: { confirm: { count: 2 } } } });
  });

  it("refuses bad input with a 400 and a message in the administrator's language, never a 500", async () => {
    const es = textsFor("es").adminSections.productTable.bulk.errors;
    const cases: [Record<string, string>, string][] = [
      [{ bulk_action: "explode" }, es.invalidAction],
      [{ bulk_action: "change_price", percent: "abc", [`sel-${ids[0]}`]: "on" }, es.invalidPercent],
      [
        { bulk_action: "change_price", percent: "-100", [`sel-${ids[0]}`]: "on" },
        es.invalidPercent,
      ],
      [{ bulk_action: "offer_on", percent: "0", [`sel-${ids[0]}`]: "on" }, es.invalidDiscount],
      [{ bulk_action: "set_price", price: "-1", [`sel-${ids[0]}`]: "on" }, es.invalidPrice],
      [
        { bulk_action: "set_category", category_id: "x", [`sel-${ids[0]}`]: "on" },
        es.unknownCategory,
      ],
      [
        { bulk_action: "set_category", category_id: "999", [`sel-${ids[0]}`]: "on" },
        es.unknownCategory,
      ],
      [{ bulk_action: "in_stock", scope: "selected" }, es.noSelection],
    ];
    for (const [fields, message] of cases) {
      const out = await post({ intent: "bulk-apply", ...fields }, "/admin/produtos?lang=es");
      expect(out.status, JSON.stringify(fields)).toBe(400);
      expect(out.body).toMatchObject({ ok: false, toast: { message } });
    }
    const unknown = await post({ intent: "bulk-undo", change: "999999" });
    expect(unknown.status).toBe(404);
  });
});
