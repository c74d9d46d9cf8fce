import { Migrator } from "kysely";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { getCatalogueVersion } from "../catalogue/version.server";
import { migrateToLatest } from "../db/kysely";
import { migrations } from "../db/migrations";
import { seedDemo } from "../db/seed/seed.server";
import {
  addDocument,
  documentFileName,
  documentLanguage,
  documentUrl,
  DocumentRefused,
  listDocuments,
  listVideos,
  MAX_DOCUMENTS,
  parseVideoList,
  readDocument,
  removeDocument,
  setVideos,
} from "./documents.server";
import { PdfRejected } from "./pdf-check.server";

const BEFORE = "2026-11-29T0100-enquiry-variants";
const DOCUMENTS = "2026-11-30T0200-product-documents";

async function pdf(pages: number, js = false) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([100, 100]);
  if (js) doc.addJavaScript("x", "app.alert(1)");
  return doc.save();
}

describe("document rules", () => {
  it("rule: a document's language is empty or one of the shop's", () => {
    expect(documentLanguage("")).toBeNull();
    expect(documentLanguage(" es ")).toBe("es");
    expect(documentLanguage("de")).toBe("bad");
  });
  it("rule: a download is named after its title, accent-free", () => {
    expect(documentFileName("Manual de instruções — Furadeira 750 W")).toBe(
      "manual-de-instrucoes-furadeira-750-w.pdf",
    );
    expect(documentFileName("???")).toBe("documento.pdf");
  });
  it("rule: video lists name the place of a bad address, keep order, drop duplicates", () => {
    expect(
      parseVideoList([
        "https://youtu.be/dQw4w9WgXcQ",
        "",
        "https://vimeo.com/76979871",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      ]),
    ).toEqual([
      { provider: "youtube", id: "dQw4w9WgXcQ" },
      { provider: "vimeo", id: "76979871" },
    ]);
    expect(parseVideoList(["https://vimeo.com/76979871", "https://example.com/v"])).toEqual({
      index: 1,
      problem: "unknownHost",
    });
    expect(parseVideoList(Array(11).fill("https://vimeo.com/76979871"))).toEqual({
      problem: "tooMany",
    });
  });
});

describe.each(TEST_DB_KINDS)("product documents on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("migration goes down and up again", async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(t.db.selectFrom("product_document").selectAll().execute()).rejects.toThrow();
    expect(await migrateToLatest(t.db)).toContain(DOCUMENTS);
    // The demo seed's documents went down with the tables; the tables are back, empty.
    await t.db.deleteFrom("product_document").execute();
    await t.db.deleteFrom("product_video").execute();
  });

  it("stores, lists, serves and removes a document, bumping the catalogue version", async () => {
    const before = await getCatalogueVersion(t.db);
    const doc = await addDocument(t.db, 1, {
      bytes: await pdf(3),
      fileName: "manual.pdf",
      title: "Manual",
      others: { es: "Manual de uso" },
      language: "pt",
    });
    expect(doc).toMatchObject({
      product_id: 1,
      position: 1,
      pages: 3,
      title: "Manual",
      title_en: null,
      title_es: "Manual de uso",
      language: "pt",
    });
    expect(await getCatalogueVersion(t.db)).toBeGreaterThan(before);
    expect(documentUrl(doc)).toBe(`/documentos/${doc.id}/${doc.file_hash}.pdf`);
    const served = await readDocument(t.db, doc.id, doc.file_hash);
    expect(Buffer.from(served!.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await readDocument(t.db, doc.id, "0".repeat(32))).toBeUndefined();
    const second = await addDocument(t.db, 1, {
      bytes: await pdf(1),
      fileName: "b.pdf",
      title: "Ficha",
    });
    expect((await listDocuments(t.db, 1)).map((d) => d.id)).toEqual([doc.id, second.id]);
    expect(await removeDocument(t.db, 2, doc.id)).toBe(false);
    expect(await removeDocument(t.db, 1, doc.id)).toBe(true);
    expect(await readDocument(t.db, doc.id, doc.file_hash)).toBeUndefined();
    await removeDocument(t.db, 1, second.id);
  });

  it(`refuses a PDF with JavaScript, a missing title, an unknown product and an eleventh document`, async () => {
    await expect(
      addDocument(t.db, 1, { bytes: await pdf(1, true), fileName: "a.pdf", title: "X" }),
    ).rejects.toBeInstanceOf(PdfRejected);
    await expect(
      addDocument(t.db, 1, { bytes: await pdf(1), fileName: "a.pdf", title: " " }),
    ).rejects.toEqual(new DocumentRefused("titleMissing"));
    await expect(
      addDocument(t.db, 999_999, { bytes: await pdf(1), fileName: "a.pdf", title: "X" }),
    ).rejects.toEqual(new DocumentRefused("productMissing"));
    const one = await pdf(1);
    for (let i = 0; i < MAX_DOCUMENTS; i++)
      await addDocument(t.db, 2, { bytes: one, fileName: "a.pdf", title: `D${i}` });
    await expect(
      addDocument(t.db, 2, { bytes: one, fileName: "a.pdf", title: "Eleven" }),
    ).rejects.toEqual(new DocumentRefused("tooMany"));
    expect(await listDocuments(t.db, 2)).toHaveLength(MAX_DOCUMENTS);
  });

  it("replaces videos in order, keeping the day a kept video was added", async () => {
    await setVideos(t.db, 1, [{ provider: "youtube", id: "dQw4w9WgXcQ" }]);
    const [first] = await listVideos(t.db, 1);
    await setVideos(t.db, 1, [
      { provider: "vimeo", id: "76979871" },
      { provider: "youtube", id: "dQw4w9WgXcQ" },
    ]);
    const videos = await listVideos(t.db, 1);
    expect(videos.map((v) => v.url)).toEqual([
      "https://vimeo.com/76979871",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ]);
    expect(videos[1]!.addedAt).toBe(first!.addedAt);
  });
});
