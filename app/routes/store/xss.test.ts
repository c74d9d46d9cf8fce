import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveStoreSettings } from "~/.server/admin/settings.server";
import { createEnquiry } from "~/.server/enquiries/enquiries.server";
import { createApiToken } from "~/.server/auth/tokens.server";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createPoster } from "~/.server/catalogue/posters.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import type { DbKind } from "~/.server/db/kysely";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { insightTerm } from "~/lib/insights";
import { brandPath, brandSlug } from "~/lib/slug";
import { DEMO_STORE_PROFILE, type StoreProfile } from "~/lib/store-profile";
import { insertUser } from "../../../tests/fixtures/api";
import { appRequest, installAuthTestDb, newAdmin } from "../../../tests/fixtures/auth";
import { serve, TEST_NONCE } from "../../../tests/fixtures/app-server";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { ESCAPED_MARKERS, XSS_PAYLOADS, xssFindings } from "../../../tests/fixtures/xss";

// Script payloads stored in every text field a visitor or an administrator
// sees (product names and descriptions in both languages, brand names, poster titles, the store's
// settings, account and token names), then every page that shows them rendered by React Router's
// own request handler, whole documents with their hydration data, as a browser receives them.
// Nothing in them may run: no script without the response's nonce, no event-handler attribute,
// no javascript: URL, JSON-LD and inline scripts that no text can close.

const payload = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;
/** An https URL that carries a payload in its query (stored as given, rendered in src/href). */
const hostileUrl = (i: number) => `https://example.com/x.png?${payload(i)}`;

/** Every text field of the store profile holds a payload, cut to the field's limit. */
function hostileProfile(): StoreProfile {
  const cut = (max: number, i: number) => payload(i).slice(0, max);
  return {
    ...DEMO_STORE_PROFILE,
    name: cut(100, 0),
    description_pt: cut(1000, 1),
    description_en: cut(1000, 2),
    phones: [cut(40, 3), cut(40, 4), cut(40, 1), cut(40, 6)],
    whatsapp: cut(40, 1),
    address: cut(300, 0),
    city: cut(100, 1),
    country: cut(100, 2),
    map_url: `https://www.openstreetmap.org/?q=${encodeURIComponent(payload(1))}#${payload(0)}`,
    map_embed_url: `https://www.openstreetmap.org/export/embed.html?x=${payload(1)}`,
    hours_week_pt: cut(100, 0),
    hours_sunday_pt: cut(100, 1),
    hours_week_en: cut(100, 2),
    hours_sunday_en: cut(100, 3),
    hours_weekdays_pt: cut(100, 4),
    hours_saturday_pt: cut(100, 5),
    hours_weekdays_en: cut(100, 6),
    hours_saturday_en: cut(100, 0),
    free_shipping_pt: cut(200, 1),
    free_shipping_en: cut(200, 0),
    description_es: cut(1000, 3),
    hours_week_es: cut(100, 4),
    hours_sunday_es: cut(100, 5),
    hours_weekdays_es: cut(100, 6),
    hours_saturday_es: cut(100, 1),
    free_shipping_es: cut(200, 2),
    // Shown on product pages and the quote list.
    brazil_note_pt: cut(500, 3),
    brazil_note_en: cut(500, 4),
    brazil_note_es: cut(500, 5),
  };
}

interface Page {
  path: string;
  /** The page shows stored text, so an escaped payload must be visible in it. */
  shows: boolean;
  status?: number;
}

function storePages(productIds: number[], slugs: string[]): Page[] {
  const shared: Page[] = [
    { path: "/", shows: true },
    { path: "/produtos", shows: true },
    { path: "/produtos/1", shows: true },
    { path: "/ofertas", shows: true },
    { path: "/categorias", shows: true },
    { path: "/busca?q=chave", shows: true },
    { path: "/about", shows: true },
    { path: "/atendimento", shows: true },
    { path: "/localizacao", shows: true },
    { path: "/produto/999999", shows: true, status: 404 },
    { path: `/produto/${productIds[0]}`, shows: true },
    { path: brandPath(slugs[0]!), shows: true },
  ];
  // Every payload once in each page kind that shows one item; the English tree for the rest.
  return [
    ...shared,
    ...shared.map((p) => ({ ...p, path: `/en${p.path === "/" ? "" : p.path}` })),
    ...productIds.slice(1).map((id) => ({ path: `/produto/${id}`, shows: true })),
    ...slugs.slice(1).map((slug) => ({ path: brandPath(slug), shows: true })),
    // The query itself is shown back ("results for …").
    ...XSS_PAYLOADS.map((p) => ({ path: `/busca?q=${encodeURIComponent(p)}`, shows: true })),
  ];
}

