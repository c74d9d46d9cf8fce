import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProductsByIds } from "~/.server/catalogue/products.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { bumpCatalogueVersion } from "~/.server/catalogue/version.server";
import type { Db } from "~/.server/db/kysely";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { toProductCard } from "~/lib/product-card";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import * as comparePage from "./compare";
import * as productPage from "./product";

// Specifications on a real database: the product page's specifications table and its
// JSON-LD, the voltage beside the price on the page and on cards, and the comparison page. The
// test makes its own attributes, in a category of its own, so it holds whatever the demo seed has.

const routes = [
  ...["/produto/:id", "/en/produto/:id", "/es/produto/:id"].map((p) => asRoute(p, productPage)),
  ...["/comparar", "/es/comparar"].map((p) => asRoute(p, comparePage)),
];

async function page(path: string): Promise<string> {
  const result = await renderRoute(routes, path);
  expect(result.status).toBe(200);
  // React's separators between adjacent texts, which a reader never sees.
  return result.html.replaceAll("<!-- -->", "");
}

function productLd(html: string): Record<string, unknown> {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].flatMap((m) => JSON.parse(m[1]!) as Record<string, unknown>[]);
  return blocks.find((b) => b["@type"] === "Product")!;
}

/** The text of the rows of the first table after `marker`, each as "name | value | …". */
function tableRows(html: string, marker: string): string[] {
  const start = html.indexOf(marker);
  expect(start).toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf("</table>", start));
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    m[1]!
      .split(/<\/t[hd]>/)
      .map((cell) =>
        cell
          .replace(/<[^>]+>/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter(Boolean)
      .join(" | "),
  );
}

