import type { ColumnType, Generated } from "kysely";
import type { Locale } from "~/i18n/languages";

// The shop's enquiries: quote lists sent, their lines, WhatsApp clicks, and the outbox
// of notice e-mails (docs/decisions/053-outbox.md). Part of app/.server/db/schema.ts's Database.

/** ISO-8601 UTC text in both databases, so both sort and compare the same way. */
type Timestamp = string;

/** Where an enquiry came from: a WhatsApp message, or the quote list's form. */
export type EnquiryChannel = "whatsapp" | "form";
export type EnquiryStatus = "new" | "answered" | "closed";

/**
 * A shopper's quote list recorded on the server (migration 2026-11-25T0400): its
 * reference (`ORC-7KQ2M9`), language, the shopper's details as typed (plain text, null when not
 * given) and the administrator's status and notes.
 */
export interface EnquiryTable {
  id: Generated<number>;
  reference: string;
  channel: EnquiryChannel;
  locale: Locale;
  name: string | null;
  contact: string | null;
  city: string | null;
  message: string | null;
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When its personal data (name, contact, city, message, notes) was erased; null while kept. */
  erased_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** Where a WhatsApp click was made. */
export type WhatsappClickSource = "product" | "list";

/** WhatsApp clicks per product, day (YYYY-MM-DD, UTC) and source: counts only, nobody's data. */
export interface WhatsappClickTable {
  product_id: number;
  day: string;
  source: WhatsappClickSource;
  clicks: number;
}

/** Nullable, and optional when a row is written (a line of a product leaves it out). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * One line of an enquiry, priced when it was sent: the product's SKU, name (in the enquiry's
 * language) and US dollar price then. product_id becomes null when the product is deleted. A
 * variant's line (migration 2026-11-29T0100) keeps its id, its SKU in `sku`, and its options as the
 * shopper read them in `options` (JSON, app/lib/variant-labels.ts); the id stays when the variant
 * is removed.
 */
export interface EnquiryItemTable {
  id: Generated<number>;
  enquiry_id: number;
  position: number;
  product_id: number | null;
  variant_id: Optional<number>;
  options: Optional<string>;
  sku: string | null;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

/** A message of the outbox (docs/decisions/053-outbox.md); `cancelled`: its subject is gone. */
export type OutboxState = "pending" | "sent" | "cancelled";

/**
 * A message to send, written in the transaction that caused it (migration 2026-11-26T0100): its
 * kind, what it is about as JSON, and its delivery: attempts, when next due, the sending worker's
 * lease, the last failure (no secrets), when sent.
 */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}
