import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { bumpCatalogueVersion } from "~/.server/catalogue/version.server";
import type { Db } from "~/.server/db/kysely";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { productVariantsSchema } from "~/lib/variant-schemas";
import { installAuthTestDb, TEST_BASE_URL } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import * as productPage from "./product";

// A product with options on a real database (docs/decisions/065-product-variants.md): the
// variant an address chooses, the picker's links, the stock line, the ProductGroup JSON-LD and
// the canonical URL. The product, its category and the voltage's values are the test's own, so
// it holds whatever the demo seed carries.

const routes = ["/produto/:id", "/en/produto/:id", "/es/produto/:id"].map((p) =>
  asRoute(p, productPage),
);

/** The product itself: the page up to the end of its article (not the related cards). */
async function article(path: string): Promise<string> {
  const result = await renderRoute(routes, path);
  expect(result.status).toBe(200);
  const html = result.html.replaceAll("<!-- -->", "");
  return html.slice(0, html.indexOf("</article>"));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const testId = (html: string, id: string) =>
  text(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? "");

/** The picker's links: label, address, chosen, struck through. */
function pickerLinks(html: string) {
  return [...html.matchAll(/<a href="(\?variante=[^"]*)"([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    label: text(m[3]!),
    href: m[1]!,
    current: m[2]!.includes('aria-current="true"'),
    struck: /class="[^"]*line-through/.test(m[3]!),
  }));
}

function jsonLd(html: string, type: string): Record<string, unknown> {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].flatMap((m) => JSON.parse(m[1]!) as Record<string, unknown>[]);
  return blocks.find((b) => b["@type"] === type)!;
}

