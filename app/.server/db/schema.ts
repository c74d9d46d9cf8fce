import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Locale, OtherLocale } from "~/i18n/languages";
import type { ContentColumns, RequiredCategoryNameLocale } from "~/lib/localized";
import type {
  AttributeTable,
  AttributeValueTable,
  CategoryAttributeTable,
  ProductAttributeTable,
} from "./schema-attributes";

/** SQLite returns 0/1 for booleans, PostgreSQL true/false; we write booleans. */
type Bool = ColumnType<boolean | number, boolean, boolean>;
/** ISO-8601 UTC text in both databases, so both sort and compare the same way. */
type Timestamp = string;
/** better-auth's own date columns: Date objects on PostgreSQL, ISO text on SQLite. */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

/**
 * A category's name in each other language: required where the column is NOT NULL (English, from the
 * first schema), else optional; empty or null shows the Portuguese one (app/lib/localized.ts).
 */
export interface CategoryTable
  extends
    ContentColumns<"name", string, RequiredCategoryNameLocale>,
    ContentColumns<"name", string | null, Exclude<OtherLocale, RequiredCategoryNameLocale>> {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: Timestamp;
}

export interface BrandTable {
  id: Generated<number>;
  name: string;
  slug: string;
  logo_hash: string | null;
  logo_url: string | null;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A product's name and description in each other language (`{field}_{code}`, optional), and its
 * "Nome (A–Z)" key in each: that language's name, else the Portuguese one, normalised as
 * search_name is (migration 2026-11-25T0000), one index per list scope.
 */
export interface ProductTable
  extends
    ContentColumns<"name">,
    ContentColumns<"description">,
    ContentColumns<"sort_name", string> {
  id: Generated<number>;
  sku: string | null;
  name: string;
  description: string;
  brand_id: number;
  category_id: number | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: Bool;
  in_stock: Bool;
  position: number;
  image_hash: string | null;
  image_url: string | null;
  /** Lower-case, accent-free name (every language's) for substring search; the Portuguese name sort. */
  search_name: string;
  /** Lower-case, accent-free name, brand and descriptions, for the full search. */
  search_doc: Generated<string>;
  /** Discount in basis points (original over price), kept for the "biggest discount" index. */
  discount_bp: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One image of a product's gallery (migration 2026-11-25T0100): an uploaded media hash or an https
 * URL, its place (1 = the cover, copied to product.image_hash / image_url), and its alternative
 * text in every language (`alt`, `alt_{code}`; empty shows the product's name).
 */
export interface ProductImageTable extends ContentColumns<"alt"> {
  id: Generated<number>;
  product_id: number;
  image_hash: string | null;
  image_url: string | null;
  position: number;
  alt: string | null;
}

/** A poster's title in each other language (`title_{code}`, optional). */
export interface PosterTable extends ContentColumns<"title"> {
  id: Generated<number>;
  title: string | null;
  image_hash: string | null;
  image_url: string | null;
  position: number;
  active: Bool;
  created_at: Timestamp;
}

export interface MediaTable {
  hash: string;
  width: number;
  height: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: Timestamp;
}

export interface StoreSettingTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: string | null;
  created_at: Timestamp;
}

/**
 * One bulk edit of the admin product table (migration 2026-11-25T0300, issue #18 item 8): what it
 * did, and every product's values before and after as JSON, for Undo within 24 hours.
 */
export interface BulkChangeTable {
  id: Generated<number>;
  user_id: string | null;
  kind: string;
  params: string;
  product_count: number;
  before_values: string;
  after_values: string;
  created_at: Timestamp;
  undone_at: Timestamp | null;
}

/** Where an enquiry came from (issue #19): a WhatsApp message, or the quote list's form. */
export type EnquiryChannel = "whatsapp" | "form";
export type EnquiryStatus = "new" | "answered" | "closed";

/**
 * A shopper's quote list recorded on the server (migration 2026-11-25T0400, issue #19): its
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

/** Where a WhatsApp click was made (issue #19 item 7). */
export type WhatsappClickSource = "product" | "list";

/** WhatsApp clicks per product, day (YYYY-MM-DD, UTC) and source: counts only, nobody's data. */
export interface WhatsappClickTable {
  product_id: number;
  day: string;
  source: WhatsappClickSource;
  clicks: number;
}

/**
 * One line of an enquiry, priced when it was sent: the product's SKU, name (in the enquiry's
 * language) and US dollar price then. product_id becomes null when the product is deleted.
 */
export interface EnquiryItemTable {
  id: Generated<number>;
  enquiry_id: number;
  position: number;
  product_id: number | null;
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

export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export interface ApiTokenTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: AuthDate | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  status: string;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface SearchWordTable {
  word: string;
  length: number;
}

/** Sign-in and sign-up failure counters (app/.server/auth/attempts.server.ts). */
export interface AuthLimitTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch. */
  window_start: number;
}

/** Issue #20: what a shopper did, as the insights count it (app/lib/insights.ts). */
export type InsightKind =
  | "product_view"
  | "category_view"
  | "brand_view"
  | "search"
  | "search_zero"
  | "quote_add"
  | "whatsapp"
  | "enquiry";

/** One event, kept 30 days (app/.server/insights/recorder.server.ts). No personal data. */
export interface InsightEventTable {
  id: Generated<number>;
  at: string;
  kind: InsightKind;
  /** A product, category or brand id, a search term, an enquiry's channel. */
  item: string;
  /** A search's result count. */
  results: number | null;
  locale: string;
}

/** Events per UTC day, kind, item and language: what the insights read, kept for good. */
export interface InsightDailyTable {
  day: string;
  kind: InsightKind;
  item: string;
  locale: string;
  count: number;
}

/** A search term mapped to a catalogue word or to one product (issue #20 item 2). */
export interface SearchSynonymTable {
  term: string;
  word: string | null;
  product_id: number | null;
  created_at: string;
}

export interface Database {
  search_word: SearchWordTable;
  category: CategoryTable;
  brand: BrandTable;
  product: ProductTable;
  product_image: ProductImageTable;
  poster: PosterTable;
  media: MediaTable;
  store_setting: StoreSettingTable;
  audit_log: AuditLogTable;
  bulk_change: BulkChangeTable;
  enquiry: EnquiryTable;
  enquiry_item: EnquiryItemTable;
  outbox: OutboxTable;
  whatsapp_click: WhatsappClickTable;
  insight_event: InsightEventTable;
  insight_daily: InsightDailyTable;
  search_synonym: SearchSynonymTable;
  attribute: AttributeTable;
  attribute_value: AttributeValueTable;
  category_attribute: CategoryAttributeTable;
  product_attribute: ProductAttributeTable;
  catalogue_version: CatalogueVersionTable;
  api_token: ApiTokenTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  auth_limit: AuthLimitTable;
}

export type Category = Selectable<CategoryTable>;
export type Brand = Selectable<BrandTable>;
export type NewBrand = Insertable<BrandTable>;
export type BrandUpdate = Updateable<BrandTable>;
export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type ProductImage = Selectable<ProductImageTable>;
export type Poster = Selectable<PosterTable>;
export type NewPoster = Insertable<PosterTable>;
export type Media = Selectable<MediaTable>;
export type AuditLog = Selectable<AuditLogTable>;
export type User = Selectable<UserTable>;
export type Enquiry = Selectable<EnquiryTable>;
export type NewEnquiry = Insertable<EnquiryTable>;
export type EnquiryItem = Selectable<EnquiryItemTable>;
export type NewEnquiryItem = Insertable<EnquiryItemTable>;
export type OutboxRow = Selectable<OutboxTable>;
