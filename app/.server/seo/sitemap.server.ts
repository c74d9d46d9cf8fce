import { LANGUAGES } from "~/i18n/languages";
import { MEDIA_WIDTHS } from "~/lib/media-url";
import {
  pageEntries,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapPage,
  type SitemapPart,
} from "~/lib/seo/sitemap";
import { pictureSourcesOf } from "../catalogue/product-images.server";
import { byCatalogueVersion } from "../catalogue/version.server";
import { latest, smallParts } from "./sitemap-small-parts.server";
import type { Db } from "../db/kysely";

// `/sitemap.xml` is a sitemap index; its parts are the store's own pages, the
// categories, the brands and the products, these cut into files that keep within the protocol's
// 50,000 URLs and 50 MB, streamed from the database a batch at a time.

/** The sitemap names a product's pictures at the largest width stored. */
const SITEMAP_IMAGE_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
/** Products read per query while a products part is written or planned. */
export const SITEMAP_BATCH = 1000;

/** A product's page in the sitemap, with the product's id. */
export type ProductPage = SitemapPage & { id: number };

/**
 * Product pages with id in (`after`, `last`] (no end without `last`), by id, `SITEMAP_BATCH` at a
 * time: each with its lastmod and its pictures (the gallery in order; the cover alone for a
 * product without one).
 */
export async function* productPages(
  db: Db,
  after = 0,
  last?: number,
): AsyncGenerator<ProductPage[]> {
  for (;;) {
    const products = await db
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select([
        "p.id",
        "p.updated_at",
        "b.updated_at as brand_updated_at",
        "p.image_hash",
        "p.image_url",
      ])
      .where("p.id", ">", after)
      .$if(last !== undefined, (q) => q.where("p.id", "<=", last!))
      .orderBy("p.id")
      .limit(SITEMAP_BATCH)
      .execute();
    if (products.length === 0) return;
    const pictures = await pictureSourcesOf(
      db,
      products.map((p) => ({ id: p.id, hash: p.image_hash, url: p.image_url })),
      SITEMAP_IMAGE_WIDTH,
    );
    yield products.map((p) => ({
      id: p.id,
      path: `/produto/${p.id}`,
      lastmod: latest(p.updated_at, p.brand_updated_at),
      images: pictures.get(p.id) ?? [],
    }));
    if (products.length < SITEMAP_BATCH) return;
    after = products[products.length - 1]!.id;
  }
}

/** One products file of the index: the products with id in (`after`, `last`]. */
export interface ProductPart extends SitemapPart {
  after: number;
  last: number;
  urls: number;
  bytes: number;
}

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

/**
 * Cuts the products into files within the protocol's limits, by writing every product's entries
 * once and counting their URLs and bytes (a picture's URL may be up to 2,000 characters, so a
 * fixed count of products per file could not promise 50 MB). Kept while the catalogue version
 * stays the same; only the cuts are kept, never the XML.
 */
export async function planProductParts(
  db: Db,
  origin: string,
  limits: SitemapLimits = { urls: SITEMAP_MAX_URLS, bytes: SITEMAP_MAX_BYTES },
): Promise<ProductPart[]> {
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const perPage = LANGUAGES.length;
  const parts: ProductPart[] = [];
  let current: ProductPart | null = null;
  let previous = 0;
  for await (const batch of productPages(db)) {
    for (const page of batch) {
      const { id } = page;
      const bytes = Buffer.byteLength(pageEntries(origin, page));
      if (
        !current ||
        current.urls + perPage > limits.urls ||
        current.bytes + bytes > limits.bytes
      ) {
        current = {
          path: partPath(`products-${parts.length + 1}`),
          lastmod: null,
          after: previous,
          last: id,
          urls: 0,
          bytes: frame,
        };
        parts.push(current);
      }
      current.last = id;
      current.urls += perPage;
      current.bytes += bytes;
      current.lastmod = latest(current.lastmod, page.lastmod);
      previous = id;
    }
  }
  return parts;
}

function productParts(db: Db, origin: string): Promise<ProductPart[]> {
  return byCatalogueVersion(db, `sitemap-products:${origin}`, () => planProductParts(db, origin));
}

const SMALL_PARTS = ["pages", "categories", "brands"] as const;

/**
 * A part's address. The parts live beside the index, at the site's root: a sitemap file may only
 * list pages under its own folder (sitemaps.org), so `/sitemap/x.xml` could not list `/produto/1`.
 */
function partPath(name: string): string {
  return `/sitemap.xml?part=${name}`;
}

/** Whether `name` could be a part's (`pages`, `categories`, `brands`, `products-N`). */
export function isSitemapPartName(name: string): boolean {
  return (SMALL_PARTS as readonly string[]).includes(name) || /^products-[1-9]\d{0,5}$/.test(name);
}

/** The index's parts: the store's pages, categories, brands, then the products' files. */
export async function sitemapParts(db: Db, origin: string): Promise<SitemapPart[]> {
  const [small, products] = await Promise.all([smallParts(db), productParts(db, origin)]);
  return [
    ...SMALL_PARTS.filter((name) => small[name].length > 0).map((name) => ({
      path: partPath(name),
      lastmod: latest(...small[name].map((p) => p.lastmod)),
    })),
    ...products.map(({ path, lastmod }) => ({ path, lastmod })),
  ];
}

/**
 * One part's XML as a stream of strings, or null for a part the index does not name (`pages`,
 * `categories` and `brands` while they list something, `products-N` while there are N files).
 */
export async function sitemapPartPieces(
  db: Db,
  origin: string,
  name: string,
): Promise<AsyncGenerator<string> | null> {
  const small = SMALL_PARTS.find((part) => part === name);
  if (small) {
    const pages = (await smallParts(db))[small];
    if (pages.length === 0) return null;
    return (async function* () {
      yield URLSET_OPEN;
      yield pages.map((page) => pageEntries(origin, page)).join("");
      yield URLSET_CLOSE;
    })();
  }
  const number = /^products-([1-9]\d{0,5})$/.exec(name)?.[1];
  const part = number ? (await productParts(db, origin))[Number(number) - 1] : undefined;
  return part ? productPartPieces(db, origin, part) : null;
}

/** The size of the pieces a products file is written in. */
const PIECE_BYTES = 64 * 1024;

/**
 * A products file: its products' entries, read a batch at a time and written in pieces of about
 * 64 kB (a batch of products with long picture URLs could otherwise be megabytes in one string).
 */
export async function* productPartPieces(
  db: Db,
  origin: string,
  part: Pick<ProductPart, "after" | "last">,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  let piece = "";
  for await (const batch of productPages(db, part.after, part.last)) {
    for (const page of batch) {
      piece += pageEntries(origin, page);
      if (piece.length >= PIECE_BYTES) {
        yield piece;
        piece = "";
      }
    }
  }
  yield piece + URLSET_CLOSE;
}
