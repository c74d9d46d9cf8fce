import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../fixtures/axe";
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import iconv from "iconv-lite";
import { expect, test } from "../fixtures/e2e";
import { pngUpload, SLOW } from "../fixtures/admin-sections-e2e";

// The catalogue import's journey: an administrator uploads a 200-row CSV as Excel in
// Brazilian Portuguese saves it (`;`, decimal comma, Windows-1252, accents), sees the preview
// with two row errors (and downloads them), fixes the file, applies it, and finds a product in the
// store and in search at once; exports CSV and imports it back with zero changes; then uploads
// photos named by SKU, one of them an unknown SKU, which is listed.

const ROWS = 200;
const BAD_NAME_ROW = 57;
const BAD_PRICE_ROW = 143;

/** The file Excel pt-BR writes: `;`, CRLF, decimal comma, Windows-1252; `broken` adds two errors. */
function supplierCsv(tag: string, broken: boolean): Buffer {
  const lines = ["SKU;Nome;Descrição;Preço;Preço Original;Oferta;Marca;Categoria;Em Estoque"];
  for (let n = 1; n <= ROWS; n++) {
    const id = String(n).padStart(3, "0");
    // Data rows start at spreadsheet row 2.
    const row = n + 1;
    const name = broken && row === BAD_NAME_ROW ? "" : `Chave Ação ${tag} Nº ${id}`;
    const price = broken && row === BAD_PRICE_ROW ? "12,3O" : `${10 + n},90`;
    const description = n === 1 ? '"Aço cromo-vanádio; cabo isolado\r\n1000 V"' : "Ferramenta útil";
    const offer = n % 10 === 0;
    lines.push(
      [
        `${tag}-${id}`,
        name,
        description,
        price,
        offer ? `${20 + n},00` : "",
        offer ? "sim" : "não",
        "Tramontina",
        "Ferramentas Manuais",
        // Out of stock: the store lists them after every product in stock and after the demo's
        // own out-of-stock ones, so the store journeys running beside this one still find the
        // demo catalogue on the first page of its category and brand.
        "não",
      ].join(";"),
    );
  }
  return iconv.encode(lines.join("\r\n") + "\r\n", "win1252");
}

// Skipped on the phone project: one back-office journey, which checks the 375 px layout itself.
test.skip(({ isMobile }) => isMobile, "one back-office journey; it checks 375 px itself");

