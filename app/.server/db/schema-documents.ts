import type { Generated, Selectable } from "kysely";
import type { ContentColumns } from "~/lib/localized";

/**
 * A product's manual or datasheet (migration 2026-11-30T0200,
 * docs/decisions/068-product-documents-and-videos.md): its bytes in `media` under `file_hash` at
 * width 0, its original file name, size, parsed page count, title in every language and its own
 * language (null: not said), in order.
 */
export interface ProductDocumentTable extends ContentColumns<"title"> {
  id: Generated<number>;
  product_id: number;
  position: number;
  file_hash: string;
  file_name: string;
  bytes: number;
  pages: number;
  title: string;
  language: string | null;
  created_at: string;
}

/** A product's video: a YouTube or Vimeo id (app/lib/video-url.ts), in order. */
export interface ProductVideoTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  provider: "youtube" | "vimeo";
  video_id: string;
  created_at: string;
}

export type ProductDocument = Selectable<ProductDocumentTable>;
export type ProductVideo = Selectable<ProductVideoTable>;