const ADMIN_PAGES: Page[] = [
  { path: "/admin", shows: true },
  { path: "/admin/produtos", shows: true },
  { path: `/admin/produtos?q=${encodeURIComponent(XSS_PAYLOADS[0])}`, shows: true },
  { path: "/admin/produtos/novo", shows: true },
  { path: "/admin/posters", shows: true },
  { path: "/admin/marcas", shows: true },
  { path: "/admin/usuarios", shows: true },
  { path: "/admin/configuracoes", shows: true },
  { path: "/admin/orcamentos", shows: true },
  { path: `/admin/orcamentos?q=${encodeURIComponent(XSS_PAYLOADS[0])}`, shows: true },
  { path: "/admin/estatisticas", shows: true },
  { path: `/admin/estatisticas?idioma=${encodeURIComponent(XSS_PAYLOADS[1])}`, shows: true },
];

function xssAcross(kind: DbKind) {
  let t: TestDb;
  let adminCookie: string;
  let productIds: number[] = [];
  let enquiryIds: number[] = [];
  const slugs: string[] = [];

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    const admin = await newAdmin(t.db);
    adminCookie = admin.cookie;
    const brandIds: number[] = [];
    for (const [i, name] of XSS_PAYLOADS.entries()) {
      brandIds.push(await createBrand(t.db, { name, logo_url: hostileUrl(i) }, admin.id));
      slugs.push(brandSlug(name));
    }
    productIds = [];
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const input = productInputSchema.parse({
        name: `${p} Chave`,
        name_en: `${p} Wrench`,
        description: p,
        description_en: p,
        brand_id: brandIds[i],
        category_id: 1,
        price: "10",
        original_price: "20",
        is_special_offer: true,
        image_url: hostileUrl(i + 1),
      });
      productIds.push(await createProduct(t.db, input, admin.id));
    }
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      await createPoster(
        t.db,
        {
          title: p,
          title_en: payload(i + 1),
          title_es: payload(i + 2),
          image_url: hostileUrl(i),
          active: true,
        },
        admin.id,
      );
    }
    await saveStoreSettings(t.db, await getStoreProfile(t.db), hostileProfile(), admin.id);
    // Accounts and tokens as the users section lists them.
    const shopper = await insertUser(t.db, "user");
    await t.db
      .updateTable("user")
      .set({ name: payload(0), first_name: payload(1), last_name: payload(2), address: payload(3) })
      .where("id", "=", shopper)
      .execute();
    await createApiToken(t.db, admin.id, payload(4));
    // Enquiries as shoppers send them: every text field hostile.
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      await createEnquiry(t.db, {
        channel: "form",
        locale: "pt",
        items: [{ productId: productIds[i]!, quantity: 1 }],
        name: p,
        contact: "ana@example.com",
        city: payload(i + 1),
        message: payload(i + 2),
      });
    }
    enquiryIds = (await t.db.selectFrom("enquiry").select("id").execute()).map((e) => e.id);
    // What shoppers searched for (and found nothing) and which products they viewed
    // are shown to the administrator in Estatísticas.
    const day = now.slice(0, 10);
    await t.db
      .insertInto("insight_daily")
      .values([
        ...XSS_PAYLOADS.flatMap((p) =>
          (["search", "search_zero"] as const).map((kind) => ({
            day,
            kind,
            item: insightTerm(p),
            locale: "pt",
            count: 1,
          })),
        ),
        ...productIds.map((id) => ({
          day,
          kind: "product_view" as const,
          item: String(id),
          locale: "pt",
          count: 1,
        })),
      ])
      .execute();
  });
  afterAll(() => t.cleanup());

  async function render(path: string, cookie?: string) {
    const response = await serve(appRequest(path, { cookie }));
    return {
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      html: await response.text(),
    };
  }

  function expectSafe(page: Page, got: { status: number; type: string; html: string }) {
    expect(got.status, page.path).toBe(page.status ?? 200);
    expect(got.type, page.path).toMatch(/^text\/html/);
    expect(xssFindings(got.html, TEST_NONCE), page.path).toEqual([]);
    if (page.shows) {
      expect(
        ESCAPED_MARKERS.some((m) => got.html.includes(m)),
        `${page.path} shows a payload`,
      ).toBe(true);
    }
  }

  it("every store page, in both languages, shows the stored payloads as text and runs none", async () => {
    const pages = storePages(productIds, slugs);
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) expectSafe(page, await render(page.path));
  }, 120_000);

  it("every back-office page that lists them shows the payloads as text and runs none", async () => {
    const enquiries = enquiryIds.map((id) => ({ path: `/admin/orcamentos/${id}`, shows: true }));
    for (const page of [...ADMIN_PAGES, ...enquiries]) {
      expectSafe(page, await render(page.path, adminCookie));
    }
  }, 60_000);

  it("a product page's JSON-LD carries the payload intact, escaped so it cannot close its script", async () => {
    for (const [i, id] of productIds.entries()) {
      const { html } = await render(`/produto/${id}`);
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].flatMap((m) => JSON.parse(m[1]!) as { "@type": string; name?: string }[]);
      const product = blocks.find((b) => b["@type"] === "Product");
      expect(product?.name).toBe(`${XSS_PAYLOADS[i]!.trim()} Chave`);
    }
  });

  it("brand links keep the payload in the path: no link turns into a javascript: URL", async () => {
    const { html } = await render("/");
    expect(html).not.toMatch(/href="\s*javascript:/i);
    // The brand named "javascript:alert(1)" is linked as a path of this site.
    expect(html).toContain(`href="${brandPath(brandSlug(XSS_PAYLOADS[3]))}"`);
    // Every brand links to its own page, "/" and "?" in its name included (the page itself is
    // checked above at the same encoded path).
    for (const slug of slugs) {
      expect(html, slug).toContain(`href="${brandPath(slug).replaceAll("'", "&#x27;")}"`);
    }
  });

  it("search suggestions answer JSON, never HTML, whatever the query", async () => {
    const response = await serve(
      appRequest(`/busca/sugestoes?q=${encodeURIComponent("<script>")}`),
    );
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
}

describe("the script check itself", () => {
  const nonce = TEST_NONCE;
  it("finds each way a page could run a payload", () => {
    for (const html of [
      "<p><script>alert(1)</script></p>",
      '<img src="x" onerror="alert(1)">',
      "<img src=x onerror=alert(1)>",
      "<svg onload=alert(1)>",
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" jav&#x09;ascript:alert(1)">x</a>',
      '<iframe src="http://evil.example"></iframe>',
      '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      '<script type="application/ld+json">{"name":"<b>"}</script>',
      '<script type="application/ld+json">{"name":</script>',
      `<script nonce="${nonce}">var a = "<!--<script>";</script>`,
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="https://evil.example/">',
    ]) {
      expect(xssFindings(html, nonce), html).not.toEqual([]);
    }
  });

  it("passes text and attributes that only look like a payload", () => {
    const html = [
      `<script nonce="${nonce}">window.x = "\\u003cscript\\u003ealert(1)";</script>`,
      '<script type="application/ld+json">{"name":"\\u003cscript\\u003e"}</script>',
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
      '<input value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">',
      '<a href="/javascript:alert(1)">x</a>',
      '<iframe src="https://www.openstreetmap.org/export/embed.html"></iframe>',
    ].join("");
    expect(xssFindings(html, nonce)).toEqual([]);
  });
});

describe.each(TEST_DB_KINDS)("script payloads in every text field, on %s", (kind) => {
  xssAcross(kind);
});
