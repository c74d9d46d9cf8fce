import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { getEnv } from "~/.server/env";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import * as productPage from "./product";

// A product page's JSON-LD `image` is every gallery image's absolute URL, the cover
// first.

async function renderProduct(path: string): Promise<string> {
  const Page = productPage.default as unknown as (props: {
    loaderData: unknown;
  }) => React.ReactNode;
  const routes: RouteObject[] = [
    {
      path: "/produto/:id",
      loader: productPage.loader as unknown as RouteObject["loader"],
      Component: () => <Page loaderData={useLoaderData()} />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://shop.example${path}`));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The product's block of a page's JSON-LD (a Product, or a ProductGroup for a product with
 * options: the picture is the group's), parsed as a search engine would.
 */
function productLd(html: string): { image?: string[] } | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => JSON.parse(m[1]!) as { "@type": string; image?: string[] }[])
    .find((b) => b["@type"] === "Product" || b["@type"] === "ProductGroup");
}

describe.each(TEST_DB_KINDS)("product gallery in search-engine data on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("JSON-LD image lists every gallery image's absolute URL, the cover first", async () => {
    const cover = await t.db
      .selectFrom("product")
      .select("image_hash")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    const id = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Trena 5 m",
        brand_id: 1,
        category_id: 1,
        price: "20",
        images: [
          { url: "https://cdn.example.com/trena-1.jpg" },
          { url: `/media/${cover.image_hash}-800.webp`, alt: "Trena aberta" },
        ],
      }),
      null,
    );
    const origin = getEnv().BASE_URL;
    expect(productLd(await renderProduct(`/produto/${id}`))?.image).toEqual([
      "https://cdn.example.com/trena-1.jpg",
      `${origin}/media/${cover.image_hash}-1200.webp`,
    ]);
  });

  it("a seeded product's JSON-LD image is every picture of its gallery, the cover first", async () => {
    const image = productLd(await renderProduct("/produto/1"))?.image;
    // The first demo product has four pictures: front, detail, in use and packaging.
    expect(image).toHaveLength(4);
    for (const url of image!) expect(url).toMatch(/\/media\/[0-9a-f]{32}-1200\.webp$/);
    const cover = await t.db
      .selectFrom("product")
      .select("image_hash")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(image![0]).toContain(`/media/${cover.image_hash}-1200.webp`);
  });
});
