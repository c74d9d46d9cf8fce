import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { listDocuments, listVideos } from "~/.server/documents/documents.server";
import { textsFor } from "~/i18n/texts";
import { productInputSchema } from "~/lib/catalogue-schemas";
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
import { action, loader } from "../product-documents";
import type { DocumentsEditorData } from "./documents-page.server";

// The back office's documents and videos editor (docs/decisions/068-product-documents-and-videos.md):
// a PDF uploaded with its titles through the form kit and checked as the API checks it, a refused
// one named with its reason beside the file field and what was typed kept; titles saved, order
// moved, removal; the videos' list, a bad address named by its line. Only administrators.

async function pdf(pages: number, js = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([100, 100]);
  if (js) doc.addJavaScript("x", "app.alert(1)");
  return doc.save();
}

const pt = textsFor("pt").adminSections.documents;

describe.each(TEST_DB_KINDS)("the documents editor, on %s", (kind) => {
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

  const newProduct = () =>
    createProduct(
      t.db,
      productInputSchema.parse({
        name: `Furadeira Manual ${++serial}`,
        brand_id: 1,
        category_id: 2,
        price: "300",
      }),
      null,
    );

  const path = (id: number, search = "") => `/admin/produtos/${id}/documentos${search}`;

  const page = (id: number, cookie = admin.cookie) =>
    callHandler(loader, appRequest(path(id), { cookie }), { id: String(id) });

  const upload = async (
    id: number,
    fields: Record<string, string>,
    file: Uint8Array | null,
    { search = "", cookie = admin.cookie } = {},
  ): Promise<Outcome> => {
    const form = new FormData();
    form.set("intent", "upload");
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file)
      form.set("file", new File([new Uint8Array(file)], "manual.pdf", { type: "application/pdf" }));
    return callHandler(
      action,
      appRequest(path(id, search), { method: "POST", cookie, body: form }),
      { id: String(id) },
    );
  };

  const post = (id: number, fields: Record<string, string>, search = "") =>
    callHandler(action, formRequest(path(id, search), fields, { cookie: admin.cookie }), {
      id: String(id),
    });

  it("uploads a PDF with its titles and language; the page lists it with size and pages", async () => {
    const id = await newProduct();
    const out = await upload(
      id,
      { title: "Manual", title_en: "Manual (EN)", title_es: "", language: "es" },
      await pdf(3),
    );
    expect(out).toMatchObject({ status: 200, body: { ok: true, toast: { message: pt.uploaded } } });
    const shown = (await page(id)).body as DocumentsEditorData & { found: true };
    expect(shown.documents).toEqual([
      expect.objectContaining({
        title: "Manual",
        title_en: "Manual (EN)",
        title_es: null,
        language: "es",
        pages: 3,
        fileName: "manual.pdf",
      }),
    ]);
    expect(shown.documents[0]!.url).toMatch(/^\/documentos\/\d+\/[0-9a-f]{32}\.pdf$/);
  });

  it("refuses a PDF with JavaScript, naming it beside the file in the administrator's language, keeping the titles", async () => {
    const id = await newProduct();
    const out = await upload(id, { title: "Com script" }, await pdf(1, true), {
      search: "?lang=es",
    });
    expect(out.status).toBe(422);
    const body = out.body as {
      ok: boolean;
      fields: Record<string, string>;
      values: Record<string, string>;
    };
    expect(body.ok).toBe(false);
    expect(body.fields.file).toContain("/JavaScript");
    expect(body.fields.file).toMatch(/contenido activo/);
    expect(body.values.title).toBe("Com script");
    expect(await listDocuments(t.db, id)).toEqual([]);
  });

  it("asks for the file and the Portuguese title, and refuses bytes that are no PDF", async () => {
    const id = await newProduct();
    const noFile = await upload(id, { title: "Sem arquivo" }, null);
    expect(noFile).toMatchObject({ status: 400, body: { fields: { file: pt.fileMissing } } });
    const noTitle = await upload(id, { title: "" }, await pdf(1));
    expect(noTitle.status).toBe(400);
    expect((noTitle.body as { fields: Record<string, string> }).fields.title).toBeTruthy();
    const notPdf = await upload(id, { title: "Foto" }, new TextEncoder().encode("GIF89a..."));
    expect(notPdf.status).toBe(422);
    expect((notPdf.body as { fields: Record<string, string> }).fields.file).toMatch(/não é um PDF/);
    expect(await listDocuments(t.db, id)).toEqual([]);
  });

  it("rule: at most 10 documents a product; the eleventh is refused with 409", async () => {
    const id = await newProduct();
    const bytes = await pdf(1);
    for (let i = 1; i <= 10; i++)
      expect((await upload(id, { title: `Doc ${i}` }, bytes)).status).toBe(200);
    const out = await upload(id, { title: "Doc 11" }, bytes);
    expect(out.status).toBe(409);
    expect((await listDocuments(t.db, id)).length).toBe(10);
  });

  it("saves a document's titles, moves it, removes it; a removed one is 'already removed'", async () => {
    const id = await newProduct();
    await upload(id, { title: "Primeiro" }, await pdf(1));
    await upload(id, { title: "Segundo" }, await pdf(2));
    const [first, second] = await listDocuments(t.db, id);
    const edited = await post(id, {
      intent: "edit",
      id: String(second!.id),
      title: "Segundo manual",
      title_en: "",
      title_es: "Segundo manual (ES)",
      language: "pt",
    });
    expect(edited).toMatchObject({ status: 200, body: { toast: { message: pt.saved } } });
    expect(
      await post(id, { intent: "move", id: String(second!.id), direction: "up" }),
    ).toMatchObject({ status: 200, body: { toast: { message: pt.moved } } });
    expect((await listDocuments(t.db, id)).map((d) => [d.title, d.title_es, d.language])).toEqual([
      ["Segundo manual", "Segundo manual (ES)", "pt"],
      ["Primeiro", null, null],
    ]);
    expect(await post(id, { intent: "remove", id: String(first!.id) })).toMatchObject({
      status: 200,
      body: { toast: { message: pt.removed } },
    });
    expect(await post(id, { intent: "remove", id: String(first!.id) })).toMatchObject({
      status: 404,
      body: { toast: { message: pt.gone } },
    });
    // Another product's document is not this page's to touch.
    const other = await newProduct();
    expect(
      (await post(other, { intent: "edit", id: String(second!.id), title: "Outro" })).status,
    ).toBe(404);
    expect((await listDocuments(t.db, id)).map((d) => d.title)).toEqual(["Segundo manual"]);
  });

  it("saves the videos one a line; a bad address is named by its line, and nothing changes", async () => {
    const id = await newProduct();
    const good = await post(id, {
      intent: "videos",
      videos: "https://youtu.be/aqz-KE-bpKQ\r\n\r\nhttps://vimeo.com/76979871\n",
    });
    expect(good).toMatchObject({ status: 200, body: { toast: { message: pt.videosSaved } } });
    const bad = await post(id, {
      intent: "videos",
      videos: "https://vimeo.com/76979871\n\nhttps://example.com/video",
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Record<string, string> }).fields.videos).toMatch(/^Linha 3: /);
    expect((await listVideos(t.db, id)).map((v) => v.url)).toEqual([
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://vimeo.com/76979871",
    ]);
    const shown = (await page(id)).body as DocumentsEditorData;
    expect(shown.videos).toHaveLength(2);
  });

  it("is for administrators only: a shopper's upload is refused and nothing is stored", async () => {
    const id = await newProduct();
    expect([302, 401, 403]).toContain((await page(id, shopper.cookie)).status);
    const out = await upload(id, { title: "Intruso" }, await pdf(1), { cookie: shopper.cookie });
    expect([302, 401, 403]).toContain(out.status);
    expect(await listDocuments(t.db, id)).toEqual([]);
    expect((await page(999_999)).status).toBe(404);
  });
});
