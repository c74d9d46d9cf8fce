import { sql } from "kysely";
import { MAX_PRODUCT_IMAGES } from "~/lib/catalogue-schemas";
import { contentColumns, perLanguage, type ContentColumns } from "~/lib/localized";
import { imageSrc, mediaHashOf, type ImageRef, type MediaWidth } from "~/lib/media-url";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import { ServiceError } from "./errors.server";
import { bumpCatalogueVersion } from "./version.server";

// A product's gallery (docs/decisions/046-product-gallery.md): up to 12 images in the
// product_image table, positions 1..n, the first one the cover. The cover is also kept on the
// product row (image_hash / image_url, denormalised) so every list query stays a single table
// read; every write here sets both in the caller's transaction, so they never disagree.

/** One gallery image as stored: a media hash or an https URL, and its alternative texts. */
export type GalleryImage = {
  image_hash: string | null;
  image_url: string | null;
  alt: string | null;
} & ContentColumns<"alt">;

/**
 * A gallery image as a client gives it (galleryImageSchema's output, or less): an https URL or a
 * `/media/` path, and alternative texts, each optional.
 */
export type GalleryImageInput = { url: string; alt?: string | null } & Partial<
  ContentColumns<"alt">
>;

/** A gallery image as read: with its place (1 = the cover). */
export type GalleryImageView = GalleryImage & { position: number };

const COLUMNS = ["image_hash", "image_url", "position", ...contentColumns("alt")] as const;

/** Whether two galleries hold the same pictures with the same texts, in the same order. */
export function sameGallery(a: readonly GalleryImage[], b: readonly GalleryImage[]): boolean {
  const fields = COLUMNS.filter((c) => c !== "position");
  return (
    a.length === b.length &&
    a.every((image, i) => fields.every((f) => (image[f] ?? null) === (b[i]![f] ?? null)))
  );
}

/** A product's images, cover first. */
export async function getProductImages(db: Db, productId: number): Promise<GalleryImageView[]> {
  return db
    .selectFrom("product_image")
    .select(COLUMNS)
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

/** The images of several products at once (a list page), by product id, each cover first. */
export async function getImagesOfProducts(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, GalleryImageView[]>> {
  const byProduct = new Map<number, GalleryImageView[]>(productIds.map((id) => [id, []]));
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < productIds.length; i += 500) {
    const rows = await db
      .selectFrom("product_image")
      .select(["product_id", ...COLUMNS])
      .where("product_id", "in", productIds.slice(i, i + 500))
      .orderBy("product_id")
      .orderBy("position")
      .execute();
    for (const { product_id, ...image } of rows) byProduct.get(product_id)?.push(image);
  }
  return byProduct;
}

/**
 * Each product's pictures as sources at `width` (a `/media/` path or an https URL), its gallery in
 * order, or its cover alone when it has no gallery rows: what the sitemap and the feeds name.
 */
export async function pictureSourcesOf(
  db: Db,
  products: readonly ({ id: number } & ImageRef)[],
  width: MediaWidth,
): Promise<Map<number, string[]>> {
  const galleries = await getImagesOfProducts(
    db,
    products.map((p) => p.id),
  );
  const sources = (refs: readonly ImageRef[]) =>
    refs.map((ref) => imageSrc(ref, width)).filter((src): src is string => src !== null);
  return new Map(
    products.map((p) => {
      const gallery = galleries.get(p.id) ?? [];
      const refs = gallery.length
        ? gallery.map((g) => ({ hash: g.image_hash, url: g.image_url }))
        : [p];
      return [p.id, sources(refs)];
    }),
  );
}

/**
 * Client images to stored ones: a `/media/` reference becomes its hash (which must name an
 * uploaded image), an https URL stays a URL.
 */
export async function resolveGallery(
  db: Db,
  images: readonly GalleryImageInput[],
): Promise<GalleryImage[]> {
  if (images.length > MAX_PRODUCT_IMAGES) throw new ServiceError("tooManyImages", "images");
  const resolved = images.map((image) => {
    const hash = mediaHashOf(image.url);
    return {
      image_hash: hash,
      image_url: hash ? null : image.url,
      alt: image.alt ?? null,
      ...perLanguage("alt", (l) => image[`alt_${l}`] ?? null),
    };
  });
  const hashes = [...new Set(resolved.flatMap((r) => (r.image_hash ? [r.image_hash] : [])))];
  if (hashes.length > 0) {
    const known = await db
      .selectFrom("media")
      .select("hash")
      .distinct()
      .where("hash", "in", hashes)
      .execute();
    if (known.length !== hashes.length) throw new ServiceError("unknownImage", "images");
  }
  return resolved;
}

/** A gallery image made of a cover (an upload or a URL), without alternative texts. */
export function imageOf(ref: ImageRef): GalleryImage {
  return {
    image_hash: ref.hash,
    image_url: ref.hash ? null : ref.url,
    alt: null,
    ...perLanguage("alt", () => null),
  };
}

/**
 * Replaces a product's gallery with `images` (positions 1..n) and copies the first to the product
 * row as its cover. Runs in the caller's transaction (which bumps the catalogue version and
 * audits); returns the cover written.
 */
export async function writeGallery(
  trx: Db,
  productId: number,
  images: readonly GalleryImage[],
): Promise<{ image_hash: string | null; image_url: string | null }> {
  if (images.length > MAX_PRODUCT_IMAGES) throw new ServiceError("tooManyImages", "images");
  await trx.deleteFrom("product_image").where("product_id", "=", productId).execute();
  if (images.length > 0) {
    await trx
      .insertInto("product_image")
      .values(images.map((image, i) => ({ ...image, product_id: productId, position: i + 1 })))
      .execute();
  }
  // A variant's own pictures come from the gallery: one that left it goes from the variant too.
  await sql`delete from variant_image
    where variant_id in (select id from variant where product_id = ${productId})
      and not exists (select 1 from product_image pi
        where pi.product_id = ${productId}
          and coalesce(pi.image_hash, '') = coalesce(variant_image.image_hash, '')
          and coalesce(pi.image_url, '') = coalesce(variant_image.image_url, ''))`.execute(trx);
  const cover = {
    image_hash: images[0]?.image_hash ?? null,
    image_url: images[0]?.image_url ?? null,
  };
  await trx.updateTable("product").set(cover).where("id", "=", productId).execute();
  return cover;
}

/** Who is writing: the administrator's user id, recorded in the audit log. */
type Actor = string | null;

/**
 * Sets a product's whole gallery (at most 12 images, the first the cover) in one transaction that
 * bumps the catalogue version and is audited, as every catalogue write.
 */
export async function setProductImages(
  db: Db,
  productId: number,
  images: readonly GalleryImageInput[],
  actor: Actor,
): Promise<void> {
  const resolved = await resolveGallery(db, images);
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const product = await trx
      .selectFrom("product")
      .select("id")
      .where("id", "=", productId)
      .executeTakeFirst();
    if (!product) throw new ServiceError("notFound");
    await writeGallery(trx, productId, resolved);
    await trx
      .updateTable("product")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", productId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "product",
      entityId: productId,
      detail: "images",
    });
  });
}
