import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { productVariants } from "~/.server/catalogue/variants.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { textsFor } from "~/i18n/texts";
import type { AdminProduct } from "~/lib/admin-product";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { productVariantsSchema } from "~/lib/variant-schemas";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { action, loader } from "../products";

// The product table's stock (docs/decisions/065-product-variants.md): each product's tracked
// units or "not tracked", its variants under it, a one-variant product's stock set in its row, and
// the "estoque baixo" and "esgotado" filters (the shop's threshold: 3 by default).

type TablePage = { products: AdminProduct[]; total: number };

describe.each(TEST_DB_KINDS)("the product table's stock, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  const tag = `estoquetab${Math.random().toString(36).slice(2, 8)}`;
  const ids: Record<string, number> = {};

  const machine = (name: string, variants?: unknown, inStock = true) =>
    createProduct(
      t.db,
      productInputSchema.parse({
        name: `Máquina ${tag} ${name}`,
        brand_id: 1,
        category_id: 2,
        price: "100",
        in_stock: inStock,
      }),
      null,
      {},
      variants === undefined ? undefined : productVariantsSchema.parse(variants),
    );
  const voltages = (a: number | null, b: number | null, sku: string) => ({
    options: ["voltagem"],
    variants: [
      { sku: `${sku}-127`, options: { voltagem: "127v" }, price: "120", stock: a },
      { sku: `${sku}-220`, options: { voltagem: "220v" }, price: "110", stock: b },
    ],
  });

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await newAdmin(t.db);
    ids.low = await machine("baixa", voltages(2, 10, `${tag}-LOW`));
    ids.soldOut = await machine("esgotada", voltages(0, null, `${tag}-OUT`));
    ids.single = await machine("unica");
    ids.untracked = await machine("livre");
    ids.none = await machine("zerada", undefined, false);
  }, 120_000);
  afterAll(() => t.cleanup());

  const table = async (search: string) =>
    (
      await callHandler(
        loader,
        appRequest(`/admin/produtos?q=${tag}${search}`, { cookie: admin.cookie }),
      )
    ).body as TablePage;
  const post = (fields: Record<string, string>, lang = "") =>
    callHandler(action, formRequest(`/admin/produtos${lang}`, fields, { cookie: admin.cookie }));
  const named = (page: TablePage) => page.products.map((p) => p.id).sort((a, b) => a - b);
  const sorted = (...list: number[]) => list.sort((a, b) => a - b);

  it("lists a product with options with its variants: option values, SKU, price and stock", async () => {
    const page = await table("");
    expect(page.total).toBe(5);
    const low = page.products.find((p) => p.id === ids.low)!;
    expect(low.variants).toMatchObject({
      hasOptions: true,
      options: ["voltagem"],
      list: [
        { labels: ["127 V"], sku: `${tag}-LOW-127`, priceCents: 12_000, stock: 2 },
        { labels: ["220 V"], sku: `${tag}-LOW-220`, priceCents: 11_000, stock: 10 },
      ],
    });
    const single = page.products.find((p) => p.id === ids.single)!;
    expect(single.variants).toMatchObject({ hasOptions: false, list: [{ stock: null }] });
  });

  it("a one-variant product's stock is set in its row; a bad one is refused beside it", async () => {
    const [variant] = (await productVariants(t.db, ids.single!)).variants;
    const fields = {
      intent: "variant-stock",
      id: String(ids.single),
      variant: String(variant!.id),
    };
    const saved = await post({ ...fields, stock: "1" });
    expect(saved).toMatchObject({
      status: 200,
      body: { ok: true, toast: { message: textsFor("pt").adminSections.toasts.stockUpdated } },
    });
    expect((await productVariants(t.db, ids.single!)).variants[0]!.stock).toBe(1);
    const refused = await post({ ...fields, stock: "-3" }, "?lang=en");
    expect(refused).toMatchObject({
      status: 400,
      body: {
        target: String(ids.single),
        fields: { stock: textsFor("en").api.fields.invalidStock },
        values: { stock: "-3" },
      },
    });
    expect((await productVariants(t.db, ids.single!)).variants[0]!.stock).toBe(1);
  });

  it("filters 'estoque baixo' (a tracked variant at or under the threshold, above 0) and 'esgotado' (a variant at 0)", async () => {
    const low = await table("&stock=low");
    expect(low.total).toBe(2);
    expect(named(low)).toEqual(sorted(ids.low!, ids.single!));
    const out = await table("&stock=out");
    expect(out.total).toBe(2);
    expect(named(out)).toEqual(sorted(ids.soldOut!, ids.none!));
    // An unknown value filters nothing.
    expect((await table("&stock=talvez")).total).toBe(5);
  });

  it("a bulk change 'on everything the filter matches' counts only what the stock filter lists", async () => {
    const out = await post({
      intent: "bulk-review",
      scope: "filter",
      bulk_action: "offer_off",
      q: tag,
      stock: "low",
    });
    expect(out).toMatchObject({ status: 200, body: { bulk: { confirm: { count: 2 } } } });
  });

  it("the inline edit of a product with options changes its texts and leaves its variants' prices", async () => {
    const out = await post({
      intent: "update",
      id: String(ids.low),
      prices: "variants",
      name: `Máquina ${tag} baixa renomeada`,
      description: "",
    });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    const variants = (await productVariants(t.db, ids.low!)).variants;
    expect(variants.map((v) => [v.price_cents, v.stock])).toEqual([
      [12_000, 2],
      [11_000, 10],
    ]);
    const row = await t.db
      .selectFrom("product")
      .select(["name", "price_cents"])
      .where("id", "=", ids.low!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: `Máquina ${tag} baixa renomeada`, price_cents: 11_000 });
  });
});
