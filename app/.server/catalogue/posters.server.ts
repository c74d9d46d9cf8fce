import type { PosterInput, PosterPatch } from "~/lib/catalogue-schemas";
import { contentColumns, pickContent, type ContentColumns } from "~/lib/localized";
import { inWindow, windowInOrder, type Window } from "~/lib/offer-window";
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
  starts_at: string | null;
  ends_at: string | null;
}

/**
 * docs/decisions/018-ordering-and-positions.md: the carousel shows active posters only, by position
 * then id; and (decision 066) only inside their window at `now`.
 */
export async function listPosters(
  db: Db,
  options: { activeOnly: boolean; now?: number },
): Promise<PosterView[]> {
  let q = db
    .selectFrom("poster")
    .select([
      "id",
      ...contentColumns("title"),
      "image_hash",
      "image_url",
      "position",
      "active",
      "starts_at",
      "ends_at",
    ])
    .orderBy("position")
    .orderBy("id");
  if (options.activeOnly) q = q.where("active", "=", true);
  const rows = (await q.execute()).map((r) => ({ ...r, active: Boolean(r.active) }));
  const now = options.now ?? Date.now();
  return options.activeOnly ? rows.filter((r) => posterShows(r, now)) : rows;
}

/** Rule: a poster shows when it is active and its window holds the instant. */
export function posterShows(p: { active: boolean } & Window, now: number): boolean {
  return p.active && inWindow(p, now);
}

/** docs/decisions/066-scheduled-offers.md: a poster's window ends after it starts. */
function checkWindow(window: Window): void {
  if (!windowInOrder(window)) throw new ServiceError("windowOrder", "ends_at");
}

/** docs/product-rules.md §5: a poster needs an image URL or a file. */
export async function createPoster(
  db: Db,
  input: Omit<PosterInput, "starts_at" | "ends_at"> &
    Partial<Pick<PosterInput, "starts_at" | "ends_at">>,
  actor: Actor,
  image: { imageHash?: string | null } = {},
): Promise<number> {
  if (!image.imageHash && !input.image_url) throw new ServiceError("imageRequired", "image");
  checkWindow({ starts_at: input.starts_at ?? null, ends_at: input.ends_at ?? null });
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
        starts_at: input.starts_at ?? null,
        ends_at: input.ends_at ?? null,
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
    if (patch.starts_at !== undefined) changes.starts_at = patch.starts_at;
    if (patch.ends_at !== undefined) changes.ends_at = patch.ends_at;
    if (patch.starts_at !== undefined || patch.ends_at !== undefined) {
      const stored = await trx
        .selectFrom("poster")
        .select(["starts_at", "ends_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!stored) throw new ServiceError("notFound");
      checkWindow({
        starts_at: patch.starts_at !== undefined ? patch.starts_at : stored.starts_at,
        ends_at: patch.ends_at !== undefined ? patch.ends_at : stored.ends_at,
      });
    }
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
