import type { Transaction } from "kysely";
import { LOCALES, type Locale } from "~/i18n/languages";
import { textsFor } from "~/i18n/texts";
import {
  LINK_SKU_SEPARATOR,
  LINK_TYPES,
  parseLinkCell,
  type LinkLists,
  type LinkType,
} from "~/lib/product-links";
import type { Db } from "../../db/kysely";
import type { Database } from "../../db/schema";
import { writeProductLinks } from "../product-links.server";
import { cellText } from "./cells.server";
import { normalizeHeader } from "./columns.server";
import type { ImportPlan, PlannedLinks } from "./plan-types";

export type { PlannedLinks };
import type { ParsedFile, RowError } from "./types";

// A product's links in the spreadsheet (docs/decisions/067-product-links.md): one column per
// type (`acessorios`, `pecas_reposicao`, `compativel_com`; English and Spanish titles too), each
// cell the linked products' SKUs separated by "|" in order (`#12` names a product without a SKU
// by its id). A column present replaces that list of every product its rows name (an empty cell
// empties it); a SKU neither in the shop nor in the file is a row error. Written after the
// products, in the import's transaction.

/** A link column of the file: its place, its type and its title as written. */
export interface LinkColumn {
  index: number;
  type: LinkType;
  header: string;
}

/** One row's links: its product (by id, else by its SKU once the products are in) and its lists. */

/** The title the export writes for a type's column. */
export function linkColumnTitle(type: LinkType, locale: Locale): string {
  return textsFor(locale).adminSections.links.columns[type];
}

let titles: Map<string, LinkType> | undefined;

/** The link columns among the columns no product field answers to, in every language's words. */
export function matchLinkColumns(columns: ParsedFile["columns"]): LinkColumn[] {
  titles ??= new Map(
    LOCALES.flatMap((l) =>
      LINK_TYPES.map((type) => [normalizeHeader(linkColumnTitle(type, l)), type] as const),
    ),
  );
  return columns.flatMap((c, index) => {
    const type = c.key === null ? titles!.get(normalizeHeader(c.header)) : undefined;
    return type ? [{ index, type, header: c.header }] : [];
  });
}

const BY_ID = /^#(\d{1,9})$/;

/**
 * Plans the link columns of a file: each row's lists, and a row error for each SKU that is neither
 * a variant's in the shop nor a row's of the file. Rows that name no product (no id, no SKU) are
 * left out.
 */
export async function planLinkColumns(db: Db, parsed: ParsedFile, plan: ImportPlan): Promise<void> {
  const columns = matchLinkColumns(parsed.columns);
  if (columns.length === 0) return;
  const fileSkus = new Set(
    parsed.rows.flatMap((r) => {
      const sku = r.cells.sku === undefined ? "" : cellText(r.cells.sku).trim();
      return sku ? [sku] : [];
    }),
  );
  const planned: PlannedLinks[] = [];
  const wanted = new Set<string>();
  for (const r of parsed.rows) {
    const sku = r.cells.sku === undefined ? "" : cellText(r.cells.sku).trim();
    const id = r.cells.id === undefined ? NaN : Number(cellText(r.cells.id).trim());
    if (!sku && !Number.isInteger(id)) continue;
    const lists: PlannedLinks["lists"] = {};
    for (const c of columns) {
      const cell = r.other?.[c.index];
      lists[c.type] = parseLinkCell(cell === undefined ? "" : cellText(cell));
      for (const s of lists[c.type]!) if (!BY_ID.test(s)) wanted.add(s);
    }
    planned.push({ row: r.row, id: Number.isInteger(id) ? id : null, sku: sku || null, lists });
  }
  const known = await existingSkus(
    db,
    [...wanted].filter((s) => !fileSkus.has(s)),
  );
  const errors: RowError[] = [];
  for (const p of planned) {
    for (const c of columns) {
      for (const s of p.lists[c.type] ?? []) {
        if (BY_ID.test(s) || fileSkus.has(s) || known.has(s)) continue;
        errors.push({
          row: p.row,
          column: c.header,
          field: null,
          code: "unknownLinkSku",
          params: { column: c.header, value: s },
        });
      }
    }
  }
  plan.errors.push(...errors);
  plan.links = planned;
}

async function existingSkus(db: Db, skus: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < skus.length; i += 500) {
    const rows = await db
      .selectFrom("variant")
      .select("sku")
      .where("sku", "in", skus.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.sku) found.add(r.sku);
  }
  return found;
}

/** Writes a plan's links once its products are in (their SKUs resolve to ids then). */
export async function applyPlannedLinks(
  trx: Transaction<Database>,
  planned: readonly PlannedLinks[] | undefined,
): Promise<void> {
  if (!planned || planned.length === 0) return;
  const skus = new Set<string>();
  for (const p of planned) {
    if (p.sku) skus.add(p.sku);
    for (const list of Object.values(p.lists))
      for (const s of list) if (!BY_ID.test(s)) skus.add(s);
  }
  const idOfSku = new Map<string, number>();
  const all = [...skus];
  for (let i = 0; i < all.length; i += 500) {
    const rows = await trx
      .selectFrom("variant")
      .select(["sku", "product_id"])
      .where("sku", "in", all.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.sku) idOfSku.set(r.sku, r.product_id);
  }
  const idOf = (s: string) => {
    const byId = BY_ID.exec(s);
    return byId ? Number(byId[1]) : idOfSku.get(s);
  };
  // A product's rows (its variants) may repeat its lists or leave them empty on all but one: a
  // list filled on any of them wins over an empty one.
  const byProduct = new Map<number, LinkLists>();
  for (const p of planned) {
    const productId = p.id ?? (p.sku ? idOfSku.get(p.sku) : undefined);
    if (productId === undefined) continue;
    const lists = byProduct.get(productId) ?? {};
    for (const type of LINK_TYPES) {
      const list = p.lists[type];
      if (list && !lists[type]?.length) lists[type] = list.flatMap((s) => idOf(s) ?? []);
    }
    byProduct.set(productId, lists);
  }
  for (const [productId, lists] of byProduct) await writeProductLinks(trx, productId, lists);
}

/** The export's link cells of a product: each type's linked SKUs (`#id` without one), in order. */
export async function exportLinkCells(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, Record<LinkType, string>>> {
  const out = new Map<number, Record<LinkType, string>>();
  if (productIds.length === 0) return out;
  const links = await db
    .selectFrom("product_link as l")
    .innerJoin("product as p", "p.id", "l.linked_product_id")
    .select(["l.product_id", "l.type", "l.position", "p.id", "p.sku"])
    .where("l.product_id", "in", productIds)
    .orderBy("l.product_id")
    .orderBy("l.type")
    .orderBy("l.position")
    .execute();
  const lists = new Map<number, Record<LinkType, string[]>>();
  for (const l of links) {
    const own = lists.get(l.product_id) ?? { accessory: [], spare_part: [], compatible: [] };
    own[l.type].push(l.sku ?? `#${l.id}`);
    lists.set(l.product_id, own);
  }
  for (const [id, own] of lists) {
    out.set(id, {
      accessory: own.accessory.join(LINK_SKU_SEPARATOR),
      spare_part: own.spare_part.join(LINK_SKU_SEPARATOR),
      compatible: own.compatible.join(LINK_SKU_SEPARATOR),
    });
  }
  return out;
}
