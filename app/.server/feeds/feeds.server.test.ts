import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { META_COLUMNS } from "~/lib/feed-formats";
import { loader as feedLoader } from "~/routes/resources/feed";
import { installAuthTestDb, TEST_BASE_URL } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import { seedDemo } from "../db/seed/seed.server";
import { getStoreProfile, saveStoreProfile } from "../settings/store-profile.server";
import { FEED_FILES, feedFile, feedProducts } from "./feeds.server";

// The product feeds on a real database: every product in each language's feed once, with its
// gallery, or each of its variants once; a feed the administrator switched off is 404; a crawler
// holding the current file 304.

async function get(name: string, headers: Record<string, string> = {}) {
  return feedLoader({
    request: new Request(`${TEST_BASE_URL}/feeds/${name}`, { headers }),
    params: { file: name },
    context: {},
  } as never);
}

describe.each(TEST_DB_KINDS)("product feeds on %s", (kind) => {
  let t: TestDb;
  let products: { id: number; name: string; name_es: string | null }[];
  /** The demo's products without options (one item each), and how many items the feeds hold. */
  let plain: number[];
  let items: number;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    products = await t.db
      .selectFrom("product")
      .select(["id", "name", "name_es"])
      .orderBy("id")
      .execute();
    const withOptions = new Set(
      (await t.db.selectFrom("product_option").select("product_id").execute()).map(
        (o) => o.product_id,
      ),
    );
    plain = products.map((p) => p.id).filter((id) => !withOptions.has(id));
    const variants = await t.db
      .selectFrom("variant")
      .select("product_id")
      .where("product_id", "in", [...withOptions])
      .execute();
    items = plain.length + variants.length;
  });
  const itemOf = (xml: string, id: string) =>
    xml.split("\n").find((l) => l.startsWith(`<item><g:id>${id}</g:id>`))!;
  afterAll(() => t.cleanup());

  it("the shop serves each feed in each of its languages, the default one unsuffixed", () => {
    expect(FEED_FILES.map((f) => f.name)).toEqual([
      "google.xml",
      "google-en.xml",
      "google-es.xml",
      "meta.csv",
      "meta-en.csv",
      "meta-es.csv",
    ]);
    expect(feedFile("meta-es.csv")).toEqual({ kind: "meta", locale: "es", name: "meta-es.csv" });
    expect(feedFile("google-xx.xml")).toBeUndefined();
  });

  it("every product once, by id, in the feed's language, with its gallery and its link there; or each of its variants", async () => {
    const seen: number[] = [];
    let count = 0;
    for await (const batch of feedProducts(t.db, TEST_BASE_URL, "es")) {
      for (const p of batch) {
        count++;
        const id = Number(p.groupId ?? p.id);
        if (seen.at(-1) !== id) seen.push(id);
        const row = products.find((r) => r.id === id)!;
        const name = row.name_es?.trim() ? row.name_es : row.name;
        const gallery = (
          await t.db
            .selectFrom("product_image")
            .select("image_hash")
            .where("product_id", "=", id)
            .orderBy("position")
            .execute()
        ).map((g) => `${TEST_BASE_URL}/media/${g.image_hash}-1200.webp`);
        if (p.groupId === null) {
          expect(p.title).toBe(name);
          expect(p.link).toBe(`${TEST_BASE_URL}/es/produto/${p.id}`);
          expect(p.images).toEqual(gallery);
        } else {
          expect(p.title.startsWith(`${name} `)).toBe(true);
          expect(p.link).toBe(`${TEST_BASE_URL}/es/produto/${id}?variante=${p.id}`);
          expect(p.images.length).toBe(gallery.length);
          expect(new Set(p.images)).toEqual(new Set(gallery));
        }
      }
    }
    expect(seen).toEqual(products.map((p) => p.id));
    expect(count).toBe(items);
  });

  it("a product with options is an item per variant: its group, SKU, link, title, price, offer and availability", async () => {
    const drill = products.find((p) => p.name === "Furadeira de Impacto 13mm 750W")!;
    const xml = await (await get("google-es.xml")).text();
    expect(xml).not.toContain(`<g:id>${drill.id}</g:id>`);
    const [v127, v220] = ["YT-FI750-127V", "YT-FI750-220V"].map((sku) => itemOf(xml, sku));
    expect(v220).toContain(`<g:item_group_id>${drill.id}</g:item_group_id>`);
    expect(v220).toContain("<title>Taladro Percutor 13mm 750W 220 V</title>");
    expect(v220).toContain(
      `<link>${TEST_BASE_URL}/es/produto/${drill.id}?variante=YT-FI750-220V</link>`,
    );
    // 220 V a little dearer, its offer keeping the same discount; low stock is still in stock.
    expect(v220).toContain("<g:price>92.90 USD</g:price><g:sale_price>72.90 USD</g:sale_price>");
    expect(v127).toContain("<g:price>89.90 USD</g:price><g:sale_price>69.90 USD</g:sale_price>");
    expect(v220).toContain("<g:availability>in_stock</g:availability>");
    expect(v220).toContain(
      "<g:product_detail><g:section_name>Especificaciones</g:section_name>" +
        "<g:attribute_name>Voltaje</g:attribute_name><g:attribute_value>220 V</g:attribute_value>",
    );
    // A sold-out variant is out of stock while its product is in stock.
    expect(itemOf(xml, "YT-EA850-127V")).toContain("<g:availability>out_of_stock</g:availability>");
    expect(itemOf(xml, "YT-EA850-220V")).toContain("<g:availability>in_stock</g:availability>");
    // A size option is Google's size; a voltage is none.
    expect(v220).not.toContain("<g:size>");
    expect(itemOf(xml, "YT-ASA-10POL")).toContain("<g:size>10&quot;</g:size>");
    // A product without options stays one item, with no group.
    expect(itemOf(xml, String(plain[0]))).not.toContain("item_group_id");

    const rows = parse(await (await get("meta.csv")).text()) as string[][];
    const column = (name: string) => rows[0]!.indexOf(name);
    const row = rows.find((r) => r[column("id")] === "YT-FI750-220V")!;
    expect(row[column("item_group_id")]).toBe(String(drill.id));
    expect(row[column("title")]).toBe("Furadeira de Impacto 13mm 750W 220 V");
    expect(row[column("sale_price")]).toBe("72.90 USD");
    expect(rows.find((r) => r[column("id")] === String(plain[0]))![column("item_group_id")]).toBe(
      "",
    );
  });

  it("the Google feed is an RSS channel with an item per pictured product; Meta's a CSV of the same", async () => {
    const google = await get("google.xml");
    expect(google.status).toBe(200);
    expect(google.headers.get("x-robots-tag")).toBe("noindex");
    expect(google.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await google.text();
    expect(xml).toMatch(
      /^<\?xml [^\n]*\n<rss version="2.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/,
    );
    expect(xml).toContain("<language>pt-BR</language>");
    expect(xml.match(/<item>/g)).toHaveLength(items);
    expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);

    const meta = await get("meta-en.csv");
    expect(meta.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = parse(await meta.text()) as string[][];
    expect(rows[0]).toEqual([...META_COLUMNS]);
    expect(rows).toHaveLength(items + 1);
    const first = rows.find((r) => r[0] === String(plain[0]))!;
    expect(first[6]).toBe(`${TEST_BASE_URL}/en/produto/${plain[0]}`);
  });

  it("a feed switched off in the settings is 404, the other still served; a name there is no feed of, 404", async () => {
    const profile = await getStoreProfile(t.db);
    await saveStoreProfile(t.db, { ...profile, feed_meta: false });
    try {
      expect((await get("meta.csv")).status).toBe(404);
      expect((await get("meta-es.csv")).status).toBe(404);
      expect((await get("google-es.xml")).status).toBe(200);
    } finally {
      await saveStoreProfile(t.db, { ...profile, feed_meta: true });
    }
    expect((await get("meta.csv")).status).toBe(200);
    for (const name of ["google.rss", "meta.xml", "google-de.xml", "x"]) {
      expect((await get(name)).status).toBe(404);
    }
  });

  it("a sale price only while the product is on offer, as the store shows it; the old price then is the price", async () => {
    const [offer, notOffer] = plain.slice(0, 2);
    await t.db
      .updateTable("product")
      .set({ price_cents: 900, original_price_cents: 1200, is_special_offer: true })
      .where("id", "=", offer!)
      .execute();
    // An offer that ended with its old price left in the form.
    await t.db
      .updateTable("product")
      .set({ price_cents: 900, original_price_cents: 1200, is_special_offer: false })
      .where("id", "=", notOffer!)
      .execute();
    const xml = await (await get("google.xml")).text();
    expect(itemOf(xml, String(offer))).toContain(
      "<g:price>12.00 USD</g:price><g:sale_price>9.00 USD</g:sale_price>",
    );
    expect(itemOf(xml, String(notOffer))).toContain("<g:price>9.00 USD</g:price>");
    expect(itemOf(xml, String(notOffer))).not.toContain("sale_price");
  });

  it("Google's items carry the specifications as product_detail in the feed's language; Meta's rows none", async () => {
    const now = new Date().toISOString();
    const attribute = await t.db
      .insertInto("attribute")
      .values({
        code: "feed-test-potencia",
        name: "Potência (feed)",
        name_en: "Power (feed)",
        name_es: "Potencia (feed)",
        type: "number",
        unit: "W",
        unit_code: "WTT",
        is_filter: true,
        position: 90,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = plain[0]!;
    await t.db
      .insertInto("product_attribute")
      .values({ product_id: id, attribute_id: attribute.id, value_id: null, number_value: 1500 })
      .execute();
    // Written behind the services' backs: the per-version caches must see it.
    await bumpCatalogueVersion(t.db);
    const item = itemOf(await (await get("google-es.xml")).text(), String(id));
    expect(item).toContain(
      "<g:product_detail><g:section_name>Especificaciones</g:section_name>" +
        "<g:attribute_name>Potencia (feed)</g:attribute_name>" +
        "<g:attribute_value>1.500 W</g:attribute_value></g:product_detail>",
    );
    expect(await (await get("meta.csv")).text()).not.toContain("Potência (feed)");
  });

  it("a crawler holding the current feed gets 304", async () => {
    const first = await get("google-en.xml");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"catalogue-\d+"$/);
    expect((await get("google-en.xml", { "If-None-Match": etag })).status).toBe(304);
  });
});
