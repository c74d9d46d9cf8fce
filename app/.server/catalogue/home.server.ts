import type { Locale } from "~/i18n/locale";
import { localized } from "~/lib/localized";
import type { ImageRef } from "~/lib/media-url";
import { toProductCard } from "~/lib/product-card";
import { MARQUEE_MAX_ENTRIES } from "~/lib/marquee";
import type { Db } from "../db/kysely";
import { listBrands } from "./brands.server";
import { listCategories } from "./categories.server";
import { countProducts, listProductItems } from "./products.server";
import { byCatalogueVersion } from "./version.server";

/**
 * Products in each of the home page's rows (8–12): eight, two rows of four on wide
 * screens; the page stays light enough to serve at a category page's rate (docs/performance.md).
 */
export const HOME_ROW_SIZE = 8;
/** Category tiles on the home page; /categorias lists every one. */
export const HOME_CATEGORY_TILES = 12;

/**
 * What the home page reads besides the store's chrome (store-chrome.server.ts), kept while the
 * catalogue version stays the same: one primary-key read per uncached home page instead of a
 * dozen queries. The brands are a bounded read: the grid and the marquee never show more than
 * MARQUEE_MAX_ENTRIES; one more says whether the grid links to the page of every brand.
 */
export function homeContent(db: Db, locale: Locale) {
  return byCatalogueVersion(db, `home:${locale}`, async () => {
    const [brandsAndOneMore, rows, tiles] = await Promise.all([
      listBrands(db, MARQUEE_MAX_ENTRIES + 1),
      readHomeProductRows(db, locale),
      readCategoryTiles(db, locale),
    ]);
    return {
      brands: brandsAndOneMore.slice(0, MARQUEE_MAX_ENTRIES),
      moreBrands: brandsAndOneMore.length > MARQUEE_MAX_ENTRIES,
      ...rows,
      categories: homeCategoryTiles(tiles),
    };
  });
}

/**
 * The home page's product rows: "Ofertas da semana", the offers with the biggest
 * discount first, and "Novidades", the newest products. Each is one page of a list the shop
 * already has (/ofertas by discount, /produtos by newest), read through that list's index.
 */
async function readHomeProductRows(db: Db, locale: Locale) {
  const [offers, newest] = await Promise.all([
    listProductItems(db, { locale, offers: true, sort: "discount", perPage: HOME_ROW_SIZE }),
    listProductItems(db, { locale, sort: "newest", perPage: HOME_ROW_SIZE }),
  ]);
  return {
    offers: offers.map((p) => toProductCard(p, locale)),
    newest: newest.map((p) => toProductCard(p, locale)),
  };
}

export interface CategoryTile {
  id: number;
  name: string;
  count: number;
  /** The picture of the category's first product in the list's own order, if it has one. */
  image: ImageRef;
}

/**
 * Every category with its product count and a picture: the cover of its first product by
 * relevance (in stock first, then the catalogue's order), read through the category list's index
 * by one correlated subquery per column. Kept while the catalogue version stays the same, as the
 * home page's rows are: both change only with the catalogue.
 */
export function categoryTiles(db: Db, locale: Locale): Promise<CategoryTile[]> {
  return byCatalogueVersion(db, `category-tiles:${locale}`, () => readCategoryTiles(db, locale));
}

async function readCategoryTiles(db: Db, locale: Locale): Promise<CategoryTile[]> {
  const [categories, covers] = await Promise.all([
    listCategories(db, locale),
    db
      .selectFrom("category as c")
      .select((eb) => {
        const first = () =>
          eb
            .selectFrom("product as p")
            .whereRef("p.category_id", "=", "c.id")
            .orderBy("p.in_stock", "desc")
            .orderBy("p.position")
            .orderBy("p.id")
            .limit(1);
        return [
          "c.id",
          first().select("p.image_hash").as("image_hash"),
          first().select("p.image_url").as("image_url"),
        ];
      })
      .execute(),
  ]);
  const coverOf = new Map(covers.map((c) => [c.id, c]));
  const counts = await Promise.all(categories.map((c) => countProducts(db, { categoryId: c.id })));
  return categories.map((c, i) => ({
    id: c.id,
    name: localized(c, "name", locale),
    count: counts[i] ?? 0,
    image: {
      hash: coverOf.get(c.id)?.image_hash ?? null,
      url: coverOf.get(c.id)?.image_url ?? null,
    },
  }));
}

/**
 * The home page's category tiles: the categories that have products, at most
 * HOME_CATEGORY_TILES of them, in the categories page's order.
 */
export function homeCategoryTiles(tiles: CategoryTile[]): CategoryTile[] {
  return tiles.filter((t) => t.count > 0).slice(0, HOME_CATEGORY_TILES);
}
