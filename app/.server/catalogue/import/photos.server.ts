import { sql } from "kysely";
import { MAX_PRODUCT_IMAGES } from "~/lib/catalogue-schemas";
import { recordAudit } from "../../audit/audit.server";
import type { Db } from "../../db/kysely";
import { ImageRejected, storeImage } from "../../media/images.server";
import { getProductImages, imageOf, writeGallery } from "../product-images.server";
import type { Actor } from "../product-writes.server";
import { bumpCatalogueVersion, getCatalogueVersion } from "../version.server";
import { expandPhotoUploads, type PhotoFile } from "./photo-archive.server";
import { candidateSkus, photoName, photoTarget } from "./photo-names";

// Photos in bulk (docs/decisions/047-catalogue-import.md, "Photos in bulk"):
// files named by SKU join the end of that product's gallery, in their order (SKU.jpg, SKU-2.jpg,
// …), each checked and re-encoded as every upload is. One transaction for the batch: one version
// bump (the page caches' one invalidation) and one audit entry.

export type PhotoStatus =
  | "added"
  | "unknownSku"
  | "notImage"
  | "imageTooLarge"
  | "tooManyImages"
  | "badArchive"
  | "tooManyFiles";

/** What became of one file, in the order the files came. */
export interface PhotoOutcome {
  file: string;
  status: PhotoStatus;
  /** The SKU the name gave: the product's for a match, the name's stem for an unknown one. */
  sku: string | null;
  productId: number | null;
  productName: string | null;
  /** Its place in the gallery once added (1 = the cover). */
  position: number | null;
}

export interface PhotoBatchResult {
  outcomes: PhotoOutcome[];
  added: number;
  products: number;
  catalogueVersion: number;
}

interface ProductRef {
  id: number;
  sku: string;
  name: string;
}

/** The products the stems could name, by SKU as stored; matched without case (exact first). */
async function skuFinder(db: Db, stems: readonly string[]) {
  const wanted = [...new Set(stems.flatMap(candidateSkus).map((s) => s.toLowerCase()))];
  const found: ProductRef[] = [];
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom("product")
      .select(["id", "sku", "name"])
      .where(sql<string>`lower(sku)`, "in", wanted.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.sku) found.push({ id: r.id, sku: r.sku, name: r.name });
  }
  const exact = new Map(found.map((p) => [p.sku, p]));
  const folded = new Map<string, ProductRef[]>();
  for (const p of found)
    folded.set(p.sku.toLowerCase(), [...(folded.get(p.sku.toLowerCase()) ?? []), p]);
  // Two SKUs equal but for case (SKUs are unique as written): only the exact one is a match.
  return (sku: string): ProductRef | undefined => {
    const byCase = folded.get(sku.toLowerCase());
    return exact.get(sku) ?? (byCase?.length === 1 ? byCase[0] : undefined);
  };
}

const imageCount = async (db: Db, productId: number) =>
  (await getProductImages(db, productId)).length;

/**
 * Adds the uploaded photos (loose files or zips) to the galleries their names give. Unknown SKUs,
 * files that are not images and photos past a gallery's 12 are listed, never guessed or written.
 */
export async function importPhotos(
  db: Db,
  uploads: readonly PhotoFile[],
  actor: Actor,
): Promise<PhotoBatchResult> {
  const { files, refused } = await expandPhotoUploads(uploads);
  const outcomes: PhotoOutcome[] = [];
  const outcome = (file: string, status: PhotoStatus, extra: Partial<PhotoOutcome> = {}) => {
    const o: PhotoOutcome = {
      file,
      status,
      sku: null,
      productId: null,
      productName: null,
      position: null,
      ...extra,
    };
    outcomes.push(o);
    return o;
  };
  for (const r of refused) outcome(r.name, r.reason === "tooLarge" ? "imageTooLarge" : r.reason);

  const named = files.map((f) => ({ file: f, name: photoName(f.name) }));
  const find = await skuFinder(
    db,
    named.filter((n) => n.name.isImageName).map((n) => n.name.stem),
  );
  // Per product, its files in gallery order: SKU.jpg, then -2, -3…; the same order by file name.
  const byProduct = new Map<
    number,
    { product: ProductRef; items: { order: number; file: PhotoFile; o: PhotoOutcome }[] }
  >();
  for (const { file, name } of named) {
    if (!name.isImageName) {
      outcome(file.name, "notImage");
      continue;
    }
    const target = photoTarget(name.stem, find);
    if (!target) {
      outcome(file.name, "unknownSku", { sku: name.stem });
      continue;
    }
    const { product } = target;
    const o = outcome(file.name, "added", {
      sku: product.sku,
      productId: product.id,
      productName: product.name,
    });
    const group = byProduct.get(product.id) ?? { product, items: [] };
    group.items.push({ order: target.order, file, o });
    byProduct.set(product.id, group);
  }

  // Encoded and stored before the transaction, as every upload is (media is keyed by content, so
  // an image left unused costs nothing and is never shown).
  const accepted = new Map<number, { hash: string; o: PhotoOutcome }[]>();
  for (const [productId, group] of byProduct) {
    group.items.sort((a, b) => a.order - b.order || a.file.name.localeCompare(b.file.name));
    let room = MAX_PRODUCT_IMAGES - (await imageCount(db, productId));
    const list: { hash: string; o: PhotoOutcome }[] = [];
    for (const item of group.items) {
      if (room <= 0) {
        item.o.status = "tooManyImages";
        continue;
      }
      try {
        const { hash } = await storeImage(db, item.file.bytes);
        list.push({ hash, o: item.o });
        room -= 1;
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        const tooBig = error.reason === "tooLarge" || error.reason === "tooManyPixels";
        item.o.status = tooBig ? "imageTooLarge" : "notImage";
      }
    }
    if (list.length > 0) accepted.set(productId, list);
  }

  if (accepted.size === 0) {
    for (const o of outcomes) if (o.status === "added") o.status = "notImage";
    return { outcomes, added: 0, products: 0, catalogueVersion: await getCatalogueVersion(db) };
  }

  const written = await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    let added = 0;
    let products = 0;
    const now = new Date().toISOString();
    for (const [productId, list] of accepted) {
      const current = (await getProductImages(trx, productId)).map(({ position: _, ...i }) => i);
      // Another write may have filled the gallery since it was counted: the rest is refused.
      const fits = list.slice(0, Math.max(0, MAX_PRODUCT_IMAGES - current.length));
      for (const { o } of list.slice(fits.length)) o.status = "tooManyImages";
      if (fits.length === 0) continue;
      fits.forEach(({ o }, i) => (o.position = current.length + i + 1));
      await writeGallery(trx, productId, [
        ...current,
        ...fits.map(({ hash }) => imageOf({ hash, url: null })),
      ]);
      await trx
        .updateTable("product")
        .set({ updated_at: now })
        .where("id", "=", productId)
        .execute();
      added += fits.length;
      products += 1;
    }
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "product",
      detail: JSON.stringify({ photos: added, products }),
    });
    return { added, products };
  });
  return { outcomes, ...written, catalogueVersion: await getCatalogueVersion(db) };
}
