import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { parseOfferDate } from "~/lib/offer-window";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// A product is a group of variants (docs/decisions/065-product-variants.md): the API answers its
// `options` (attribute codes) and `variants`, keeps `price`, `in_stock` and `sku` at the top as
// their summary, takes them in POST and PUT, and sets one variant with PATCH /api/variants/{id}.
// The options are the demo's `voltagem`, a choice attribute of "Máquinas Elétricas" (category 2).
describe.each(TEST_DB_KINDS)("JSON API: product variants on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
    shopper = await tokenFor(t.db, "user");
  });
  afterAll(() => t.cleanup());

  type Variant = {
    id: number;
    sku: string | null;
    options: Record<string, string>;
    price: number;
    original_price: number | null;
    is_special_offer: boolean;
    offer_starts_at: string | null;
    offer_ends_at: string | null;
    stock: number | null;
    in_stock: boolean;
    images: string[];
  };
  type Product = {
    id: number;
    sku: string | null;
    price: number;
    original_price: number | null;
    is_special_offer: boolean;
    in_stock: boolean;
    offer_starts_at: string | null;
    offer_ends_at: string | null;
    options: string[];
    variants: Variant[];
    images: { url: string }[];
    attributes: Record<string, unknown>;
  };
  type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };
  const json = async <T>(res: Response) => (await res.json()) as T;

  let n = 0;
  /** A SKU no other test (nor the demo) uses. */
  const sku = (name: string) => `VAR-API-${kind}-${name}-${++n}`;
  const drill = (body: object = {}) => ({
    name: `Furadeira de Impacto ${++n}`,
    brand: "bosch",
    category: 2,
    ...body,
  });
  const post = (body: object, token = admin) =>
    callApi("POST", "/api/products", { token, json: body });
  const get = async (id: number) => json<Product>(await callApi("GET", `/api/products/${id}`));
  const patchVariant = (id: number | string, body: object, token = admin) =>
    callApi("PATCH", `/api/variants/${id}`, { token, json: body });

  /** A drill in 127 V (sold out), 220 V (on offer, 2 left) and bivolt (stock not tracked). */
  async function voltages() {
    const skus = [sku("127"), sku("220"), sku("biv")];
    const res = await post(
      drill({
        options: ["voltagem"],
        variants: [
          { sku: skus[0], options: { voltagem: "127v" }, price: "399,90", stock: 0 },
          {
            sku: skus[1],
            options: { voltagem: "220v" },
            price: 379.9,
            original_price: 429.9,
            is_special_offer: true,
            stock: 2,
          },
          { sku: skus[2], options: { voltagem: "bivolt" }, price: "449" },
        ],
      }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return { product: await json<Product>(res), skus };
  }

  it("a product created with options answers them and its variants; price is the lowest, sku the first variant's, in stock when any is", async () => {
    const { product, skus } = await voltages();
    const variants = [
      {
        sku: skus[0],
        options: { voltagem: "127v" },
        price: 399.9,
        original_price: null,
        is_special_offer: false,
        stock: 0,
        in_stock: false,
        images: [],
      },
      {
        sku: skus[1],
        options: { voltagem: "220v" },
        price: 379.9,
        original_price: 429.9,
        is_special_offer: true,
        stock: 2,
        in_stock: true,
        images: [],
      },
      {
        sku: skus[2],
        options: { voltagem: "bivolt" },
        price: 449,
        original_price: null,
        is_special_offer: false,
        stock: null,
        in_stock: true,
        images: [],
      },
    ];
    expect(product).toMatchObject({
      sku: skus[0],
      price: 379.9,
      original_price: 429.9,
      is_special_offer: true,
      in_stock: true,
      options: ["voltagem"],
      variants,
    });
    for (const v of product.variants) expect(v.id).toEqual(expect.any(Number));
    // An option's value lives on the variants, not among the product's specifications.
    expect(product.attributes).not.toHaveProperty("voltagem");

    // By id and in the lists alike.
    expect(await get(product.id)).toEqual(product);
    const list = await json<Product[]>(
      await callApi("GET", "/api/products?category=2&per_page=100"),
    );
    // A list leaves out documents and videos: a single product's answer carries them (decision 068).
    const {
      documents: _documents,
      videos: _videos,
      ...listed
    } = product as Product & { documents?: unknown; videos?: unknown };
    expect(list.find((p) => p.id === product.id)).toEqual(listed);
  });

  it("PATCH /api/variants/{id} sets one variant; with every variant at 0 the product is out of stock", async () => {
    const { product } = await voltages();
    const [v127, v220, vBiv] = product.variants as [Variant, Variant, Variant];

    const cheaper = await patchVariant(vBiv.id, { price: "299,90", stock: "5" });
    expect(cheaper.status).toBe(200);
    const afterPrice = await json<Product>(cheaper);
    // The whole product, with its summary following the variant at once.
    expect(afterPrice).toMatchObject({ id: product.id, price: 299.9, is_special_offer: false });
    expect(afterPrice.variants[2]).toMatchObject({ id: vBiv.id, price: 299.9, stock: 5 });
    // Only the fields sent change.
    expect(afterPrice.variants.slice(0, 2)).toEqual(product.variants.slice(0, 2));

    let last: Product | undefined;
    for (const v of [v127, v220, vBiv]) {
      const res = await patchVariant(v.id, { stock: 0 });
      expect(res.status).toBe(200);
      last = await json<Product>(res);
      expect(last.in_stock, `after variant ${v.id}`).toBe(v.id !== vBiv.id);
    }
    expect(last!.in_stock).toBe(false);
    expect(last!.variants.map((v) => [v.stock, v.in_stock])).toEqual([
      [0, false],
      [0, false],
      [0, false],
    ]);
    expect(await get(product.id)).toEqual(last);

    // "Not tracked" (null) is in stock again.
    const untracked = await json<Product>(await patchVariant(v220.id, { stock: null }));
    expect(untracked.in_stock).toBe(true);
    expect(untracked.variants[1]).toMatchObject({ stock: null, in_stock: true });
  });

  it("PUT replaces the variants; sent without options the product keeps its own, and a combination that stays keeps its id", async () => {
    const { product, skus } = await voltages();
    const res = await callApi("PUT", `/api/products/${product.id}`, {
      token: admin,
      json: {
        variants: [
          { sku: skus[1], options: { voltagem: "220v" }, price: 350, stock: 7 },
          { sku: sku("127b"), options: { voltagem: "127v" }, price: 360, stock: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const updated = await json<Product>(res);
    expect(updated.options).toEqual(["voltagem"]);
    expect(updated.variants.map((v) => [v.options.voltagem, v.price, v.stock])).toEqual([
      ["220v", 350, 7],
      ["127v", 360, 1],
    ]);
    expect(updated.variants[0]!.id).toBe(product.variants[1]!.id);
    expect(updated.variants[1]!.id).toBe(product.variants[0]!.id);
    expect(updated).toMatchObject({ sku: skus[1], price: 350, in_stock: true });

    // Without options (an empty list): exactly one variant, which is the product's.
    const single = await callApi("PATCH", `/api/products/${product.id}`, {
      token: admin,
      json: { options: [], variants: [{ sku: skus[1], price: 300, stock: 0 }] },
    });
    expect(single.status).toBe(200);
    expect(await json<Product>(single)).toMatchObject({
      options: [],
      sku: skus[1],
      price: 300,
      in_stock: false,
      variants: [{ options: {}, sku: skus[1], price: 300, stock: 0, in_stock: false }],
    });
  });

  it("two variants with the same combination are a 400 naming the variant's field", async () => {
    const res = await post(
      drill({
        options: ["voltagem"],
        variants: [
          { sku: sku("a"), options: { voltagem: "220v" }, price: 10 },
          { sku: sku("b"), options: { voltagem: "220v" }, price: 11 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(await json<Refusal>(res)).toMatchObject({
      error: {
        code: "duplicateCombination",
        message: "Duas variantes têm a mesma combinação de opções.",
        fields: { "variants.1.options": expect.any(String) },
      },
    });
  });

  it("options and combinations are checked: the category's choice attributes, one value of each", async () => {
    const cases: [object, string, string][] = [
      // A number attribute of the category is not an option.
      [
        { options: ["potencia"], variants: [{ options: { potencia: "500" }, price: 1 }] },
        "invalidOption",
        "options.0",
      ],
      [
        { options: ["voltagem"], variants: [{ options: { voltagem: "110v" }, price: 1 }] },
        "invalidCombination",
        "variants.0.options",
      ],
      [
        { options: ["voltagem"], variants: [{ options: {}, price: 1 }] },
        "invalidCombination",
        "variants.0.options",
      ],
      // Without options, exactly one variant.
      [{ variants: [{ price: 1 }, { price: 2 }] }, "variantsCount", "variants"],
      // Options name no combination without variants.
      [{ price: 1, options: ["voltagem"] }, "variantsCount", "variants"],
    ];
    for (const [body, code, field] of cases) {
      const res = await post(drill(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const refusal = await json<Refusal>(res);
      expect(refusal.error.code, JSON.stringify(body)).toBe(code);
      expect(Object.keys(refusal.error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    // On an update too: options without variants change nothing.
    const { product } = await voltages();
    const res = await callApi("PUT", `/api/products/${product.id}`, {
      token: admin,
      json: { options: [] },
    });
    expect(res.status).toBe(400);
    expect(await json<Refusal>(res)).toMatchObject({
      error: { code: "variantsCount", fields: { variants: "Campo obrigatório." } },
    });
    expect(await get(product.id)).toEqual(product);
    // A stock is a whole number from 0, or null.
    const negative = await patchVariant(product.variants[0]!.id, { stock: -1 });
    expect(negative.status).toBe(400);
    expect(await json<Refusal>(negative)).toMatchObject({
      error: { code: "validation", fields: { stock: expect.any(String) } },
    });
  });

  it("a SKU another product or variant has is a 409", async () => {
    const { product, skus } = await voltages();
    const taken = await post(
      drill({
        options: ["voltagem"],
        variants: [{ sku: skus[2], options: { voltagem: "220v" }, price: 10 }],
      }),
    );
    expect(taken.status).toBe(409);
    expect((await json<Refusal>(taken)).error.code).toBe("skuTaken");

    const other = await voltages();
    const patched = await patchVariant(other.product.variants[0]!.id, { sku: skus[1] });
    expect(patched.status).toBe(409);
    expect((await json<Refusal>(patched)).error.code).toBe("skuTaken");
    // Its own SKU again is no conflict.
    expect((await patchVariant(product.variants[1]!.id, { sku: skus[1] })).status).toBe(200);
  });

  it("setting a variant needs an administrator: 401 signed out, 403 for a shopper", async () => {
    const { product } = await voltages();
    const id = product.variants[0]!.id;
    const out = await callApi("PATCH", `/api/variants/${id}`, { json: { stock: 9 } });
    expect(out.status).toBe(401);
    expect((await json<Refusal>(out)).error.code).toBe("unauthorized");
    const forbidden = await patchVariant(id, { stock: 9 }, shopper);
    expect(forbidden.status).toBe(403);
    expect((await json<Refusal>(forbidden)).error.code).toBe("forbidden");
    const create = await post(drill({ variants: [{ price: 1 }] }), shopper);
    expect(create.status).toBe(403);
    expect(await get(product.id)).toEqual(product);
  });

  it("an unknown variant is a 404, and the path serves only PATCH (405)", async () => {
    for (const id of ["999999", "0", "abc"]) {
      const res = await patchVariant(id, { stock: 1 });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "notFound", message: "Não encontrado." } });
    }
    for (const method of ["GET", "PUT", "POST", "DELETE"]) {
      const res = await callApi(method, "/api/variants/1", { token: admin });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("PATCH");
    }
  });

  it("a product created without variants has exactly one, carrying its SKU, prices, offer and stock", async () => {
    const code = sku("one");
    const res = await post({
      name: "Alicate Universal Variantes",
      brand: "bosch",
      category: 1,
      sku: code,
      price: "19,90",
      original_price: 25,
      is_special_offer: true,
    });
    expect(res.status).toBe(201);
    const product = await json<Product>(res);
    expect(product).toMatchObject({ sku: code, price: 19.9, options: [], in_stock: true });
    expect(product.variants).toEqual([
      {
        id: expect.any(Number),
        sku: code,
        options: {},
        price: 19.9,
        original_price: 25,
        is_special_offer: true,
        offer_starts_at: null,
        offer_ends_at: null,
        stock: null,
        in_stock: true,
        images: [],
      },
    ]);
    // The product's fields still write its one variant.
    const out = await json<Product>(
      await callApi("PUT", `/api/products/${product.id}`, {
        token: admin,
        json: { in_stock: false, price: 18 },
      }),
    );
    expect(out.variants).toEqual([
      { ...product.variants[0], price: 18, stock: 0, in_stock: false },
    ]);
    // Without variants, the price is required as before.
    const noPrice = await post({ name: "Sem preço", brand: "bosch", category: 1 });
    expect(noPrice.status).toBe(400);
    expect((await json<Refusal>(noPrice)).error.fields).toHaveProperty("price");
  });

  it("a variant's own pictures are named by the urls of the product's gallery", async () => {
    const base = `https://example.com/furadeira-${kind}-${++n}`;
    const picture = (i: number) => `${base}-${i}.jpg`;
    const res = await post(
      drill({
        images: [{ url: picture(1) }, { url: picture(2) }, { url: picture(3) }],
        options: ["voltagem"],
        variants: [
          { options: { voltagem: "127v" }, price: 10, images: [picture(3), picture(2)] },
          { options: { voltagem: "220v" }, price: 10 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const product = await json<Product>(res);
    expect(product.variants.map((v) => v.images)).toEqual([[picture(3), picture(2)], []]);
    // Sent back as answered, nothing changes.
    const again = await callApi("PUT", `/api/products/${product.id}`, {
      token: admin,
      json: { options: product.options, variants: product.variants },
    });
    expect(again.status).toBe(200);
    expect(await json<Product>(again)).toEqual(product);

    const unknown = await callApi("PUT", `/api/products/${product.id}`, {
      token: admin,
      json: { variants: [{ options: { voltagem: "127v" }, price: 1, images: [picture(9)] }] },
    });
    expect(unknown.status).toBe(400);
    expect(await json<Refusal>(unknown)).toMatchObject({
      error: { code: "unknownImage", fields: { "variants.0.images": expect.any(String) } },
    });
  });

  it("offer windows (decision 066): each variant carries its own, PATCH sets one, the product answers what shows now; bad dates and an end before the start are 400s", async () => {
    const start = "2030-11-28T21:00:00.000Z";
    const end = "2030-12-01T02:59:00.000Z";
    const res = await post(
      drill({
        options: ["voltagem"],
        variants: [
          { sku: sku("w127"), options: { voltagem: "127v" }, price: 500 },
          {
            sku: sku("w220"),
            options: { voltagem: "220v" },
            price: 379.9,
            original_price: 429.9,
            is_special_offer: true,
            offer_starts_at: "2030-11-28T18:00:00-03:00",
            offer_ends_at: "30/11/2030 23:59",
          },
        ],
      }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const product = await json<Product & { live: Record<string, unknown> }>(res);
    expect(product.variants.map((v) => [v.offer_starts_at, v.offer_ends_at])).toEqual([
      [null, null],
      [start, parseOfferDate("30/11/2030 23:59")],
    ]);
    // Scheduled, not yet started: a shopper sees the regular price and no offer.
    expect(product).toMatchObject({
      price: 379.9,
      is_special_offer: true,
      offer_starts_at: start,
      live: { price: 429.9, original_price: null, is_special_offer: false, offer_ends_at: null },
    });

    // PATCH one variant's window: only what is sent changes; null opens a side.
    const v220 = product.variants[1]!;
    const opened = await patchVariant(v220.id, { offer_starts_at: null });
    expect(opened.status).toBe(200);
    const now = await json<Product & { live: Record<string, unknown> }>(opened);
    expect(now.variants[1]).toMatchObject({ offer_starts_at: null, offer_ends_at: end });
    expect(now.live).toEqual({
      price: 379.9,
      original_price: 429.9,
      is_special_offer: true,
      offer_ends_at: end,
    });

    const reversed = await patchVariant(v220.id, { offer_starts_at: "2030-12-02T00:00:00Z" });
    expect(reversed.status).toBe(400);
    expect(await json<Refusal>(reversed)).toMatchObject({
      error: { code: "windowOrder", fields: { offer_ends_at: expect.any(String) } },
    });
    const bad = await patchVariant(v220.id, { offer_ends_at: "31/02/2030" });
    expect(bad.status).toBe(400);
    expect(await json<Refusal>(bad)).toMatchObject({
      error: { fields: { offer_ends_at: expect.any(String) } },
    });

    const put = await callApi("PUT", `/api/products/${product.id}`, {
      token: admin,
      json: {
        variants: [
          {
            sku: v220.sku,
            options: { voltagem: "220v" },
            price: 10,
            offer_starts_at: "2030-12-02T00:00:00Z",
            offer_ends_at: "2030-12-01T00:00:00Z",
          },
        ],
      },
    });
    expect(put.status).toBe(400);
    expect(await json<Refusal>(put)).toMatchObject({
      error: { code: "windowOrder", fields: { "variants.0.offer_ends_at": expect.any(String) } },
    });

    // A product without options: its own window writes its one variant.
    const single = await post({
      name: "Serra Tico-Tico Agendada",
      brand: "bosch",
      category: 1,
      price: 100,
      original_price: 120,
      is_special_offer: true,
      offer_starts_at: start,
      offer_shows_end: true,
    });
    expect(single.status).toBe(201);
    const one = await json<Product & { offer_shows_end: boolean }>(single);
    expect(one).toMatchObject({
      offer_starts_at: start,
      offer_ends_at: null,
      offer_shows_end: true,
    });
    expect(one.variants[0]).toMatchObject({ offer_starts_at: start, offer_ends_at: null });
    const ordered = await callApi("PATCH", `/api/products/${one.id}`, {
      token: admin,
      json: { offer_ends_at: "2030-11-01T00:00:00Z" },
    });
    expect(ordered.status).toBe(400);
    expect(await json<Refusal>(ordered)).toMatchObject({
      error: { code: "windowOrder", fields: { offer_ends_at: expect.any(String) } },
    });

    // Posters: their window is read and written too.
    const poster = await callApi("POST", "/api/posters", {
      token: admin,
      json: { image_url: "https://example.com/w.jpg", starts_at: start, ends_at: end },
    });
    expect(poster.status).toBe(201);
    expect(await poster.json()).toMatchObject({ starts_at: start, ends_at: end });
    const badPoster = await callApi("POST", "/api/posters", {
      token: admin,
      json: { image_url: "https://example.com/w.jpg", starts_at: end, ends_at: start },
    });
    expect(badPoster.status).toBe(400);
    expect(await json<Refusal>(badPoster)).toMatchObject({
      error: { code: "windowOrder", fields: { ends_at: expect.any(String) } },
    });
  });

  // Runs last: every answer above, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
