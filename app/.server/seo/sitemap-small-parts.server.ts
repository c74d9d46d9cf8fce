import { brandPath } from "~/lib/slug";
import type { SitemapPage } from "~/lib/seo/sitemap";
import { byCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";

// The sitemap's small parts: the store's own pages, the categories and the
// brands, each dated by what it shows; the products' files are in sitemap.server.ts.

/** Audit entities whose writes change what the store's pages show. */
const CATALOGUE_ENTITIES = ["product", "brand", "category", "poster", "store_profile"];

export function latest(...dates: (string | null | undefined)[]): string | null {
  let max: string | null = null;
  for (const d of dates) if (d && (max === null || d > max)) max = d;
  return max;
}

export interface SmallParts {
  pages: SitemapPage[];
  categories: SitemapPage[];
  brands: SitemapPage[];
}

/**
 * The store's own pages, the category pages and the brand pages, each with the time its content
 * last changed: a brand or category page's newest product (a product changes with its own edits
 * and its brand's); the catalogue's last write for pages that show a bit of everything
 * (timestamps are ISO text in both databases, so they compare as strings). Read by aggregates,
 * never product by product. Search pages are left out: they are noindex.
 */
async function readSmallParts(db: Db): Promise<SmallParts> {
  const newest = db
    .selectFrom("product as p")
    .innerJoin("brand as b", "b.id", "p.brand_id")
    .select((eb) => [
      eb.fn.max("p.updated_at").as("product"),
      eb.fn.max("b.updated_at").as("brand"),
    ]);
  const [byBrand, byCategory, all, offers, brands, categories, posters, profile, audit] =
    await Promise.all([
      db
        .selectFrom("product")
        .select((eb) => ["brand_id", eb.fn.max("updated_at").as("newest")])
        .groupBy("brand_id")
        .execute(),
      newest.select("p.category_id").groupBy("p.category_id").execute(),
      newest.executeTakeFirst(),
      newest.where("p.live_offer", "=", true).executeTakeFirst(),
      db.selectFrom("brand").select(["id", "slug", "updated_at"]).orderBy("position").execute(),
      db.selectFrom("category").select(["id", "created_at"]).orderBy("id").execute(),
      db.selectFrom("poster").select("created_at").execute(),
      db
        .selectFrom("store_setting")
        .select("updated_at")
        .where("key", "=", "store_profile")
        .executeTakeFirst(),
      db
        .selectFrom("audit_log")
        .select("created_at")
        .where("entity", "in", CATALOGUE_ENTITIES)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst(),
    ]);
  const brandProducts = new Map(byBrand.map((r) => [r.brand_id, r.newest]));
  const categoryProducts = new Map(
    byCategory.map((r) => [r.category_id, latest(r.product, r.brand)]),
  );
  const newestProduct = latest(all?.product, all?.brand);
  const newestOffer = latest(offers?.product, offers?.brand);
  const newestCategory = latest(...categories.map((c) => c.created_at));
  const newestBrand = latest(...brands.map((b) => b.updated_at));
  const catalogue = latest(
    audit?.created_at,
    newestProduct,
    newestBrand,
    newestCategory,
    ...posters.map((p) => p.created_at),
    profile?.updated_at,
  );
  // The store's own pages show the profile; the home page its posters and brands too.
  const info = profile?.updated_at ?? catalogue;
  return {
    pages: [
      { path: "/", lastmod: catalogue },
      { path: "/produtos", lastmod: latest(newestProduct, audit?.created_at) ?? catalogue },
      { path: "/ofertas", lastmod: latest(newestOffer, audit?.created_at) ?? catalogue },
      { path: "/categorias", lastmod: latest(newestCategory, newestProduct) ?? catalogue },
      { path: "/marcas", lastmod: newestBrand ?? catalogue },
      { path: "/about", lastmod: info },
      { path: "/atendimento", lastmod: info },
      { path: "/localizacao", lastmod: info },
    ],
    categories: categories.map((c) => ({
      path: `/produtos/${c.id}`,
      lastmod: latest(c.created_at, categoryProducts.get(c.id)),
    })),
    brands: brands.map((b) => ({
      path: brandPath(b.slug),
      // A brand's edit changes its products too: its own time covers theirs.
      lastmod: latest(b.updated_at, brandProducts.get(b.id)),
    })),
  };
}

export function smallParts(db: Db): Promise<SmallParts> {
  return byCatalogueVersion(db, "sitemap-small-parts", () => readSmallParts(db));
}
