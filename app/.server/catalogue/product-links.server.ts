import type { Transaction } from "kysely";
import {
  LINK_TYPES,
  linkSides,
  linkSidesOf,
  namingProducts,
  planLinks,
  type LinkLists,
  type LinkSides,
  type LinkType,
  type StoredLink,
} from "~/lib/product-links";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import { ServiceError } from "./errors.server";
/** Who is writing: the administrator's user id, recorded in the audit log. */
type Actor = string | null;
import { getProductsByIds, type ProductView } from "./products.server";
import { variantsOf, type ProductVariants } from "./variants.server";
import { bumpCatalogueVersion } from "./version.server";
import { byCatalogueVersion } from "./version.server";

// Links between products (docs/decisions/067-product-links.md): stored once on the product that
// names them, read with the rule that derives each side (app/lib/product-links.ts).

type Reader = Db | Transaction<Database>;

/** Ids per query (well under the bound-parameter limits). */
const CHUNK = 500;

/** Every link touching any of the products, as the rules read them: one query per chunk. */
export async function linksTouching(db: Reader, ids: readonly number[]): Promise<StoredLink[]> {
  const out: StoredLink[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom("product_link")
      .select(["product_id", "linked_product_id", "type", "position"])
      .where((eb) => eb.or([eb("product_id", "in", part), eb("linked_product_id", "in", part)]))
      .execute();
    for (const r of rows) {
      out.push({
        productId: r.product_id,
        linkedId: r.linked_product_id,
        type: r.type,
        position: r.position,
      });
    }
  }
  return out;
}

/** One product's sides. */
export async function productLinkSides(db: Reader, productId: number): Promise<LinkSides> {
  return linkSides(productId, await linksTouching(db, [productId]));
}

/** Each product's sides (the API's pages). */
export async function productLinkSidesOf(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, LinkSides>> {
  return linkSidesOf(ids, ids.length === 0 ? [] : await linksTouching(db, ids));
}

/**
 * The lists a write would store (planLinks), checked against the catalogue: a product that does
 * not exist is refused (`unknownProducts` with their ids), as are a link to itself and too many
 * links, each naming its field (`fieldOf`: the API's names). Writes nothing.
 */
export async function checkProductLinks(
  db: Reader,
  productId: number,
  lists: LinkLists,
  fieldOf: (type: LinkType) => string = (type) => type,
): Promise<LinkLists> {
  if (LINK_TYPES.every((type) => lists[type] === undefined)) return {};
  const plan = planLinks(
    productId,
    lists,
    namingProducts(productId, await linksTouching(db, [productId])),
  );
  if ("problem" in plan) throw new ServiceError(plan.problem.code, fieldOf(plan.problem.type));
  const wanted = [...new Set(LINK_TYPES.flatMap((type) => plan.lists[type] ?? []))];
  if (wanted.length > 0) {
    const found = new Set(
      (await db.selectFrom("product").select("id").where("id", "in", wanted).execute()).map(
        (r) => r.id,
      ),
    );
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const type = LINK_TYPES.find((t) => plan.lists[t]?.some((id) => !found.has(id)))!;
      throw new ServiceError("unknownProducts", fieldOf(type), { ids: missing.join(", ") });
    }
  }
  return plan.lists;
}

/**
 * Replaces the lists sent (a type absent stays as it is) inside a catalogue write's transaction,
 * which has bumped the catalogue version; refused as checkProductLinks says.
 */
export async function writeProductLinks(
  trx: Transaction<Database>,
  productId: number,
  lists: LinkLists,
  fieldOf?: (type: LinkType) => string,
): Promise<void> {
  const checked = await checkProductLinks(trx, productId, lists, fieldOf);
  for (const type of LINK_TYPES) {
    const ids = checked[type];
    if (ids === undefined) continue;
    await trx
      .deleteFrom("product_link")
      .where("product_id", "=", productId)
      .where("type", "=", type)
      .execute();
    if (ids.length === 0) continue;
    await trx
      .insertInto("product_link")
      .values(
        ids.map((linked, i) => ({
          product_id: productId,
          linked_product_id: linked,
          type,
          position: i + 1,
        })),
      )
      .execute();
  }
}

/**
 * The back office's and the spreadsheet's write of one product's links, in its own transaction:
 * the catalogue version, the links and the audit entry together.
 */
export async function setProductLinks(
  db: Db,
  productId: number,
  lists: LinkLists,
  actor: Actor,
  fieldOf?: (type: LinkType) => string,
): Promise<void> {
  if (LINK_TYPES.every((type) => lists[type] === undefined)) return;
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const product = await trx
      .selectFrom("product")
      .select("name")
      .where("id", "=", productId)
      .executeTakeFirst();
    if (!product) throw new ServiceError("notFound");
    await writeProductLinks(trx, productId, lists, fieldOf);
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
      detail: `links: ${product.name}`,
    });
  });
}

/** What a product page shows of its links: the linked products, and the variants of those with options. */
export interface PageLinks {
  sides: LinkSides;
  products: Map<number, ProductView>;
  variants: Map<number, ProductVariants>;
}

/**
 * A product page's links, kept while the catalogue version stays the same (a cached page pays one
 * primary-key read): one query for every link touching the product, then the linked products'
 * cards and, for those with options, their variants. A product no longer in the catalogue is
 * left out (a link goes with its product; a page rendered before the delete is never mixed in).
 */
export function pageLinks(db: Db, productId: number): Promise<PageLinks> {
  return byCatalogueVersion(db, `links:${productId}`, async () => {
    const sides = await productLinkSides(db, productId);
    const ids = [...new Set([...sides.accessories, ...sides.spareParts, ...sides.compatibleWith])];
    if (ids.length === 0) return { sides, products: new Map(), variants: new Map() };
    const products = await getProductsByIds(db, ids);
    const withOptions = products.filter((p) => p.variantSummary).map((p) => p.id);
    return {
      sides,
      products: new Map(products.map((p) => [p.id, p])),
      variants: await variantsOf(db, withOptions),
    };
  });
}
