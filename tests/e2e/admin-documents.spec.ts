import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../fixtures/axe";
import { PDFDocument } from "pdf-lib";
import { expect, test } from "../fixtures/e2e";
import { createMachine, desktopOnly, SLOW, toast } from "../fixtures/admin-sections-e2e";

// The back office's manuals and videos page (docs/decisions/068-product-documents-and-videos.md):
// an administrator opens it from the product's edit form, a PDF with JavaScript is refused naming
// why with the titles kept, a clean one uploads with a Spanish title, a video is added; the
// Spanish product page lists the manual under its Spanish title and serves it; then it is removed.

async function pdfFile(name: string, pages: number, js = false) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]);
  if (js) doc.addJavaScript("print", "this.print()");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
}

test("manuals and videos: upload a checked PDF with its titles, add a video, see both in the Spanish store, remove the manual", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "one journey of uploads; the store's phone view is store-documents");
  test.slow();
  const name = `Furadeira Manual ${randomBytes(3).toString("hex")}`;
  const id = await createMachine(testInfo.project.use.baseURL!, name);

  // From the product's edit form.
  await adminOn(`/admin/produtos?${new URLSearchParams({ q: name, edit: String(id) })}`);
  await page.getByRole("link", { name: `Manuais e vídeos de ${name}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Manuais e vídeos de ${name}` }),
  ).toBeVisible();
  await expect(page.getByText("Nenhum documento.")).toBeVisible();

  // A PDF that runs JavaScript is refused, naming it; the titles typed stay.
  const upload = page.getByRole("region", { name: "Enviar um documento" });
  await upload.getByLabel("Arquivo PDF").setInputFiles(await pdfFile("com-script.pdf", 1, true));
  await upload.getByLabel("Título (português)").fill("Manual do teste");
  await upload.getByLabel("Título (espanhol)").fill("Manual de prueba");
  await upload.getByRole("button", { name: "Enviar documento" }).click();
  await expect(upload.getByText(/conteúdo ativo \(\/JavaScript/)).toBeVisible(SLOW);
  await expect(upload.getByLabel("Título (português)")).toHaveValue("Manual do teste");
  await expect(upload.getByLabel("Título (espanhol)")).toHaveValue("Manual de prueba");

  // A clean one uploads and is listed with its pages.
  await upload.getByLabel("Arquivo PDF").setInputFiles(await pdfFile("manual.pdf", 3));
  await upload.getByLabel("Idioma do documento").selectOption("es");
  await upload.getByRole("button", { name: "Enviar documento" }).click();
  await expect(toast(page, "Documento enviado.")).toBeVisible(SLOW);
  const list = page.getByRole("list", { name: /Documentos \(PDF\)/ });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("3 páginas", { exact: false })).toBeVisible();
  await expect(page.getByText("(1 documento, de no máximo 10)")).toBeVisible();

  // A video, one address a line.
  await page
    .getByLabel("Endereços dos vídeos (um por linha, na ordem)")
    .fill("https://youtu.be/aqz-KE-bpKQ");
  await page.getByRole("button", { name: "Salvar vídeos" }).click();
  await expect(toast(page, "Vídeos salvos.")).toBeVisible(SLOW);

  await expectNoAxeViolations(page, { everyRule: true });

  // The Spanish store lists the manual under its Spanish title, and serves it.
  const store = await page.context().newPage();
  await store.goto(`/es/produto/${id}`);
  const section = store.getByRole("region", { name: "Manuales y videos" });
  const manual = section.getByRole("link", { name: /Manual de prueba/ });
  await expect(manual).toBeVisible();
  await expect(section.getByText(/3 páginas · en español/)).toBeVisible();
  const pdf = await store.request.get((await manual.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expect(section.getByRole("link", { name: /Reproducir el video 1/ })).toBeVisible();
  await store.close();

  // Removed, it is gone from the list.
  await list.getByRole("button", { name: "Remover Manual do teste" }).click();
  await expect(toast(page, "Documento removido.")).toBeVisible(SLOW);
  await expect(page.getByText("Nenhum documento.")).toBeVisible();
});
