import { windowInOrder, type Window } from "~/lib/offer-window";
import type { ProductInput, ProductPatch } from "~/lib/catalogue-schemas";
import type { ProductVariantsInput } from "~/lib/variant-schemas";
import { contentColumns, pickContent } from "~/lib/localized";
import { allNames, discountBasisPoints } from "~/lib/search-text";
import { recordAudit } from "../audit/audit.server";
import { addVocabulary, searchColumns, specSearchTexts } from "../search/index.server";
import type { Db } from "../db/kysely";
import type { ProductUpdate } from "../db/schema";
import { afterAttributeChange, writeProductAttributes } from "./attribute-writes-products.server";
import { ServiceError } from "./errors.server";
import {
  getProductImages,
  imageOf,
  resolveGallery,
  sameGallery,
  writeGallery,
  type GalleryImage,
} from "./product-images.server";
import { nextPosition } from "./positions.server";
import { variantsFollowProducts } from "./variant-summary.server";
import { writeVariants } from "./variant-writes.server";
import { bumpCatalogueVersion } from "./version.server";

/** A product's texts in every language: what its search and sort columns are made of. */
const TEXT_COLUMNS = [...contentColumns("name"), ...contentColumns("description")];

/** Who is writing: the administrator's user id, recorded in the audit log. */
export type Actor = string | null;

/** An uploaded image's media hash wins over an external URL. */
export interface ImageChoice {
  imageHash?: string | null;
}

/** Rule: a SKU is unique in the shop (every product's and variant's). */
async function checkSku(db: Db, sku: string | null | undefined, productId?: number) {
  if (sku == null) return;
  let q = db.selectFrom("variant").select("id").where("sku", "=", sku);
  if (productId !== undefined) q = q.where("product_id", "<>", productId);
  if (await q.executeTakeFirst()) throw new ServiceError("skuTaken", "sku");
}

/** Checks the brand and category exist; returns the brand's name (for the search document). */
async function checkRefs(db: Db, brandId?: number, categoryId?: number) {
  let brandName: string | undefined;
  if (brandId !== undefined) {
    const brand = await db
      .selectFrom("brand")
      .select("name")
      .where("id", "=", brandId)
      .executeTakeFirst();
    if (!brand) throw new ServiceError("unknownBrand", "brand_id");
    brandName = brand.name;
  }
  if (categoryId !== undefined) {
    const category = await db
      .selectFrom("category")
      .select("id")
      .where("id", "=", categoryId)
      .executeTakeFirst();
    if (!category) throw new ServiceError("unknownCategory", "category_id");
  }
  return brandName;
}

/** docs/decisions/066-scheduled-offers.md: an offer's window ends after it starts. */
function checkWindow(window: Window): void {
  if (!windowInOrder(window)) throw new ServiceError("windowOrder", "offer_ends_at");
}

