import type { RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { productVariantsSchema } from "~/lib/variant-schemas";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import * as searchPage from "./search";

// A shopper who types a variant's SKU in the search gets its product with that variant chosen.

const routes: RouteObject[] = [
  asRoute("/busca", searchPage),
  asRoute("/en/busca", searchPage),
  asRoute("/es/busca", searchPage),
];

describe.each(TEST_DB_KINDS)("search by a variant's SKU on %s", (kind) => {
  let t: TestDb;
  let id: number;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    id = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Furadeira Busca",
        brand_id: 1,
        category_id: 2,
        price: "5",
      }),
      null,
      {},
      productVariantsSchema.parse({
        options: ["voltagem"],
        variants: [
          { sku: "BUSCA-127", options: { voltagem: "127v" }, price: "10" },
          { sku: "BUSCA-220", options: { voltagem: "220v" }, price: "11" },
        ],
      }),
    );
  });
  afterAll(() => t.cleanup());

  it("opens the product with the variant chosen, in the page's language, however the SKU is cased", async () => {
    expect(await renderRoute(routes, "/busca?q=BUSCA-220")).toMatchObject({
      status: 302,
      location: `/produto/${id}?variante=BUSCA-220`,
    });
    expect(await renderRoute(routes, "/en/busca?q=%20busca-127%20")).toMatchObject({
      status: 302,
      location: `/en/produto/${id}?variante=BUSCA-127`,
    });
    // Words are searched as before.
    const words = await renderRoute(routes, "/es/busca?q=furadeira%20busca");
    expect(words.status).toBe(200);
    expect(words.html).toContain("Furadeira Busca");
    // A control character is no SKU: the search answers, on PostgreSQL too (it refuses NUL).
    expect((await renderRoute(routes, "/busca?q=BUSCA-220%00")).status).toBe(200);
  });
});
