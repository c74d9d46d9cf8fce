import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { getProductImages } from "~/.server/catalogue/product-images.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { textsFor } from "~/i18n/texts";
import { LOCALES } from "~/i18n/languages";
import { galleryFieldName, GALLERY_MARKER } from "~/lib/gallery-form";
import { perLanguage } from "~/lib/localized";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type Outcome,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { action as uploadAction } from "../media-upload";
import { productNewAction } from "./product-new-action.server";
import { productsAction } from "./products-action.server";

// The server side of the gallery editor: each picture is uploaded on its own
// (checked and re-encoded, or refused with the reason in the administrator's language), then the
// product form sends the ordered list, which the add and edit actions store as the gallery, the
// first picture the cover; a refused list comes back beside its field, in pt, en and es.

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The gallery fields as the editor posts them: the marker, then `images.{i}.{key}`. */
function galleryFields(images: { url: string; alt?: string; alt_es?: string }[]) {
  const fields: Record<string, string> = { [GALLERY_MARKER]: "1" };
  images.forEach((image, i) => {
    for (const [key, value] of Object.entries(image)) {
      fields[galleryFieldName(i, key as "url")] = value;
    }
  });
  return fields;
}

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  return callHandler(run as never, appRequest("/"));
}

describe.each(TEST_DB_KINDS)("the gallery editor's actions, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    await createBrand(t.db, { name: "Bosch", logo_url: "https://example.com/bosch.png" }, null);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  /** One file to the editor's upload endpoint, as the browser sends it. */
  function upload(bytes: Uint8Array | Buffer, query = "", cookie = admin.cookie) {
    const body = new FormData();
    body.set("file", new File([new Uint8Array(bytes)], "foto.png", { type: "image/png" }));
    const request = appRequest(`/admin/midia${query}`, { method: "POST", cookie, body });
    return callHandler(uploadAction, request);
  }

  async function uploadedUrl(color: string): Promise<string> {
    const out = await upload(await png(color));
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    return (out.body as { url: string }).url;
  }

  /** The add form posted with these fields (brand, name, price and category filled in). */
  function create(fields: Record<string, string>, query = "") {
    const request = formRequest(
      `/admin/produtos/novo${query}`,
      { intent: "create", brand_id: "1", category_id: "1", price: "12.50", ...fields },
      { cookie: admin.cookie },
    );
    return outcome(() => productNewAction(request));
  }

  async function productNamed(name: string) {
    return t.db.selectFrom("product").selectAll().where("name", "=", name).executeTakeFirst();
  }

  it("an uploaded picture is re-encoded and answered as its /media/ path (800 px)", async () => {
    const url = await uploadedUrl("#1d4ed8");
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}-800\.webp$/);
    const hash = url.slice("/media/".length, -"-800.webp".length);
    const widths = await t.db
      .selectFrom("media")
      .select("width")
      .where("hash", "=", hash)
      .execute();
    expect(widths.length).toBeGreaterThan(0);
  });

  it("a file that is not an image is refused (400) with the reason, in pt, en and es", async () => {
    const bytes = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    for (const locale of LOCALES) {
      const out = await upload(bytes, `?lang=${locale}`);
      expect(out).toEqual({
        status: 400,
        headers: expect.any(Headers),
        body: { ok: false, error: textsFor(locale).api.fields.imageUnsupported },
      });
    }
  });

  it("a request without a file is refused; one over the upload limit is 413 with the limit's words", async () => {
    const empty = appRequest("/admin/midia", {
      method: "POST",
      cookie: admin.cookie,
      body: new FormData(),
    });
    expect(await callHandler(uploadAction, empty)).toMatchObject({
      status: 400,
      body: { ok: false },
    });
    const big = appRequest("/admin/midia?lang=es", {
      method: "POST",
      cookie: admin.cookie,
      body: new FormData(),
      headers: { "content-length": String(11 * 1024 * 1024) },
    });
    expect(await callHandler(uploadAction, big)).toMatchObject({
      status: 413,
      body: { ok: false, error: textsFor("es").adminSections.fields.uploadTooLarge },
    });
  });

  it("signed out, the upload answers 401 and stores nothing", async () => {
    const before = await t.db.selectFrom("media").select("hash").execute();
    const out = await upload(await png("#abcdef"), "", "");
    expect(out).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
    expect(await t.db.selectFrom("media").select("hash").execute()).toHaveLength(before.length);
  });

  it("adding a product with three pictures stores them in the order sent, with their alt texts; the first is the cover", async () => {
    const [a, b] = [await uploadedUrl("#ff0000"), await uploadedUrl("#00ff00")];
    const out = await create({
      name: "Serra Tico-Tico",
      ...galleryFields([
        { url: b, alt: "Lado", alt_es: "Costado" },
        { url: "https://example.com/serra.jpg", alt: "Na caixa" },
        { url: a },
      ]),
    });
    expect(out.status).toBe(302);
    const product = (await productNamed("Serra Tico-Tico"))!;
    const images = await getProductImages(t.db, product.id);
    expect(images.map((i) => [i.position, i.image_hash ?? i.image_url, i.alt, i.alt_es])).toEqual([
      [1, b.slice(7, 39), "Lado", "Costado"],
      [2, "https://example.com/serra.jpg", "Na caixa", null],
      [3, a.slice(7, 39), null, null],
    ]);
    expect(product.image_hash).toBe(b.slice(7, 39));
  });

  it("a 13th picture is refused (400) by the limit's name, in pt, en and es, and nothing is added", async () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ url: `https://example.com/${i}.jpg` }));
    for (const locale of LOCALES) {
      const out = await create(
        { name: `Demais ${locale}`, ...galleryFields(many) },
        `?lang=${locale}`,
      );
      expect(out).toMatchObject({
        status: 400,
        body: { ok: false, fields: { images: textsFor(locale).api.fields.tooManyImages } },
      });
      expect(await productNamed(`Demais ${locale}`)).toBeUndefined();
    }
  });

  it("an uploaded picture the server does not know, or an http URL, is refused beside its field", async () => {
    const unknown = await create(
      { name: "Fantasma", ...galleryFields([{ url: `/media/${"f".repeat(32)}-800.webp` }]) },
      "?lang=en",
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { images: textsFor("en").api.errors.unknownImage } },
    });
    const http = await create(
      {
        name: "Inseguro",
        ...galleryFields([{ url: "https://a.test/1.jpg" }, { url: "http://a.test/2.jpg" }]),
      },
      "?lang=es",
    );
    expect(http).toMatchObject({
      status: 400,
      body: {
        fields: { [galleryFieldName(1, "url")]: textsFor("es").api.fields.httpsOnly },
        // What was sent comes back, so the editor shows the pictures again.
        values: { [galleryFieldName(0, "url")]: "https://a.test/1.jpg" },
      },
    });
  });

  it("without JavaScript (no gallery fields), one file still becomes the only picture", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      intent: "create",
      brand_id: "1",
      category_id: "1",
      price: "3",
      name: "Sem Script",
    })) {
      body.set(k, v);
    }
    body.set(
      "image",
      new File([new Uint8Array(await png("#0f766e"))], "a.png", { type: "image/png" }),
    );
    const request = appRequest("/admin/produtos/novo", {
      method: "POST",
      cookie: admin.cookie,
      body,
    });
    expect((await outcome(() => productNewAction(request))).status).toBe(302);
    const product = (await productNamed("Sem Script"))!;
    expect(await getProductImages(t.db, product.id)).toHaveLength(1);
    expect(product.image_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  describe("the inline edit", () => {
    const urls = [1, 2, 3].map((n) => `https://example.com/g${n}.jpg`);
    let id: number;

    function save(fields: Record<string, string>, query = "") {
      const request = formRequest(
        `/admin/produtos${query}`,
        { intent: "update", id: String(id), name: "Martelo", price: "20.00", ...fields },
        { cookie: admin.cookie },
      );
      return outcome(() => productsAction(request));
    }
    const stored = async () => (await getProductImages(t.db, id)).map((i) => [i.image_url, i.alt]);

    beforeAll(async () => {
      await create({ name: "Martelo", ...galleryFields(urls.map((url) => ({ url }))) });
      id = (await productNamed("Martelo"))!.id;
    });

    it("saves a new order, a removed picture and alt texts; the new first picture is the cover", async () => {
      const out = await save(galleryFields([{ url: urls[2]!, alt: "Cabo" }, { url: urls[0]! }]));
      expect(out).toMatchObject({ status: 200, body: { ok: true } });
      expect(await stored()).toEqual([
        [urls[2], "Cabo"],
        [urls[0], null],
      ]);
      const row = await t.db
        .selectFrom("product")
        .select("image_url")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.image_url).toBe(urls[2]);
    });

    it("a form without the gallery fields (an older page) leaves the gallery as it is", async () => {
      const before = await stored();
      expect((await save({ price: "21.00" })).status).toBe(200);
      expect(await stored()).toEqual(before);
    });

    it("a refused gallery changes nothing and says why beside the picture, in the admin's language", async () => {
      const before = await stored();
      const long = "x".repeat(301);
      const out = await save(galleryFields([{ url: urls[0]!, alt: long }]), "?lang=pt");
      expect(out).toMatchObject({
        status: 400,
        body: {
          ok: false,
          fields: { [galleryFieldName(0, "alt")]: textsFor("pt").api.fields.tooLong },
        },
      });
      expect(await stored()).toEqual(before);
    });

    it("every alt text of the languages table is stored", async () => {
      const fields = galleryFields([{ url: urls[1]! }]);
      for (const [key, value] of Object.entries(perLanguage("alt", (l) => `texto ${l}`))) {
        fields[`images.0.${key}`] = value;
      }
      expect((await save(fields)).status).toBe(200);
      const [image] = await getProductImages(t.db, id);
      expect(image).toMatchObject(perLanguage("alt", (l) => `texto ${l}`));
    });
  });
});
