import type { PosterInput, PosterPatch } from "~/lib/catalogue-schemas";
import { contentColumns, pickContent, type ContentColumns } from "~/lib/localized";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import { reorder } from "./brands.server";
import { ServiceError } from "./errors.server";
import { nextPosition } from "./positions.server";
import type { Actor } from "./product-writes.server";
import { bumpCatalogueVersion } from "./version.server";

export interface PosterView extends ContentColumns<"title"> {
  id: number;
  title: string | null;
  image_hash: string | null;
  image_url: string | null;
  position: number;
  active: boolean;
}

/**
 * docs/decisions/018-ordering-and-positions.md: the carousel shows active posters only, by position
 * then id.
 */
export async function listPosters(db: Db, options: { activeOnly: boolean }): Promise<PosterView[]> {
  let q = db
    .selectFrom("poster")
    .select(["id", ...contentColumns("title"), "image_hash", "image_url", "position", "active"])
    .orderBy("position")
    .orderBy("id");
  if (options.activeOnly) q = q.where("active", "=", true);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, active: Boolean(r.active) }));
}

/** docs/product-rules.md §5: a poster needs an image URL or a file. */
export async function createPoster(
  db: Db,
  input: PosterInput,
  actor: Actor,
  image: { imageHash?: string | null } = {},
): Promise<number> {
  if (!image.imageHash && !input.image_url) throw new ServiceError("imageRequired", "image");
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const position = await nextPosition(trx, "poster");
    const { id } = await trx
      .insertInto("poster")
      .values({
        title: input.title,
        ...pickContent(input, "title"),
        image_hash: image.imageHash ?? null,
        image_url: image.imageHash ? null : input.image_url,
        position,
        active: input.active,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: "create", entity: "poster", entityId: id });
    return id;
  });
}

export async function updatePoster(
  db: Db,
  id: number,
  patch: PosterPatch,
  actor: Actor,
  image: { imageHash?: string | null } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const changes: Record<string, unknown> = {};
    for (const key of contentColumns("title")) {
      if (patch[key] !== undefined) changes[key] = patch[key];
    }
    if (patch.active !== undefined) changes.active = patch.active;
    if (image.imageHash) Object.assign(changes, { image_hash: image.imageHash, image_url: null });
    else if (patch.image_url)
      Object.assign(changes, { image_url: patch.image_url, image_hash: null });
    const result = await trx
      .updateTable("poster")
      .set(Object.keys(changes).length ? changes : { id })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ServiceError("notFound");
    await recordAudit(trx, { actor, action: "update", entity: "poster", entityId: id });
  });
}

export async function deletePoster(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const result = await trx.deleteFrom("poster").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ServiceError("notFound");
    await recordAudit(trx, { actor, action: "delete", entity: "poster", entityId: id });
  });
}

export async function reorderPosters(db: Db, ids: number[], actor: Actor): Promise<void> {
  await reorder(db, "poster", ids, actor);
}
