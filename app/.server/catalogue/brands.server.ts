import type { BrandInput } from "~/lib/catalogue-schemas";
import { brandSlug, isReservedSlug } from "~/lib/slug";
import { recordAudit } from "../audit/audit.server";
import { refreshBrandSearch } from "../search/index.server";
import type { Db } from "../db/kysely";
import type { Brand } from "../db/schema";
import type { Actor } from "./product-writes.server";
import { ServiceError } from "./errors.server";
import { nextPosition, writePositions } from "./positions.server";
import { bumpCatalogueVersion } from "./version.server";

const COLUMNS = ["id", "name", "slug", "logo_hash", "logo_url", "position"] as const;

/** A brand as the store and the back office read it: the table's columns above. */
export type BrandView = Pick<Brand, (typeof COLUMNS)[number]>;

/** docs/decisions/018-ordering-and-positions.md: brands by position, then id. */
export async function listBrands(db: Db, limit?: number): Promise<BrandView[]> {
  let q = db.selectFrom("brand").select(COLUMNS).orderBy("position").orderBy("id");
  if (limit !== undefined) q = q.limit(limit);
  return q.execute();
}

export async function getBrand(db: Db, id: number): Promise<BrandView | undefined> {
  return db.selectFrom("brand").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getBrandBySlug(db: Db, slug: string): Promise<BrandView | undefined> {
  // No brand name holds NUL (the schemas refuse it), and PostgreSQL refuses it in a query.
  if (slug.includes("\u0000")) return undefined;
  return db.selectFrom("brand").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

/** The slug a brand name would take; refuses names whose slug the router owns or another brand has. */
async function slugFor(db: Db, name: string, exceptId?: number): Promise<string> {
  const slug = brandSlug(name);
  if (isReservedSlug(slug)) throw new ServiceError("reservedSlug", "name");
  let q = db.selectFrom("brand").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError("slugTaken", "name");
  return slug;
}

/**
 * docs/product-rules.md §5: a brand needs a name and a logo (an uploaded file's hash or an https
 * URL).
 */
export async function createBrand(
  db: Db,
  input: BrandInput,
  actor: Actor,
  logo: { logoHash?: string | null } = {},
): Promise<number> {
  if (!logo.logoHash && !input.logo_url) throw new ServiceError("logoRequired", "logo");
  const slug = await slugFor(db, input.name);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const position = await nextPosition(trx, "brand");
    const { id } = await trx
      .insertInto("brand")
      .values({
        name: input.name,
        slug,
        logo_hash: logo.logoHash ?? null,
        logo_url: logo.logoHash ? null : input.logo_url,
        position,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: "create",
      entity: "brand",
      entityId: id,
      detail: input.name,
    });
    return id;
  });
}

export async function updateBrand(
  db: Db,
  id: number,
  input: Partial<BrandInput>,
  actor: Actor,
  logo: { logoHash?: string | null } = {},
): Promise<void> {
  const existing = await getBrand(db, id);
  if (!existing) throw new ServiceError("notFound");
  const slug = input.name !== undefined ? await slugFor(db, input.name, id) : existing.slug;
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    await trx
      .updateTable("brand")
      .set({
        name: input.name ?? existing.name,
        slug,
        ...(logo.logoHash
          ? { logo_hash: logo.logoHash, logo_url: null }
          : input.logo_url
            ? { logo_url: input.logo_url, logo_hash: null }
            : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    if (input.name !== undefined && input.name !== existing.name) {
      await refreshBrandSearch(trx, id, input.name);
    }
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "brand",
      entityId: id,
      detail: input.name ?? null,
    });
  });
}

/** A brand that still has products is not deleted (the products would lose their brand). */
export async function deleteBrand(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const used = await trx
      .selectFrom("product")
      .select("id")
      .where("brand_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new ServiceError("brandInUse");
    const row = await trx
      .deleteFrom("brand")
      .where("id", "=", id)
      .returning("name")
      .executeTakeFirst();
    if (!row) throw new ServiceError("notFound");
    await recordAudit(trx, {
      actor,
      action: "delete",
      entity: "brand",
      entityId: id,
      detail: row.name,
    });
  });
}

/**
 * docs/product-rules.md §7 "UPSERT brands": positions 1..n in the given order, in one transaction.
 */
export async function reorderBrands(db: Db, ids: number[], actor: Actor): Promise<void> {
  await reorder(db, "brand", ids, actor);
}

export async function reorder(
  db: Db,
  table: "brand" | "poster",
  ids: number[],
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const existing = await trx.selectFrom(table).select("id").execute();
    await writePositions(
      trx,
      table,
      ids,
      existing.map((r) => r.id),
    );
    await recordAudit(trx, { actor, action: "reorder", entity: table, detail: ids.join(",") });
  });
}
