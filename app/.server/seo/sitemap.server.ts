import { imageSrc, MEDIA_WIDTHS } from "~/lib/media-url";
import type { SitemapPage } from "~/lib/seo/sitemap";
import type { Db } from "../db/kysely";
import { brandPath } from "~/lib/slug";

/** The sitemap names a product's cover at the largest width stored. */
const SITEMAP_IMAGE_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;

/** Audit entities whose writes change what the store's pages show. */
const CATALOGUE_ENTITIES = ["product", "brand", "category", "poster", "store_profile"];

function latest(...dates: (string | null | undefined)[]): string | null {
  let max: string | null = null;
  for (const d of dates) if (d && (max === null || d > max)) max = d;
  return max;
}

/**
 * Every public page of the store by its Portuguese path, with the time its content last changed:
 * a product's own and its brand's edits; a brand or category page's newest product; the
 * catalogue's last write for pages that show a bit of everything (timestamps are ISO text in
 * both databases, so they compare as strings); a product's page with its cover. Search pages are
 * left out: they are noindex.
 */
export async function listSitemapPages(db: Db): Promise<SitemapPage[]> {
  const [products, brands, categories, posters, profile, audit] = await Promise.all([
    db
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        "p.updated_at",
        "p.brand_id",
        "p.category_id",
        "p.is_special_offer",
        "p.image_hash",
        "p.image_url",
        "b.updated_at as brand_updated_at",
      ])
      .orderBy("p.id")
      .execute(),
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

  const byBrand = new Map<number, string>();
  const byCategory = new Map<number, string>();
  let newestProduct: string | null = null;
  let newestOffer: string | null = null;
  const productPages: SitemapPage[] = [];
  for (const p of products) {
    const lastmod = latest(p.updated_at, p.brand_updated_at) ?? p.updated_at;
    byBrand.set(p.brand_id, latest(byBrand.get(p.brand_id), lastmod)!);
    if (p.category_id != null) {
      byCategory.set(p.category_id, latest(byCategory.get(p.category_id), lastmod)!);
    }
    newestProduct = latest(newestProduct, lastmod);
    if (p.is_special_offer) newestOffer = latest(newestOffer, lastmod);
    const image = imageSrc({ hash: p.image_hash, url: p.image_url }, SITEMAP_IMAGE_WIDTH);
    productPages.push({ path: `/produto/${p.id}`, lastmod, image });
  }
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

  return [
    { path: "/", lastmod: catalogue },
    { path: "/produtos", lastmod: latest(newestProduct, audit?.created_at) ?? catalogue },
    { path: "/ofertas", lastmod: latest(newestOffer, audit?.created_at) ?? catalogue },
    { path: "/categorias", lastmod: latest(newestCategory, newestProduct) ?? catalogue },
    { path: "/marcas", lastmod: newestBrand ?? catalogue },
    { path: "/about", lastmod: info },
    { path: "/atendimento", lastmod: info },
    { path: "/localizacao", lastmod: info },
    ...categories.map((c) => ({
      path: `/produtos/${c.id}`,
      lastmod: latest(c.created_at, byCategory.get(c.id)),
    })),
    ...brands.map((b) => ({
      path: brandPath(b.slug),
      lastmod: latest(b.updated_at, byBrand.get(b.id)),
    })),
    ...productPages,
  ];
}
