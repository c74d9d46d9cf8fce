import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDocument } from "~/.server/documents/documents.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { appRequest, callHandler, installAuthTestDb } from "../../../tests/fixtures/auth";
import type { TestDb } from "../../../tests/fixtures/databases";
import { loader } from "./document";

// A product's manual as served (decision 068): the PDF's own bytes, opened inline under its
// title's name, immutable, never sniffed, running nothing; anything else is a 404.
describe("the document download", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb("sqlite");
    await seedDemo(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("serves the PDF with its name, a long cache and nosniff", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const doc = await addDocument(t.db, 3, {
      bytes: await pdf.save(),
      fileName: "x.pdf",
      title: "Manual de instruções",
    });
    const request = appRequest(`/documentos/${doc.id}/${doc.file_hash}.pdf`);
    const response = (await loader({
      request,
      params: { id: String(doc.id), file: `${doc.file_hash}.pdf` },
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="manual-de-instrucoes.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    for (const file of [`${"0".repeat(32)}.pdf`, "../etc.pdf", `${doc.file_hash}.exe`]) {
      const out = await callHandler(loader, appRequest(`/documentos/${doc.id}/${file}`), {
        id: String(doc.id),
        file,
      });
      expect(out.status).toBe(404);
    }
  });
});
