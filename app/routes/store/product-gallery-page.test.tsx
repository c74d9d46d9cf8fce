import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { getEnv } from "~/.server/env";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { perLanguage } from "~/lib/localized";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import * as productPage from "./product";

// On a real database: the product page's gallery in each language, and its
// Open Graph picture.

const routes = ["/produto/:id", "/en/produto/:id", "/es/produto/:id"].map((p) =>
  asRoute(p, productPage),
);

async function galleryOf(path: string) {
  const page = await renderRoute(routes, path);
  expect(page.status).toBe(200);
  const start = page.html.indexOf('data-testid="product-gallery"');
  const gallery = page.html.slice(start, page.html.indexOf("</article>", start));
  return {
    alts: [...gallery.matchAll(/<img\b[^>]*\salt="([^"]*)"/g)].map((m) => m[1]),
    thumbs: [...gallery.matchAll(/aria-label="((?:Imagem|Image|Imagen) [^"]*)"/g)].map((m) => m[1]),
    counter: /(\d+)<!-- --> \/ <!-- -->(\d+)/.exec(gallery)?.slice(1),
  };
}

/** The product page's meta tags, as React Router renders them from its loader's data. */
async function metaOf(id: number): Promise<MetaDescriptor[]> {
  const request = new Request(`https://shop.example/produto/${id}`);
  const load = productPage.loader as unknown as (args: object) => Promise<unknown>;
  const data = await load({ request, params: { id: String(id) }, context: {} });
  const meta = productPage.meta as unknown as (args: object) => MetaDescriptor[];
  return meta({ data, location: { pathname: `/produto/${id}` }, matches: [], params: {} });
}

describe.each(TEST_DB_KINDS)("the product page's gallery on %s", (kind) => {
  let t: TestDb;
  let cover: string;
  let id: number;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    const row = await t.db
      .selectFrom("product")
      .select("image_hash")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    cover = row.image_hash!;
    id = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Trena 5 m",
        name_en: "Tape measure 5 m",
        brand_id: 1,
        category_id: 1,
        price: "20",
        images: [
          {
            url: `/media/${cover}-800.webp`,
            alt: "Trena fechada",
            ...perLanguage("alt", (l) => (l === "en" ? "Closed tape measure" : null)),
          },
          { url: "https://cdn.example.com/trena-2.jpg" },
          { url: "https://cdn.example.com/trena-3.jpg", alt: "Trena aberta" },
        ],
      }),
      null,
    );
  });
  afterAll(() => t.cleanup());

  it("shows every image in gallery order, its alt text in the page's language or the product's name", async () => {
    expect((await galleryOf(`/produto/${id}`)).alts).toEqual([
      "Trena fechada",
      "Trena 5 m",
      "Trena aberta",
    ]);
    expect((await galleryOf(`/en/produto/${id}`)).alts).toEqual([
      "Closed tape measure",
      "Tape measure 5 m",
      "Trena aberta",
    ]);
    // No Spanish texts: the Portuguese ones, as every content text falls back.
    expect((await galleryOf(`/es/produto/${id}`)).alts).toEqual([
      "Trena fechada",
      "Trena 5 m",
      "Trena aberta",
    ]);
  });

  it("labels thumbnails and counts pictures in each language", async () => {
    const pt = await galleryOf(`/produto/${id}`);
    expect(pt.thumbs).toEqual(["Imagem 1 de 3", "Imagem 2 de 3", "Imagem 3 de 3"]);
    expect(pt.counter).toEqual(["1", "3"]);
    expect((await galleryOf(`/en/produto/${id}`)).thumbs[1]).toBe("Image 2 of 3");
    expect((await galleryOf(`/es/produto/${id}`)).thumbs[2]).toBe("Imagen 3 de 3");
  });

  it("a product with one image shows it alone: no thumbnails, no counter", async () => {
    const single = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Nível 30 cm",
        brand_id: 1,
        category_id: 1,
        price: "9",
        images: [{ url: `/media/${cover}-800.webp` }],
      }),
      null,
    );
    const one = await galleryOf(`/produto/${single}`);
    expect(one.alts).toHaveLength(1);
    expect(one.thumbs).toEqual([]);
    expect(one.counter).toBeUndefined();
  });

  it("og:image is the cover, the first gallery image, at its largest width", async () => {
    const images = (await metaOf(id)).filter(
      (m) => "property" in m && m.property === "og:image",
    ) as { content: string }[];
    expect(images.map((m) => m.content)).toEqual([`${getEnv().BASE_URL}/media/${cover}-1200.webp`]);
  });
});