/** The voltage attribute (the demo seed's, or made here) with 127 V, 220 V and Bivolt. */
async function voltageCategory(db: Db): Promise<number> {
  const now = new Date().toISOString();
  let attr = await db
    .selectFrom("attribute")
    .select("id")
    .where("code", "=", "voltagem")
    .executeTakeFirst();
  attr ??= await db
    .insertInto("attribute")
    .values({
      ...{ code: "voltagem", name: "Voltagem", name_en: "Voltage", name_es: "Voltaje" },
      ...{ type: "choice", unit: null, unit_code: null, is_filter: true, position: 0 },
      ...{ created_at: now, updated_at: now },
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [position, [code, label]] of [
    ["127v", "127 V"],
    ["220v", "220 V"],
    ["bivolt", "Bivolt"],
  ].entries()) {
    const found = await db
      .selectFrom("attribute_value")
      .select("id")
      .where("attribute_id", "=", attr.id)
      .where("code", "=", code!)
      .executeTakeFirst();
    if (!found) {
      await db
        .insertInto("attribute_value")
        .values({ attribute_id: attr.id, code: code!, label: label!, position })
        .execute();
    }
  }
  const category = await db
    .insertInto("category")
    .values({ name: "Variantes", name_en: "Variants", slug: "variantes", created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("category_attribute")
    .values({ category_id: category.id, attribute_id: attr.id, position: 0 })
    .execute();
  // Written behind the services' backs: the per-version caches must see it.
  await bumpCatalogueVersion(db);
  return category.id;
}

const PICTURES = ["https://cdn.example.com/pv-a.jpg", "https://cdn.example.com/pv-220.jpg"];

describe.each(TEST_DB_KINDS)("a product with variants on its page on %s", (kind) => {
  let t: TestDb;
  let id: number;
  let single: number;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    const category = await voltageCategory(t.db);
    const product = (name: string, images: string[] = []) =>
      productInputSchema.parse({
        name,
        brand_id: 1,
        category_id: category,
        price: "1",
        images: images.map((url) => ({ url, alt: name })),
      });
    id = await createProduct(
      t.db,
      product("Furadeira de teste", PICTURES),
      null,
      {},
      productVariantsSchema.parse({
        options: ["voltagem"],
        variants: [
          { sku: "PV-127", options: { voltagem: "127v" }, price: "199.90", stock: 12 },
          {
            ...{ sku: "PV-220", options: { voltagem: "220v" }, price: "189.90", stock: 2 },
            ...{ original_price: "219.90", is_special_offer: true, images: [PICTURES[1]] },
          },
          { sku: "PV-BIV", options: { voltagem: "bivolt" }, price: "229.90", stock: 0 },
        ],
      }),
    );
    single = await createProduct(
      t.db,
      product("Broca de teste"),
      null,
      {},
      productVariantsSchema.parse({ variants: [{ sku: "PV-ONE", price: "10", stock: 1 }] }),
    );
  });
  afterAll(() => t.cleanup());

  it("?variante=SKU renders that variant: its price, offer, stock line and SKU, in every language", async () => {
    const pt = await article(`/produto/${id}?variante=PV-220`);
    expect(text(pt)).toContain("Preço: $ 189,90 Preço anterior: $ 219,90");
    expect(pt).toMatch(/\d+% OFF/);
    expect(testId(pt, "stock-line")).toBe("Últimas 2 unidades");
    expect(testId(pt, "variant-sku")).toBe("SKU: PV-220");
    const en = await article(`/en/produto/${id}?variante=PV-220`);
    expect(testId(en, "stock-line")).toBe("Only 2 units left");
    const es = await article(`/es/produto/${id}?variante=PV-220`);
    expect(testId(es, "stock-line")).toBe("Últimas 2 unidades");
    expect(testId(es, "variant-sku")).toBe("SKU: PV-220");
  });

  it("without ?variante, or with one it does not have, the first variant in stock", async () => {
    for (const path of [`/produto/${id}`, `/produto/${id}?variante=NOPE`]) {
      const html = await article(path);
      expect(text(html)).toContain("Preço: $ 199,90");
      expect(testId(html, "stock-line")).toBe("Em estoque");
      expect(testId(html, "variant-sku")).toBe("SKU: PV-127");
    }
  });

  it("a sold-out variant opens chosen, and says so", async () => {
    const html = await article(`/produto/${id}?variante=PV-BIV`);
    expect(testId(html, "stock-line")).toBe("Esgotado");
    expect(testId(html, "variant-sku")).toBe("SKU: PV-BIV");
  });

  it("the picker is a named group of links, the chosen one current, a sold-out one struck", async () => {
    const html = await article(`/es/produto/${id}?variante=PV-220`);
    const label = /role="group" aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`id="${label}" class="mb-1.5 text-sm font-semibold text-ink">Voltaje<`);
    expect(pickerLinks(html)).toEqual([
      { label: "127 V", href: "?variante=PV-127", current: false, struck: false },
      { label: "220 V", href: "?variante=PV-220", current: true, struck: false },
      { label: "Bivolt (Agotado)", href: "?variante=PV-BIV", current: false, struck: true },
    ]);
  });

  it("the gallery shows the chosen variant's own pictures, else the product's", async () => {
    const pictures = (html: string) =>
      [...html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);
    expect(pictures(await article(`/produto/${id}?variante=PV-220`))).toEqual([PICTURES[1]]);
    expect(pictures(await article(`/produto/${id}`))).toEqual(PICTURES);
  });

  it("JSON-LD is a ProductGroup with each variant's SKU, offer and address", async () => {
    const result = await renderRoute(routes, `/produto/${id}?variante=PV-220`);
    const group = jsonLd(result.html, "ProductGroup");
    const url = `${TEST_BASE_URL}/produto/${id}`;
    expect(group).toMatchObject({ productGroupID: String(id), variesBy: ["Voltagem"], url });
    expect(jsonLd(result.html, "Product")).toBeUndefined();
    const variants = group.hasVariant as Record<string, Record<string, unknown>>[];
    expect(
      variants.map((v) => [v.name, v.sku, v.url, v.offers!.price, v.offers!.availability]),
    ).toEqual([
      [
        "Furadeira de teste — 127 V",
        "PV-127",
        `${url}?variante=PV-127`,
        199.9,
        "https://schema.org/InStock",
      ],
      [
        "Furadeira de teste — 220 V",
        "PV-220",
        `${url}?variante=PV-220`,
        189.9,
        "https://schema.org/InStock",
      ],
      [
        "Furadeira de teste — Bivolt",
        "PV-BIV",
        `${url}?variante=PV-BIV`,
        229.9,
        "https://schema.org/OutOfStock",
      ],
    ]);
    expect(variants.map((v) => v.offers!.priceCurrency)).toEqual(["USD", "USD", "USD"]);
  });

  it("the canonical URL and og:url are the product's, without the variant", async () => {
    const request = new Request(`https://shop.example/en/produto/${id}?variante=PV-220`);
    const load = productPage.loader as unknown as (args: object) => Promise<unknown>;
    const data = await load({ request, params: { id: String(id) }, context: {} });
    const meta = productPage.meta as unknown as (args: object) => MetaDescriptor[];
    const tags = meta({ data, location: { pathname: `/en/produto/${id}` }, matches: [] });
    const url = `${TEST_BASE_URL}/en/produto/${id}`;
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    expect(tags).toContainEqual({ property: "og:url", content: url });
  });

  it("the WhatsApp link names the chosen variant: its option labels, SKU and address", async () => {
    const message = (html: string) => {
      const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1];
      expect(href).toBeDefined();
      return new URL(href!.replaceAll("&amp;", "&")).searchParams.get("text");
    };
    expect(message(await article(`/es/produto/${id}?variante=PV-220`))).toBe(
      `¡Hola! Me interesa el producto Furadeira de teste (220 V, SKU PV-220): ${TEST_BASE_URL}/es/produto/${id}?variante=PV-220`,
    );
    expect(message(await article(`/produto/${id}`))).toBe(
      `Olá! Tenho interesse no produto Furadeira de teste (127 V, SKU PV-127): ${TEST_BASE_URL}/produto/${id}?variante=PV-127`,
    );
    // A product without options: its own name and page, as before.
    expect(message(await article(`/produto/${single}`))).toBe(
      `Olá! Tenho interesse no produto Broca de teste: ${TEST_BASE_URL}/produto/${single}`,
    );
  });

  it("a product without options shows no picker, its stock line and SKU, and stays a Product", async () => {
    const result = await renderRoute(routes, `/produto/${single}`);
    const html = result.html.replaceAll("<!-- -->", "");
    const own = html.slice(0, html.indexOf("</article>"));
    expect(pickerLinks(own)).toEqual([]);
    expect(testId(own, "stock-line")).toBe("Resta 1 unidade");
    expect(testId(own, "variant-sku")).toBe("SKU: PV-ONE");
    expect(jsonLd(html, "ProductGroup")).toBeUndefined();
    expect(jsonLd(html, "Product")).toMatchObject({ sku: "PV-ONE", offers: { price: 10 } });
  });
});
