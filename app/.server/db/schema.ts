import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { OtherLocale } from "~/i18n/languages";
import type { ContentColumns, RequiredCategoryNameLocale } from "~/lib/localized";
import type {
  AttributeTable,
  AttributeValueTable,
  CategoryAttributeTable,
  ProductAttributeTable,
} from "./schema-attributes";
import type {
  EnquiryItemTable,
  EnquiryTable,
  OutboxTable,
  WhatsappClickTable,
} from "./schema-enquiries";
import type { InsightDailyTable, InsightEventTable, SearchSynonymTable } from "./schema-insights";
import type { ProductLinkTable } from "./schema-links";
import type {
  AccountTable,
  AuthLimitTable,
  SearchWordTable,
  SessionTable,
  UserTable,
  VerificationTable,
} from "./schema-auth";
import type {
  ProductOptionTable,
  VariantImageTable,
  VariantTable,
  VariantValueTable,
} from "./schema-variants";
import type { ProductDocumentTable, ProductVideoTable } from "./schema-documents";

export type {
  EnquiryChannel,
  EnquiryItemTable,
  EnquiryStatus,
  EnquiryTable,
  OutboxState,
  OutboxTable,
  WhatsappClickSource,
  WhatsappClickTable,
} from "./schema-enquiries";
export type {
  InsightDailyTable,
  InsightEventTable,
  InsightKind,
  SearchSynonymTable,
} from "./schema-insights";

/** SQLite returns 0/1 for booleans, PostgreSQL true/false; we write booleans. */
type Bool = ColumnType<boolean | number, boolean, boolean>;
/** ISO-8601 UTC text in both databases, so both sort and compare the same way. */
type Timestamp = string;

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
  /** The live discount in basis points (original over price), kept for the "biggest discount" index. */
  discount_bp: Generated<number>;
  /** The summary's offer window as set (UTC ISO instants; null: open on that side). */
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  /** Whether cards and the product page say until when the offer runs. */
  offer_shows_end: ColumnType<boolean | number, boolean | undefined, boolean>;
  /**
   * What a shopper sees now (docs/decisions/066-scheduled-offers.md): the summary with every offer
   * outside its window left out, rewritten when a window opens or closes. Store lists, sorts and
   * filters read these; the back office reads what was set.
   */
  live_price_cents: ColumnType<number, number | undefined, number>;
  live_original_price_cents: number | null;
  live_offer: ColumnType<boolean | number, boolean | undefined, boolean>;
  live_offer_ends_at: string | null;
  /** The next instant one of this product's offer windows opens or closes, if any. */
  next_change_at: string | null;
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
  /** Shown only from `starts_at` until `ends_at` (UTC ISO instants; null: open on that side). */
  starts_at: string | null;
  ends_at: string | null;
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
 * One bulk edit of the admin product table (migration 2026-11-25T0300): what it
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
  product_option: ProductOptionTable;
  variant: VariantTable;
  variant_value: VariantValueTable;
  variant_image: VariantImageTable;
  product_link: ProductLinkTable;
  product_document: ProductDocumentTable;
  product_video: ProductVideoTable;
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
