import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import { createTestDrill, type TestDrill } from "../../../tests/fixtures/variant-product";
import * as comparePage from "./compare";

// The comparison with variants (docs/decisions/065-product-variants.md): an entry may name a
// variant of a product (`?ids=12:55`); its column shows that variant's price, stock line and
// option values, so two variants of one product compare side by side.

const routes = ["/comparar", "/es/comparar"].map((p) => asRoute(p, comparePage));

async function page(path: string): Promise<string> {
  const result = await renderRoute(routes, path);
  expect(result.status).toBe(200);
  return result.html.replaceAll("<!-- -->", "");
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Each row of the comparison's table: its cells' texts. */
function rows(html: string): Record<string, string[]> {
  const start = html.indexOf("<caption");
  const table = html.slice(start, html.indexOf("</table>", start));
  const body = table.slice(table.indexOf("<tbody"));
  return Object.fromEntries(
    [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => {
      const cells = m[1]!
        .split(/<\/t[hd]>/)
        .map(text)
        .filter(Boolean);
      return [cells[0]!.replace(/ \((difere|difiere)\)$/, ""), cells.slice(1)];
    }),
  );
}

const columns = (html: string) =>
  [...html.matchAll(/data-testid="compare-column"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!);

describe.each(TEST_DB_KINDS)("the comparison of variants on %s", (kind) => {
  let t: TestDb;
  let drill: TestDrill;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    drill = await createTestDrill(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("shows two variants of one product side by side: each one's name, price, stock line and option value", async () => {
    const { "127v": v127, "220v": v220 } = drill.variants;
    const html = await page(`/comparar?ids=${drill.id}:${v220.id},${drill.id}:${v127.id}`);
    const heads = columns(html);
    expect(heads).toHaveLength(2);
    expect(text(heads[0]!)).toContain(`${drill.name} — 220 V`);
    expect(heads[0]).toContain(`href="/produto/${drill.id}?variante=${v220.sku}"`);
    expect(heads[1]).toContain(`href="/produto/${drill.id}?variante=${v127.sku}"`);
    const table = rows(html);
    expect(table["Preço"]![0]).toContain("$ 189,90");
    expect(table["Preço"]![1]).toContain("$ 199,90");
    expect(table["Disponibilidade"]).toEqual(["Últimas 2 unidades", "Esgotado"]);
    expect(table["Voltagem"]).toEqual(["220 V", "127 V"]);
    // The variant as its own entry in the address (share, reload, "remove" links).
    expect(html).toContain(`value="${drill.id}:${v220.id},${drill.id}:${v127.id}"`);
    expect(html).toContain(`href="/comparar?ids=${drill.id}:${v127.id}"`);
  });

  it("beside the product itself, whose values are its variants'; in Spanish, in the variant's labels", async () => {
    const battery = drill.variants["bateria-18v"];
    const html = await page(`/es/comparar?ids=${drill.id}:${battery.id},${drill.id}`);
    const table = rows(html);
    expect(table["Voltaje"]).toEqual(["Batería 18 V", "127 V · 220 V · Batería 18 V"]);
    // Not tracked: in stock, without a count; the product is in stock when a variant is.
    expect(table["Disponibilidad"]).toEqual(["En stock", "En stock"]);
    expect(text(columns(html)[0]!)).toContain("— Batería 18 V");
  });

  it("a variant its product no longer has is left out and said so, as a product gone is", async () => {
    const html = await page(
      `/comparar?ids=${drill.id}:999999,${drill.id}:${drill.variants["220v"].id}`,
    );
    expect(columns(html)).toHaveLength(1);
    expect(html).toContain("1 produto do endereço não está mais disponível.");
  });
});
