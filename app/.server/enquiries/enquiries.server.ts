import { liveOffer } from "~/lib/offer-window";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Locale } from "~/i18n/languages";
import { contentColumns, localized } from "~/lib/localized";
import { optionLabels, storedOptionLabels, type OptionLabel } from "~/lib/variant-labels";
import { variantsOf } from "../catalogue/variants.server";
import type { Db } from "../db/kysely";
import type { Enquiry, EnquiryChannel, EnquiryItem, EnquiryStatus } from "../db/schema";
import { enqueueEnquiryEmail } from "../outbox/outbox.server";

// Enquiries (docs/decisions/051-enquiries.md): a shopper's quote list recorded with the
// catalogue's prices, SKUs and names at the time, never the ones a browser sent.

export interface EnquiryInput {
  channel: EnquiryChannel;
  locale: Locale;
  /** A product, or one of its variants (`variantId`): two variants of one product are two lines. */
  items: { productId: number; variantId?: number | null; quantity: number }[];
  name?: string | null;
  contact?: string | null;
  city?: string | null;
  message?: string | null;
}

export interface EnquiryLine {
  productId: number;
  variantId: number | null;
  /** The variant's options in the enquiry's language; null for a product. */
  options: OptionLabel[] | null;
  sku: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export interface CreatedEnquiry {
  id: number;
  reference: string;
  items: EnquiryLine[];
  totalCents: number;
}

/**
 * Products an enquiry named that the catalogue does not hold (any more), or whose variant it named
 * the product does not have: the same refusal for both.
 */
export class UnknownProductsError extends Error {
  constructor(readonly productIds: number[]) {
    super(`Unknown products: ${productIds.join(", ")}`);
    this.name = "UnknownProductsError";
  }
}

/** No 0/O, 1/I: read aloud or typed from a phone, no two characters look alike. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const REFERENCE_LENGTH = 6;
const REFERENCE_ATTEMPTS = 5;

/** `ORC-` and six random characters: 32^6, about a billion codes. */
export function newReference(): string {
  // 32 divides 256, so taking each byte modulo 32 is uniform.
  const bytes = randomBytes(REFERENCE_LENGTH);
  let code = "";
  for (const b of bytes) code += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return `ORC-${code}`;
}

export const REFERENCE_PATTERN = /^ORC-[2-9A-HJ-NP-Z]{6}$/;

/**
 * The lines of an enquiry priced from the catalogue now, in the order given: the products' names in
 * `locale`; a variant's SKU, price and option labels (in `locale`), a product's own SKU and price
 * (its summary) for a line without one. Throws UnknownProductsError naming every product it has
 * no product for, or whose named variant the product does not have.
 */
export async function priceLines(
  db: Db,
  locale: Locale,
  items: EnquiryInput["items"],
): Promise<EnquiryLine[]> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const withVariant = [...new Set(items.filter((i) => i.variantId).map((i) => i.productId))];
  const [rows, variants] = await Promise.all([
    ids.length
      ? db
          .selectFrom("product")
          // What the shopper saw: the live price (docs/decisions/066-scheduled-offers.md).
          .select(["id", "sku", "live_price_cents as price_cents", ...contentColumns("name")])
          .where("id", "in", ids)
          .execute()
      : [],
    variantsOf(db, withVariant),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const now = Date.now();
  const variantOf = (i: EnquiryInput["items"][number]) =>
    variants.get(i.productId)?.variants.find((v) => v.id === i.variantId);
  const unknown = new Set(
    items
      .filter((i) => !byId.has(i.productId) || (i.variantId && !variantOf(i)))
      .map((i) => i.productId),
  );
  if (unknown.size) throw new UnknownProductsError([...unknown].sort((a, b) => a - b));
  return items.map((item) => {
    const row = byId.get(item.productId)!;
    const v = item.variantId ? variantOf(item) : undefined;
    const labels = v ? optionLabels(v.values, locale) : [];
    return {
      productId: item.productId,
      variantId: v?.id ?? null,
      options: labels.length > 0 ? labels : null,
      sku: v ? v.sku : row.sku,
      name: localized(row, "name", locale),
      quantity: item.quantity,
      unitPriceCents: v ? liveOffer(v, now).price_cents : row.price_cents,
    };
  });
}

export const totalCentsOf = (lines: EnquiryLine[]) =>
  lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);

function isReferenceClash(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  // PostgreSQL names the constraint; SQLite names the column.
  if (e?.code === "23505") return e.constraint === "enquiry_reference_unique";
  return typeof e?.message === "string" && e.message.includes("enquiry.reference");
}

/**
 * Records an enquiry and its lines in one transaction, priced from the catalogue (priceLines). A
 * reference that is already taken is drawn again. `reference` is for tests.
 */
export async function createEnquiry(
  db: Db,
  input: EnquiryInput,
  { reference = newReference }: { reference?: () => string } = {},
): Promise<CreatedEnquiry> {
  for (let attempt = 1; ; attempt++) {
    const code = reference();
    try {
      return await db.transaction().execute(async (trx) => {
        const lines = await priceLines(trx, input.locale, input.items);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto("enquiry")
          .values({
            reference: code,
            channel: input.channel,
            locale: input.locale,
            name: input.name ?? null,
            contact: input.contact ?? null,
            city: input.city ?? null,
            message: input.message ?? null,
            notes: null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("enquiry_item")
          .values(
            lines.map((l, i) => ({
              enquiry_id: id,
              position: i + 1,
              product_id: l.productId,
              variant_id: l.variantId,
              options: storedOptionLabels(l.options),
              sku: l.sku,
              name: l.name,
              quantity: l.quantity,
              unit_price_cents: l.unitPriceCents,
            })),
          )
          .execute();
        // The shop's e-mail, in the same transaction: no enquiry without its notice, nor a
        // notice about an enquiry that was not stored (docs/decisions/053-outbox.md).
        await enqueueEnquiryEmail(trx, id);
        return { id, reference: code, items: lines, totalCents: totalCentsOf(lines) };
      });
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isReferenceClash(error)) continue;
      throw error;
    }
  }
}

export interface EnquiryDetail extends Enquiry {
  items: EnquiryItem[];
  totalCents: number;
}

/** An enquiry with its lines by position; undefined for an unknown reference. */
export function getEnquiryByReference(
  db: Db,
  reference: string,
): Promise<EnquiryDetail | undefined> {
  return enquiryWithItems(db, "reference", reference.trim().toUpperCase());
}

/** An enquiry with its lines by position; undefined for an unknown id. */
export function getEnquiry(db: Db, id: number): Promise<EnquiryDetail | undefined> {
  return enquiryWithItems(db, "id", id);
}

async function enquiryWithItems(
  db: Db,
  column: "id" | "reference",
  value: number | string,
): Promise<EnquiryDetail | undefined> {
  const enquiry = await db
    .selectFrom("enquiry")
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirst();
  if (!enquiry) return undefined;
  const items = await db
    .selectFrom("enquiry_item")
    .selectAll()
    .where("enquiry_id", "=", enquiry.id)
    .orderBy("position")
    .execute();
  const totalCents = items.reduce((sum, l) => sum + l.quantity * l.unit_price_cents, 0);
  return { ...enquiry, items, totalCents };
}

export const ENQUIRIES_PER_PAGE = 50;

export interface EnquirySummary extends Enquiry {
  itemCount: number;
  totalCents: number;
}

/**
 * Enquiries newest first, ENQUIRIES_PER_PAGE a page (from 1) unless `perPage` says otherwise (the
 * API and the CSV export): by status, and `q` found in the reference or the name, whatever the case.
 */
export async function listEnquiries(
  db: Db,
  {
    status,
    q,
    page = 1,
    perPage = ENQUIRIES_PER_PAGE,
  }: { status?: EnquiryStatus; q?: string; page?: number; perPage?: number },
): Promise<{ items: EnquirySummary[]; total: number }> {
  let query = db.selectFrom("enquiry as e");
  if (status) query = query.where("e.status", "=", status);
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(e.reference) like ${pattern} escape '\\'`,
        sql<boolean>`lower(e.name) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const [rows, count] = await Promise.all([
    query
      .selectAll("e")
      .select((eb) => [
        eb
          .selectFrom("enquiry_item as i")
          .whereRef("i.enquiry_id", "=", "e.id")
          .select((s) => s.fn.countAll<number>().as("n"))
          .as("item_count"),
        eb
          .selectFrom("enquiry_item as i")
          .whereRef("i.enquiry_id", "=", "e.id")
          .select(sql<number>`coalesce(sum(i.quantity * i.unit_price_cents), 0)`.as("t"))
          .as("total_cents"),
      ])
      .orderBy("e.created_at", "desc")
      .orderBy("e.id", "desc")
      .limit(perPage)
      .offset((safePage - 1) * perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(({ item_count, total_cents, ...e }) => ({
      ...e,
      itemCount: Number(item_count ?? 0),
      totalCents: Number(total_cents ?? 0),
    })),
    total: Number(count.n),
  };
}