/** The voltage attribute (the demo seed may have made it) with a 220 V value; made if missing. */
async function voltage(db: Db, now: string): Promise<{ id: number; value220: number }> {
  let attr = await db
    .selectFrom("attribute")
    .select("id")
    .where("code", "=", "voltagem")
    .executeTakeFirst();
  attr ??= await db
    .insertInto("attribute")
    .values({
      code: "voltagem",
      name: "Voltagem",
      name_en: "Voltage",
      name_es: "Voltaje",
      type: "choice",
      unit: null,
      unit_code: null,
      is_filter: true,
      position: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("attribute_value")
    .values({
      attribute_id: attr.id,
      code: "spec-test-220",
      label: "220 V (teste)",
      label_en: "220 V (test)",
      label_es: "220 V (prueba)",
      position: 99,
    })
    .execute();
  const value = await db
    .selectFrom("attribute_value")
    .select("id")
    .where("code", "=", "spec-test-220")
    .executeTakeFirstOrThrow();
  return { id: attr.id, value220: value.id };
}

describe.each(TEST_DB_KINDS)("specifications in the store on %s", (kind) => {
  let t: TestDb;
  let drill: number;
  let saw: number;
  let bare: number;
  let brand: string;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    const now = new Date().toISOString();
    const category = await t.db
      .insertInto("category")
      .values({
        name: "Testes",
        name_en: "Tests",
        name_es: "Pruebas",
        slug: "testes",
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const make = (name: string, price: string, inStock = true) =>
      createProduct(
        t.db,
        productInputSchema.parse({
          name,
          brand_id: 1,
          category_id: category.id,
          price,
          in_stock: inStock ? "on" : undefined,
        }),
        null,
      );
    drill = await make("Furadeira de teste", "49.9");
    saw = await make("Serra de teste", "89.9");
    bare = await make("Produto sem especificações", "10");
    brand = (
      await t.db.selectFrom("brand").select("name").where("id", "=", 1).executeTakeFirstOrThrow()
    ).name;
    const volt = await voltage(t.db, now);
    const attribute = (
      code: string,
      names: [string, string, string],
      type: "number" | "boolean",
      unit: string | null,
      unitCode: string | null,
    ) =>
      t.db
        .insertInto("attribute")
        .values({
          code,
          name: names[0],
          name_en: names[1],
          name_es: names[2],
          type,
          unit,
          unit_code: unitCode,
          is_filter: true,
          position: 50,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const power = await attribute(
      "spec-test-potencia",
      ["Potência", "Power", "Potencia"],
      "number",
      "W",
      "WTT",
    );
    const cordless = await attribute(
      "spec-test-sem-fio",
      ["Sem fio", "Cordless", "Inalámbrico"],
      "boolean",
      null,
      null,
    );
    // The category lists power, then voltage, then cordless.
    await t.db
      .insertInto("category_attribute")
      .values([
        { category_id: category.id, attribute_id: power.id, position: 0 },
        { category_id: category.id, attribute_id: volt.id, position: 1 },
        { category_id: category.id, attribute_id: cordless.id, position: 2 },
      ])
      .execute();
    await t.db
      .insertInto("product_attribute")
      .values([
        { product_id: drill, attribute_id: cordless.id, value_id: null, number_value: 1 },
        { product_id: drill, attribute_id: volt.id, value_id: volt.value220, number_value: null },
        { product_id: drill, attribute_id: power.id, value_id: null, number_value: 1500 },
        { product_id: saw, attribute_id: volt.id, value_id: volt.value220, number_value: null },
        { product_id: saw, attribute_id: power.id, value_id: null, number_value: 1800 },
      ])
      .execute();
    // Written behind the services' backs: the per-version caches must see it.
    await bumpCatalogueVersion(t.db);
  });
  afterAll(() => t.cleanup());

  it("the product page lists the specifications in the category's order, with units, in its language", async () => {
    const pt = await page(`/produto/${drill}`);
    expect(pt).toContain(">Especificações</h2>");
    expect(tableRows(pt, 'id="specs-heading"')).toEqual([
      "Potência | 1.500 W",
      "Voltagem | 220 V (teste)",
      "Sem fio | Sim",
    ]);
    const es = await page(`/es/produto/${drill}`);
    expect(es).toContain(">Especificaciones</h2>");
    expect(tableRows(es, 'id="specs-heading"')).toEqual([
      "Potencia | 1.500 W",
      "Voltaje | 220 V (prueba)",
      "Inalámbrico | Sí",
    ]);
    const en = await page(`/en/produto/${drill}`);
    expect(tableRows(en, 'id="specs-heading"')).toEqual([
      "Power | 1,500 W",
      "Voltage | 220 V (test)",
      "Cordless | Yes",
    ]);
  });

  it("JSON-LD carries them as additionalProperty, numbers with unitCode and unitText", async () => {
    const ld = productLd(await page(`/es/produto/${drill}`));
    expect(ld.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Potencia", value: 1500, unitCode: "WTT", unitText: "W" },
      { "@type": "PropertyValue", name: "Voltaje", value: "220 V (prueba)" },
      { "@type": "PropertyValue", name: "Inalámbrico", value: true },
    ]);
  });

  it("a product without values shows no table and no additionalProperty", async () => {
    const html = await page(`/produto/${bare}`);
    // The product itself; the related products' cards below it have their own.
    const own = html.slice(0, html.indexOf("</article>"));
    expect(own).not.toContain("Especificações");
    expect(own).not.toContain('data-testid="voltage-badge"');
    expect(productLd(html)).not.toHaveProperty("additionalProperty");
  });

  it("the voltage shows beside the price on the product page and on cards, in the page's language", async () => {
    const html = await page(`/es/produto/${drill}`);
    expect(html).toMatch(
      /data-testid="voltage-badge"[^>]*><span class="sr-only">Voltaje: <\/span>220 V \(prueba\)<\/span>/,
    );
    const [drillView, bareView] = await getProductsByIds(t.db, [drill, bare]);
    expect(toProductCard(drillView!, "es").voltage).toBe("220 V (prueba)");
    expect(toProductCard(drillView!, "pt").voltage).toBe("220 V (teste)");
    expect(toProductCard(bareView!, "pt").voltage).toBeNull();
  });

  it("the comparison shows the products side by side, the union of their attributes, differences marked", async () => {
    const html = await page(`/comparar?ids=${drill},${saw},999999`);
    expect(html.match(/data-testid="compare-column"/g)).toHaveLength(2);
    expect(html).toContain("1 produto do endereço não está mais disponível.");
    const rows = tableRows(html, "<caption");
    expect(rows.slice(1)).toEqual([
      "Preço (difere) | Preço: $ 49,90Voltagem: 220 V (teste) | Preço: $ 89,90Voltagem: 220 V (teste)",
      `Marca | ${brand} | ${brand}`,
      "Disponibilidade | Em estoque | Em estoque",
      "Potência (difere) | 1.500 W | 1.800 W",
      "Voltagem | 220 V (teste) | 220 V (teste)",
      "Sem fio (difere) | Sim | —não informado",
    ]);
    expect(html.match(/<tr data-differs="true"/g)).toHaveLength(3);
    // A shopper's own choice: never indexed.
    const meta = comparePage.meta as unknown as (
      args: object,
    ) => { name?: string; content?: string }[];
    const tags = meta({ data: undefined, location: { pathname: "/comparar" }, matches: [] });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("only the differing rows with diff=1; an address of garbage is an empty comparison with a way back", async () => {
    const html = await page(`/es/comparar?ids=${drill},${saw}&diff=1`);
    const rows = tableRows(html, "<caption").slice(1);
    expect(rows.map((r) => r.split(" | ")[0])).toEqual([
      "Precio (difiere)",
      "Potencia (difiere)",
      "Inalámbrico (difiere)",
    ]);
    expect(html).toMatch(/<input[^>]*role="switch"[^>]*checked=""/);
    const garbage = await page("/es/comparar?ids=%3Cscript%3E");
    expect(garbage).toContain("No hay productos para comparar.");
    expect(garbage).toContain("La dirección no indica productos que podamos comparar.");
    expect(garbage).toContain('href="/es/produtos"');
    const many = await page(`/comparar?ids=${drill},${saw},${bare},1,2,3`);
    expect(many.match(/data-testid="compare-column"/g)).toHaveLength(4);
    expect(many).toContain("Só os 4 primeiros produtos do endereço são comparados.");
  });
});