export async function createProduct(
  db: Db,
  input: ProductInput,
  actor: Actor,
  image: ImageChoice = {},
  variants?: ProductVariantsInput,
): Promise<number> {
  checkWindow({ starts_at: input.offer_starts_at, ends_at: input.offer_ends_at });
  const brandName = (await checkRefs(db, input.brand_id, input.category_id))!;
  await checkSku(db, input.sku);
  const now = new Date().toISOString();
  // The gallery: the images sent, an uploaded file first; else the one image given.
  const cover = imageOf({ hash: image.imageHash ?? null, url: input.image_url });
  const gallery: GalleryImage[] =
    input.images !== undefined
      ? [...(image.imageHash ? [cover] : []), ...(await resolveGallery(db, input.images))]
      : cover.image_hash || cover.image_url
        ? [cover]
        : [];
  return db.transaction().execute(async (trx) => {
    // Bumping first takes the version row's lock, which serialises concurrent writers (positions).
    await bumpCatalogueVersion(trx);
    const position = await nextPosition(trx, "product");
    const { id } = await trx
      .insertInto("product")
      .values({
        sku: input.sku,
        name: input.name,
        ...pickContent(input, "name"),
        description: input.description,
        ...pickContent(input, "description"),
        brand_id: input.brand_id,
        category_id: input.category_id,
        price_cents: input.price,
        original_price_cents: input.original_price,
        is_special_offer: input.is_special_offer,
        offer_starts_at: input.offer_starts_at,
        offer_ends_at: input.offer_ends_at,
        offer_shows_end: input.offer_shows_end,
        in_stock: input.in_stock,
        position,
        // The cover: a copy of the first gallery image, which writeGallery sets below.
        image_hash: gallery[0]?.image_hash ?? null,
        image_url: gallery[0]?.image_url ?? null,
        discount_bp: discountBasisPoints(input.price, input.original_price, input.is_special_offer),
        ...searchColumns({ ...input, brandName }),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeGallery(trx, id, gallery);
    if (input.attributes !== undefined) {
      // Its specifications, checked against the definitions in this transaction.
      await writeProductAttributes(trx, id, input.attributes);
      await afterAttributeChange(trx, [id]);
    }
    // Its one variant from the row, or the variants sent (after its specifications: an option's
    // values move from the product to its variants).
    await variantsFollowProducts(trx, [id]);
    if (variants) await writeVariants(trx, id, variants);
    await addVocabulary(trx, [...allNames(input), brandName]);
    await recordAudit(trx, {
      actor,
      action: "create",
      entity: "product",
      entityId: id,
      detail: input.name,
    });
    return id;
  });
}

export async function updateProduct(
  db: Db,
  id: number,
  patch: ProductPatch,
  actor: Actor,
  image: ImageChoice = {},
  variants?: ProductVariantsInput,
): Promise<void> {
  const newBrandName = await checkRefs(db, patch.brand_id, patch.category_id);
  await checkSku(db, patch.sku, id);
  const sentGallery =
    patch.images === undefined ? undefined : await resolveGallery(db, patch.images);
  await db.transaction().execute(async (trx) => {
    // First, as in every catalogue write: the version row's lock orders writers, so two writers
    // never hold rows (search words, the product) the other waits for (a deadlock on PostgreSQL).
    await bumpCatalogueVersion(trx);
    const current = await trx
      .selectFrom("product as p")
      .innerJoin("brand as b", "b.id", "p.brand_id")
      .select([
        ...TEXT_COLUMNS.map((c) => `p.${c}` as const),
        "p.price_cents",
        "p.original_price_cents",
        "p.is_special_offer",
        "p.offer_starts_at",
        "p.offer_ends_at",
        "p.image_hash",
        "p.image_url",
        "b.name as brand_name",
      ])
      .where("p.id", "=", id)
      .executeTakeFirst();
    if (!current) throw new ServiceError("notFound");
    const changes: ProductUpdate = { updated_at: new Date().toISOString() };
    for (const key of [
      ...TEXT_COLUMNS,
      "brand_id",
      "category_id",
      "is_special_offer",
      "offer_starts_at",
      "offer_ends_at",
      "offer_shows_end",
      "in_stock",
      "sku",
    ] as const) {
      if (patch[key] !== undefined) (changes as Record<string, unknown>)[key] = patch[key];
    }
    checkWindow({
      starts_at:
        changes.offer_starts_at !== undefined ? changes.offer_starts_at : current.offer_starts_at,
      ends_at: changes.offer_ends_at !== undefined ? changes.offer_ends_at : current.offer_ends_at,
    });
    if (patch.price !== undefined) changes.price_cents = patch.price;
    if (patch.original_price !== undefined) changes.original_price_cents = patch.original_price;
    // The cover as before galleries: an upload wins over a URL; a null URL keeps an upload.
    const cover = { hash: current.image_hash, url: current.image_url };
    if (image.imageHash) {
      Object.assign(cover, { hash: image.imageHash, url: null });
    } else if (patch.image_url !== undefined) {
      cover.url = patch.image_url;
      if (patch.image_url !== null) cover.hash = null;
    }
    // The gallery: `images` replaces it (an uploaded file goes first); else a new cover
    // replaces its first image (none: the next one becomes the cover). The row's cover follows.
    // A form that sends its gallery unchanged (the editor always sends it) writes and logs nothing.
    let gallery: GalleryImage[] | undefined;
    if (sentGallery !== undefined) {
      const next = [...(image.imageHash ? [imageOf(cover)] : []), ...sentGallery];
      const stored = (await getProductImages(trx, id)).map(({ position: _, ...i }) => i);
      if (!sameGallery(stored, next)) gallery = next;
    } else if (cover.hash !== current.image_hash || cover.url !== current.image_url) {
      const rest = (await getProductImages(trx, id)).slice(1).map(({ position: _, ...i }) => i);
      gallery = cover.hash || cover.url ? [imageOf(cover), ...rest] : rest;
    }
    if (gallery !== undefined) {
      Object.assign(changes, await writeGallery(trx, id, gallery));
    }
    // The texts after this update, in every language: what the patch sends, else the row's.
    const next = { ...current, brandName: newBrandName ?? current.brand_name };
    for (const key of TEXT_COLUMNS) {
      if (patch[key] !== undefined) Object.assign(next, { [key]: patch[key] });
    }
    // The specifications stay in the search document.
    Object.assign(changes, searchColumns(next, (await specSearchTexts(trx, [id])).get(id)));
    changes.discount_bp = discountBasisPoints(
      changes.price_cents ?? current.price_cents,
      changes.original_price_cents !== undefined
        ? changes.original_price_cents
        : current.original_price_cents,
      Boolean(changes.is_special_offer ?? current.is_special_offer),
    );
    await addVocabulary(trx, [...allNames(next), next.brandName]);
    await trx.updateTable("product").set(changes).where("id", "=", id).execute();
    if (patch.attributes !== undefined) {
      // The whole set replaced (delete + insert), checked in this transaction.
      await writeProductAttributes(trx, id, patch.attributes);
      await afterAttributeChange(trx, [id]);
    }
    // The variants follow what the row now says, or are replaced by the ones sent.
    const priced = [
      "sku",
      "price",
      "original_price",
      "is_special_offer",
      "offer_starts_at",
      "offer_ends_at",
      "in_stock",
    ] as const;
    if (priced.some((k) => patch[k] !== undefined)) await variantsFollowProducts(trx, [id]);
    if (variants) await writeVariants(trx, id, variants);
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "product",
      entityId: id,
      detail: [
        ...Object.keys(changes),
        ...(sentGallery !== undefined && gallery !== undefined ? ["images"] : []),
        ...(patch.attributes !== undefined ? ["attributes"] : []),
        ...(variants ? ["variants"] : []),
      ]
        .filter(
          (k) =>
            !["updated_at", "search_name", "search_doc", "discount_bp"].includes(k) &&
            !k.startsWith("sort_name_"),
        )
        .join(","),
    });
  });
}

export async function deleteProduct(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const row = await trx
      .deleteFrom("product")
      .where("id", "=", id)
      .returning("name")
      .executeTakeFirst();
    if (!row) throw new ServiceError("notFound");
    await recordAudit(trx, {
      actor,
      action: "delete",
      entity: "product",
      entityId: id,
      detail: row.name,
    });
  });
}
