import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { callApi, tokenFor } from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// POST /api/products/{id}/documents and DELETE …/{documentId} (issue #40; decision 068): a PDF
// upload answers 201 with the document; a refused one a 4xx naming why, in the caller's
// language; only administrators write.
describe.each(TEST_DB_KINDS)("JSON API: product documents on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
  }, 120_000);
  afterAll(() => t.cleanup());

  const pdf = async (js = false) => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    if (js) doc.addJavaScript("x", "app.alert(1)");
    return doc.save();
  };
  const form = (bytes: Uint8Array | null, fields: Record<string, string>) => {
    const f = new FormData();
    if (bytes)
      f.set("file", new File([new Uint8Array(bytes)], "manual.pdf", { type: "application/pdf" }));
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it("uploads, lists and deletes a document", async () => {
    const res = await callApi("POST", "/api/products/5/documents", {
      token: admin,
      body: form(await pdf(), { title: "Manual", title_es: "Manual de uso", language: "es" }),
    });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as {
      id: number;
      url: string;
      title: string;
      bytes: number;
      pages: number;
    };
    expect(doc).toMatchObject({
      title: "Manual",
      pages: 2,
      language: "es",
      title_es: "Manual de uso",
    });
    expect(doc.url).toMatch(/^\/documentos\/\d+\/[0-9a-f]{32}\.pdf$/);
    expect(doc.bytes).toBeGreaterThan(100);
    const list = (await (await callApi("GET", "/api/products/5/documents")).json()) as {
      data: { id: number }[];
    };
    expect(list.data.map((d) => d.id)).toEqual([doc.id]);
    expect(
      (await callApi("DELETE", `/api/products/5/documents/${doc.id}`, { token: admin })).status,
    ).toBe(204);
    expect(
      (await callApi("DELETE", `/api/products/5/documents/${doc.id}`, { token: admin })).status,
    ).toBe(404);
  });

  it("refuses a PDF with JavaScript naming it, in the caller's language", async () => {
    const res = await callApi("POST", "/api/products/5/documents", {
      token: admin,
      body: form(await pdf(true), { title: "Manual" }),
      headers: { "accept-language": "es" },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("documentRefused");
    expect(body.error.message).toContain("/JavaScript, /JS");
    expect(body.error.message).toContain("contenido activo");
  });

  it("answers 4xx for a missing file, a missing title, not a PDF, an unknown product and no token", async () => {
    const post = (body: FormData, token: string | undefined = admin, id = 5) =>
      callApi("POST", `/api/products/${id}/documents`, { token, body });
    expect((await post(form(null, { title: "X" }))).status).toBe(400);
    expect((await post(form(await pdf(), {}))).status).toBe(400);
    expect((await post(form(new TextEncoder().encode("<html>"), { title: "X" }))).status).toBe(422);
    expect((await post(form(await pdf(), { title: "X", language: "de" }))).status).toBe(400);
    expect((await post(form(await pdf(), { title: "X" }), admin, 999_999)).status).toBe(404);
    expect((await post(form(await pdf(), { title: "X" }), "")).status).toBe(401);
  });

  it("a product carries its documents and videos; PATCH writes the videos, naming a bad address", async () => {
    const patch = (videos: string[], lang = "pt") =>
      callApi("PATCH", "/api/products/6", {
        token: admin,
        json: { videos },
        headers: { "accept-language": lang },
      });
    const ok = await patch(["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]);
    expect(ok.status).toBe(200);
    const product = (await ok.json()) as { videos: string[]; documents: unknown[] };
    expect(product.videos).toEqual([
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
    ]);
    expect(product.documents).toEqual([]);
    const bad = await patch(["https://vimeo.com/76979871", "https://dailymotion.com/x"], "es");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: "videoRefused" });
    expect(body.error.message).toBe(
      "Dirección de video 2: solo YouTube (youtube.com, youtu.be) o Vimeo (vimeo.com).",
    );
    const kept = (await (await callApi("GET", "/api/products/6")).json()) as { videos: string[] };
    expect(kept.videos).toHaveLength(2);
  });
});
