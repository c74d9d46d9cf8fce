import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// A product carries a gallery of up to 12 images, `images: [{ url, alt,
// alt_{code}, position }]`; POST and PUT write it (absent: unchanged), the first image is the
// cover (`image` / `image_url`, kept for the spec's clients), deleting the product deletes it.
describe.each(TEST_DB_KINDS)("JSON API: product gallery on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  /** An uploaded image, as the API shows it: a seeded product's cover. */
  let uploaded: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
    uploaded = (await json<Product>(await callApi("GET", "/api/products/1"))).image!;
  });
  afterAll(() => t.cleanup());

  type Image = {
    url: string;
    alt: string | null;
    alt_en: string | null;
    alt_es: string | null;
    position: number;
  };
  type Product = {
    id: number;
    name: string;
    name_en: string | null;
    name_es: string | null;
    image: string | null;
    image_url: string | null;
    images: Image[];
  };
  const json = async <T>(res: Response) => (await res.json()) as T;
  const base = { name: "Alicate Universal 8", price: "29,90", brand: "bosch", category: 1 };
  const picture = (n: number) => `https://example.com/alicate-${n}.jpg`;
  const create = async (body: object) => {
    const res = await callApi("POST", "/api/products", {
      token: admin,
      json: { ...base, ...body },
    });
    expect(res.status).toBe(201);
    return json<Product>(res);
  };

  it("seeded products show their 2 to 4 demo pictures as their gallery, the first the cover, described in every language", async () => {
    const list = await json<Product[]>(await callApi("GET", "/api/products?per_page=100"));
    expect(list.length).toBeGreaterThanOrEqual(48);
    for (const p of list) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.images.map((i) => i.position)).toEqual(p.images.map((_, n) => n + 1));
      expect(p.images[0]).toMatchObject({ url: p.image, alt: `${p.name} — vista frontal` });
      expect(p.images[1]).toMatchObject({
        alt: `${p.name} — detalhe`,
        alt_en: `${p.name_en} — detail`,
        alt_es: `${p.name_es} — detalle`,
      });
    }
  });

  it("a gallery round-trips through POST, GET and PUT; the cover is always its first image", async () => {
    const p = await create({
      images: [
        { url: picture(1), alt: "Alicate aberto", alt_es: " Alicate abierto " },
        { url: uploaded },
        { url: picture(3), alt_en: "Pliers in a hand" },
      ],
    });
    const expected: Image[] = [
      {
        url: picture(1),
        alt: "Alicate aberto",
        alt_en: null,
        alt_es: "Alicate abierto",
        position: 1,
      },
      { url: uploaded, alt: null, alt_en: null, alt_es: null, position: 2 },
      { url: picture(3), alt: null, alt_en: "Pliers in a hand", alt_es: null, position: 3 },
    ];
    expect(p).toMatchObject({ image: picture(1), image_url: picture(1), images: expected });
    expect(await json<Product>(await callApi("GET", `/api/products/${p.id}`))).toMatchObject({
      images: expected,
    });
    const listed = await json<Product[]>(
      await callApi("GET", "/api/products?q=alicate%20universal"),
    );
    expect(listed.find((x) => x.id === p.id)?.images).toEqual(expected);

    // A PUT without images leaves the gallery as it is.
    const renamed = await callApi("PUT", `/api/products/${p.id}`, {
      token: admin,
      json: { name: "Alicate Universal 8 pol." },
    });
    expect((await json<Product>(renamed)).images).toEqual(expected);

    // Reordered: the uploaded image first becomes the cover, the row's image with it.
    const reordered = await json<Product>(
      await callApi("PUT", `/api/products/${p.id}`, {
        token: admin,
        json: { images: [expected[1], expected[0]] },
      }),
    );
    expect(reordered.image).toBe(uploaded);
    expect(reordered.images.map((i) => [i.position, i.url, i.alt])).toEqual([
      [1, uploaded, null],
      [2, picture(1), "Alicate aberto"],
    ]);
    const row = await t.db
      .selectFrom("product")
      .select(["image_hash", "image_url"])
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(row.image_url).toBeNull();
    expect(uploaded).toContain(row.image_hash!);

    // An empty gallery: no cover.
    const emptied = await json<Product>(
      await callApi("PUT", `/api/products/${p.id}`, { token: admin, json: { images: [] } }),
    );
    expect(emptied).toMatchObject({ image: null, image_url: null, images: [] });
  });

  it("a PUT of image_url alone replaces the cover, the first image, and keeps the others", async () => {
    const p = await create({ images: [{ url: picture(1), alt: "Velha" }, { url: picture(2) }] });
    const updated = await json<Product>(
      await callApi("PUT", `/api/products/${p.id}`, {
        token: admin,
        json: { image_url: picture(9) },
      }),
    );
    expect(updated.image).toBe(picture(9));
    expect(updated.images.map((i) => [i.position, i.url, i.alt])).toEqual([
      [1, picture(9), null],
      [2, picture(2), null],
    ]);
    // A product created the spec's way, with image_url only, has it as its one gallery image.
    const plain = await create({ image_url: picture(5) });
    expect(plain.images.map((i) => i.url)).toEqual([picture(5)]);
  });

  it("13 images are refused with a message naming the limit, in the caller's language", async () => {
    const images = Array.from({ length: 13 }, (_, i) => ({ url: picture(i) }));
    for (const [lang, message] of [
      ["pt", "No máximo 12 imagens por produto."],
      ["es", "Como máximo 12 imágenes por producto."],
    ]) {
      const res = await callApi("POST", "/api/products", {
        token: admin,
        json: { ...base, images },
        headers: { "accept-language": lang! },
      });
      expect(res.status).toBe(400);
      const body = await json<{ error: { code: string; fields: Record<string, string> } }>(res);
      expect(body.error.code).toBe("validation");
      expect(body.error.fields).toEqual({ images: message });
    }
    const twelve = await create({ images: images.slice(0, 12) });
    expect(twelve.images.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const put = await callApi("PUT", `/api/products/${twelve.id}`, {
      token: admin,
      json: { images },
    });
    expect(put.status).toBe(400);
    expect(
      (await json<Product>(await callApi("GET", `/api/products/${twelve.id}`))).images,
    ).toHaveLength(12);
  });

  it("an image that is neither https nor an uploaded image is refused, and nothing is written", async () => {
    for (const url of ["http://example.com/a.jpg", "javascript:alert(1)", "/media/../etc"]) {
      const res = await callApi("POST", "/api/products", {
        token: admin,
        json: { ...base, name: "Recusado", images: [{ url }] },
      });
      expect(res.status).toBe(400);
      expect(Object.keys((await json<{ error: { fields: object } }>(res)).error.fields)).toEqual([
        "images",
      ]);
    }
    const unknown = await callApi("POST", "/api/products", {
      token: admin,
      json: { ...base, name: "Recusado", images: [{ url: `/media/${"0".repeat(32)}-800.webp` }] },
    });
    expect(unknown.status).toBe(400);
    expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe("unknownImage");
    const found = await json<Product[]>(await callApi("GET", "/api/products?q=recusado"));
    expect(found).toEqual([]);
  });

  it("deleting a product deletes its gallery", async () => {
    const p = await create({ images: [{ url: picture(1) }, { url: picture(2) }] });
    const count = async () =>
      (await t.db.selectFrom("product_image").select("id").where("product_id", "=", p.id).execute())
        .length;
    expect(await count()).toBe(2);
    const res = await callApi("DELETE", `/api/products/${p.id}`, { token: admin });
    expect(res.status).toBe(204);
    expect(await count()).toBe(0);
  });

  it("/api/openapi.json documents images in answers and request bodies", async () => {
    const doc = (await servedDocument()) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    for (const schema of ["Product", "ProductCreate", "ProductUpdate"]) {
      expect(Object.keys(doc.components.schemas[schema]?.properties ?? {})).toContain("images");
    }
  });

  // Runs last: every answer the tests above received, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
