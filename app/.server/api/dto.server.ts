import { loadAttributes, productAttributeValues } from "../catalogue/attributes.server";
import type { BrandView } from "../catalogue/brands.server";
import type { PosterView } from "../catalogue/posters.server";
import {
  getImagesOfProducts,
  getProductImages,
  type GalleryImageView,
} from "../catalogue/product-images.server";
import type { ProductView } from "../catalogue/products.server";
import { productVariants, variantsOf, type ProductVariants } from "../catalogue/variants.server";
import type { Db } from "../db/kysely";
import type {
  ApiBrand,
  ApiCategory,
  ApiPoster,
  ApiProduct,
  ApiProductImage,
} from "~/lib/api-schemas";
import { pickContent } from "~/lib/localized";
import { imageSrc } from "~/lib/media-url";
import { centsToNumber } from "~/lib/money";
import { apiProductAttributes } from "./dto-attributes.server";
import { apiVariantFields } from "./dto-variants.server";
import { productLinkSides, productLinkSidesOf } from "../catalogue/product-links.server";
import type { LinkSides } from "~/lib/product-links";
import { listDocuments, listVideos } from "../documents/documents.server";
import { apiDocument } from "../documents/documents-api.server";

/** A product without links (a DTO built without reading them). */
const NO_LINKS: LinkSides = { accessories: [], spareParts: [], compatibleWith: [] };

// The docs/product-rules.md §3/§7 JSON shapes, built from the services' views. Each is typed by its
// Zod output schema (app/lib/api-schemas.ts), the same schema /api/openapi.json is generated from.

/**
 * A product with its gallery: `image` is the cover, the first of `images`; its specifications,
 * `{ code: value }`; and its options and variants, of which `price`, `in_stock` and `sku` are the
 * summary the row keeps.
 */
export function apiProduct(
  p: ProductView,
  images: readonly GalleryImageView[],
  attributes: ApiProduct["attributes"] = {},
  variants?: ProductVariants,
  links: LinkSides = NO_LINKS,
): ApiProduct {
  const image = imageSrc({ hash: p.image_hash, url: p.image_url });
  const { sku, ...own } = apiVariantFields(p, variants);
  return {
    id: p.id,
    sku,
    name: p.name,
    ...pickContent(p, "name"),
    brand: p.brand.slug,
    price: centsToNumber(p.price_cents),
    category: p.category?.id ?? null,
    image,
    image_url: image,
    images: images.map(apiProductImage),
    description: p.description,
    ...pickContent(p, "description"),
    in_stock: p.in_stock,
    position: p.position,
    is_special_offer: p.is_special_offer,
    original_price: p.original_price_cents == null ? null : centsToNumber(p.original_price_cents),
    offer_starts_at: p.offer_starts_at,
    offer_ends_at: p.offer_ends_at,
    offer_shows_end: p.offer_shows_end,
    // What a shopper sees now (decision 066): the summary's live columns.
    live: {
      price: centsToNumber(p.live.price_cents),
      original_price:
        p.live.original_price_cents == null ? null : centsToNumber(p.live.original_price_cents),
      is_special_offer: p.live.is_special_offer,
      offer_ends_at: p.live.offer_ends_at,
    },
    ...own,
    accessories: links.accessories,
    spare_parts: links.spareParts,
    compatible_with: links.compatibleWith,
    attributes,
  };
}

function apiProductImage(i: GalleryImageView): ApiProductImage {
  return {
    // Never null: a gallery image is a hash or a URL (app/.server/catalogue/product-images.server.ts).
    url: imageSrc({ hash: i.image_hash, url: i.image_url }) ?? "",
    alt: i.alt,
    ...pickContent(i, "alt"),
    position: i.position,
  };
}

/**
 * Products as the API answers them, with their galleries, values and variants (a few queries a
 * page, whatever its size).
 */
export async function apiProducts(db: Db, items: readonly ProductView[]): Promise<ApiProduct[]> {
  const ids = items.map((p) => p.id);
  const [images, catalogue, values, variants, links] = await Promise.all([
    getImagesOfProducts(db, ids),
    loadAttributes(db),
    productAttributeValues(db, ids),
    variantsOf(db, ids),
    productLinkSidesOf(db, ids),
  ]);
  return items.map((p) =>
    apiProduct(
      p,
      images.get(p.id) ?? [],
      apiProductAttributes(catalogue, p.category?.id ?? null, values.get(p.id) ?? []),
      variants.get(p.id),
      links.get(p.id),
    ),
  );
}

/** One product as the API answers it, with its gallery, values and variants. */
export async function apiProductWithImages(db: Db, p: ProductView): Promise<ApiProduct> {
  const [images, catalogue, values, variants, links, documents, videos] = await Promise.all([
    getProductImages(db, p.id),
    loadAttributes(db),
    productAttributeValues(db, [p.id]),
    productVariants(db, p.id),
    productLinkSides(db, p.id),
    listDocuments(db, p.id),
    listVideos(db, p.id),
  ]);
  const attributes = apiProductAttributes(
    catalogue,
    p.category?.id ?? null,
    values.get(p.id) ?? [],
  );
  return {
    ...apiProduct(p, images, attributes, variants, links),
    // docs/decisions/068-product-documents-and-videos.md
    documents: documents.map(apiDocument),
    videos: videos.map((v) => v.url),
  };
}

export function apiBrand(b: BrandView): ApiBrand {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    logo: imageSrc({ hash: b.logo_hash, url: b.logo_url }, 400),
    position: b.position,
  };
}

export function apiPoster(p: PosterView): ApiPoster {
  const image = imageSrc({ hash: p.image_hash, url: p.image_url }, 1200);
  return {
    id: p.id,
    title: p.title,
    ...pickContent(p, "title"),
    image,
    image_url: image,
    position: p.position,
    active: p.active,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
  };
}

/** Copies only the documented fields: a row may carry more. */
export function apiCategory(c: ApiCategory): ApiCategory {
  return {
    id: c.id,
    name: c.name,
    ...pickContent(c, "name"),
    slug: c.slug,
    created_at: c.created_at,
  };
}