test("an administrator imports a supplier's CSV through its preview, exports and re-imports it unchanged, and adds photos by SKU", async ({
  page,
  adminOn,
}) => {
  test.slow();
  const tag = `IMP${randomBytes(3).toString("hex").toUpperCase()}`;
  await adminOn("/admin/importar");
  await expect(page.getByRole("heading", { level: 1, name: "Importar" })).toBeVisible();
  const fileInput = page.getByLabel("Planilha (CSV ou XLSX, até 20 MB)");
  const counts = page.getByLabel("Resumo da prévia");
  const count = (key: string) => counts.locator(`[data-count="${key}"]`);

  // 1. The broken file: two row errors, in Portuguese, with row and column; nothing to apply.
  await fileInput.setInputFiles({
    name: "fornecedor.csv",
    mimeType: "text/csv",
    buffer: supplierCsv(tag, true),
  });
  await page.getByRole("button", { name: "Ver prévia" }).click();
  const errors = page.getByRole("table", { name: "Erros nas linhas" });
  await expect(errors).toBeVisible(SLOW);
  await expect(count("errors")).toHaveText("2");
  await expect(count("rows")).toHaveText("200");
  await expect(errors.getByRole("row").nth(1)).toContainText(String(BAD_NAME_ROW));
  await expect(errors.getByRole("row").nth(1)).toContainText("Nome");
  await expect(errors.getByRole("row").nth(1)).toContainText("Campo obrigatório");
  await expect(errors.getByRole("row").nth(2)).toContainText(String(BAD_PRICE_ROW));
  await expect(errors.getByRole("row").nth(2)).toContainText("O preço não é um número");
  await expect(page.getByRole("button", { name: "Aplicar" })).toHaveCount(0);

  // At 375 px the preview is readable (its tables scroll in their box, the page does not) and
  // axe finds nothing, errors showing.
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  await expectNoAxeViolations(page, { everyRule: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The full list downloads as CSV (the same file sent again), and the page stays.
  const [errorList] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Baixar todos os erros (CSV)" }).click(),
  ]);
  const errorText = readFileSync(await errorList.path()).toString("utf8");
  expect(errorList.suggestedFilename()).toMatch(/^erros-importacao-.*\.csv$/);
  expect(errorText).toContain("linha;coluna;código;erro");
  expect(errorText).toContain(`${BAD_NAME_ROW};Nome;required;`);
  expect(errorText).toContain(`${BAD_PRICE_ROW};Preço;priceNotNumber;`);
  await expect(errors).toBeVisible();

  // 2. The fixed file: 200 to create, no error; applied only on "Aplicar".
  await fileInput.setInputFiles({
    name: "fornecedor.csv",
    mimeType: "text/csv",
    buffer: supplierCsv(tag, false),
  });
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(count("errors")).toHaveText("0", SLOW);
  await expect(count("create")).toHaveText("200");
  const changes = page.getByRole("table", { name: "Linhas que vão mudar" });
  await expect(changes.getByRole("row").nth(1)).toContainText(`Chave Ação ${tag} Nº 001`);
  await expect(page.getByText("Mostrando as primeiras 100 de 200.")).toBeVisible();

  // Applied as previewed, although the other journeys on the shared server write to the
  // catalogue meanwhile: only a change to what this file does would refuse it.
  const done = page.getByRole("status").filter({ hasText: "Importação aplicada" });
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(done).toBeVisible(SLOW);
  await expect(done.locator('[data-count="create"]')).toHaveText("200");

  // 3. In the store and in its search at once, accents and all.
  await page.goto(`/busca?q=${encodeURIComponent(`chave acao ${tag} 007`)}`);
  const hit = page.getByRole("main").getByRole("link", { name: `Chave Ação ${tag} Nº 007` });
  await expect(hit.first()).toBeVisible(SLOW);
  await hit.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Chave Ação ${tag} Nº 007`);
  await expect(page.getByRole("main")).toContainText("17,90");

  // 4. Export as CSV, then import it back: nothing to change. The shared e2e server's other
  // journeys write products meanwhile, so this one takes its own 200 rows of the export (every
  // product round-trips in app/.server/catalogue/import/round-trip.server.test.ts).
  await page.goto("/admin/importar");
  const [exported] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  const exportBytes = readFileSync(await exported.path());
  expect(exportBytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const records: string[][] = parse(exportBytes, { bom: true, delimiter: ";" });
  const ours = records.filter((r) => r.some((cell) => cell.startsWith(`${tag}-`)));
  expect(ours).toHaveLength(ROWS);
  await page.getByLabel("Planilha (CSV ou XLSX, até 20 MB)").setInputFiles({
    name: "exportado.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      stringify([records[0]!, ...ours], { bom: true, delimiter: ";", record_delimiter: "\r\n" }),
    ),
  });
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(count("unchanged")).toHaveText("200", SLOW);
  await expect(count("create")).toHaveText("0");
  await expect(count("update")).toHaveText("0");
  await expect(count("errors")).toHaveText("0");
  await expect(page.getByText("A planilha não muda nada no catálogo.")).toBeVisible();

  // 5. Photos by SKU: two for product 001 (case-insensitive), one unknown SKU listed, not guessed.
  await page
    .getByLabel("Imagens ou um arquivo .zip (até 20 MB por envio)")
    .setInputFiles([
      await pngUpload(`${tag.toLowerCase()}-001.png`, 320, 240, "#dc2626"),
      await pngUpload(`${tag}-001-2.png`, 320, 240, "#16a34a"),
      await pngUpload(`${tag}-999.png`, 320, 240, "#2563eb"),
    ]);
  await page.getByRole("button", { name: "Enviar fotos" }).click();
  const results = page.getByRole("table", { name: "Resultado por arquivo" });
  await expect(results).toBeVisible(SLOW);
  await expect(results.getByRole("row").nth(1)).toContainText(
    `Adicionada a Chave Ação ${tag} Nº 001 (SKU ${tag}-001), posição 1`,
  );
  await expect(results.getByRole("row").nth(2)).toContainText("posição 2");
  await expect(results.getByRole("row").nth(3)).toContainText(`SKU desconhecido: ${tag}-999`);
  await expect(page.getByText(`SKUs desconhecidos: ${tag}-999`)).toBeVisible();
});
