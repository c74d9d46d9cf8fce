import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestAudit } from "~/.server/audit/audit.server";
import { updateProduct } from "~/.server/catalogue/product-writes.server";
import { getProductImages } from "~/.server/catalogue/product-images.server";
import { searchProducts } from "~/.server/search/search.server";
import {
  appRequest,
  callHandler,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { csvFile, productBySku, smallCatalogue } from "../../../../tests/fixtures/import";
import { action as errorsAction } from "../import-errors";
import { action as importAction } from "../import";
import type { ImportPageResult } from "./import-types";

// The catalogue import in the back office: the "Importar" page previews a file, applies exactly
// that preview (refused with a fresh one when the catalogue moved), downloads every error as CSV,
// and takes photos by SKU; messages in the administrator's language.

const GOOD = csvFile([
  ["sku", "nome", "preço", "marca", "categoria"],
  ["ADM-1", "Serrote Português", "35,50", "Bosch", "1"],
  ["ADM-2", "Martelo de Unha", "42", "Bosch", "1"],
]);
const BAD = csvFile([
  ["sku", "nome", "preço", "marca", "categoria"],
  ["ADM-3", "", "10", "Bosch", "1"],
  ["ADM-4", "Trena", "-3", "Bosch", "1"],
]);

function form(fields: Record<string, string>, file?: Uint8Array, name = "lista.csv") {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file) f.set("file", new File([new Uint8Array(file)], name, { type: "text/csv" }));
  return f;
}

describe.each(TEST_DB_KINDS)("the Importar page's action, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await smallCatalogue(t.db);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  const post = async (body: FormData, path = "/admin/importar", run = importAction) => {
    const out = await callHandler(
      run as never,
      appRequest(path, { method: "POST", cookie: admin.cookie, body }),
    );
    return { ...out, result: out.body as ImportPageResult };
  };

  it("previews without writing, then applies exactly the preview: products in the store and in search at once", async () => {
    const before = (await latestAudit(t.db, 100)).length;
    const preview = await post(form({ intent: "preview" }, GOOD));
    expect(preview.status).toBe(200);
    expect(preview.result.preview?.counts).toMatchObject({ create: 2, update: 0, errors: 0 });
    expect(preview.result.preview?.changes.map((c) => c.sku)).toEqual(["ADM-1", "ADM-2"]);
    expect((await latestAudit(t.db, 100)).length).toBe(before);
    const token = preview.result.preview!.token;

    const applied = await post(form({ intent: "apply", plan_token: token }, GOOD));
    expect(applied.status).toBe(200);
    expect(applied.result).toMatchObject({ ok: true, applied: { create: 2 } });
    const found = await searchProducts(t.db, "serrote portugues", { locale: "pt" });
    expect(found.items.map((p) => p.sku)).toContain("ADM-1");
  });

  it("applies a preview as shown after writes elsewhere; refuses it with a fresh preview and the reason once what it does changed", async () => {
    const file = csvFile([
      ["sku", "preço"],
      ["ADM-1", "36,00"],
    ]);
    const idOf = async (sku: string) => (await productBySku(t.db, sku)).id;
    const priceOf = async (sku: string) => (await productBySku(t.db, sku)).price_cents;

    // Another product changed after the preview: the file still does what was shown.
    const preview = await post(form({ intent: "preview" }, file));
    const token = preview.result.preview!.token;
    await updateProduct(t.db, await idOf("ADM-2"), { in_stock: false }, null);
    const applied = await post(form({ intent: "apply", plan_token: token }, file));
    expect(applied.result).toMatchObject({ ok: true, applied: { update: 1 } });
    expect(await priceOf("ADM-1")).toBe(3600);

    // The product it changes moved: applying would write a change the preview did not show.
    const file2 = csvFile([
      ["sku", "preço"],
      ["ADM-1", "37,00"],
    ]);
    const second = await post(form({ intent: "preview" }, file2));
    const token2 = second.result.preview!.token;
    await updateProduct(t.db, await idOf("ADM-1"), { price: 3700 }, null);
    const stale = await post(form({ intent: "apply", plan_token: token2 }, file2));
    expect(stale.status).toBe(409);
    expect(stale.result.formError).toMatch(/catálogo mudou/);
    expect(stale.result.preview!.token).not.toBe(token2);
    expect(stale.result.preview!.counts).toMatchObject({ update: 0, unchanged: 1 });
    // The fresh preview is the one that applies.
    const again = await post(
      form({ intent: "apply", plan_token: stale.result.preview!.token }, file2),
    );
    expect(again.result).toMatchObject({ ok: true, applied: { update: 0, unchanged: 1 } });
    expect(await priceOf("ADM-1")).toBe(3700);
  });

  it("shows row errors in the admin's language, refuses to apply them, and downloads them all as CSV", async () => {
    const preview = await post(form({ intent: "preview" }, BAD), "/admin/importar?lang=es");
    expect(preview.result.preview!.counts.errors).toBe(2);
    expect(preview.result.preview!.errors).toEqual([
      { row: 2, column: "nome", message: expect.stringMatching(/obligatorio/i) },
      { row: 3, column: "preço", message: expect.stringMatching(/negativo/i) },
    ]);
    const token = preview.result.preview!.token;
    const refused = await post(form({ intent: "apply", plan_token: token }, BAD));
    expect(refused.status).toBe(422);

    const download = await callHandler(
      errorsAction as never,
      appRequest("/admin/importar/erros?lang=en", {
        method: "POST",
        cookie: admin.cookie,
        body: form({ intent: "errors" }, BAD),
      }),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /attachment; filename="import-errors-/,
    );
    const text = String(download.body);
    expect(text).toContain("row;column;code;error");
    expect(text).toContain("2;nome;required;");
  });

  it("answers a missing or unreadable file as a message beside the form, never a 500", async () => {
    const missing = await post(form({ intent: "preview" }));
    expect(missing.status).toBe(400);
    expect(missing.result.formError).toBe("Escolha um arquivo.");
    const junk = await post(form({ intent: "preview" }, new Uint8Array([0, 1, 2, 3]), "x.xlsx"));
    expect(junk.status).toBe(400);
    expect(junk.result.formError).toBeTruthy();
  });

  it("adds photos by SKU and lists an unknown SKU", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set("intent", "photos");
    body.append("photos", new File([png], "adm-1.png", { type: "image/png" }));
    body.append("photos", new File([png], "ADM-1-2.png", { type: "image/png" }));
    body.append("photos", new File([png], "XYZ-9.png", { type: "image/png" }));
    const out = await post(body, "/admin/importar?lang=en");
    expect(out.status).toBe(200);
    expect(out.result.photos).toMatchObject({ added: 2, products: 1 });
    expect(out.result.photos!.lines.map((l) => [l.file, l.ok, l.unknownSku])).toEqual([
      ["adm-1.png", true, null],
      ["ADM-1-2.png", true, null],
      ["XYZ-9.png", false, "XYZ-9"],
    ]);
    expect(out.result.photos!.lines[0]!.message).toBe(
      "Added to Serrote Português (SKU ADM-1), position 1",
    );
    const id = (
      await t.db
        .selectFrom("product")
        .select("id")
        .where("sku", "=", "ADM-1")
        .executeTakeFirstOrThrow()
    ).id;
    expect(await getProductImages(t.db, id)).toHaveLength(2);
  });
});
