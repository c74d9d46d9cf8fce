import { productQuerySchema, type ProductInput, type ProductPatch } from "~/lib/catalogue-schemas";
import type { ApiProductCreate, ApiProductUpdate } from "~/lib/api-input-schemas";
import type { ProductVariantsInput } from "~/lib/variant-schemas";
import type { LinkLists, LinkType } from "~/lib/product-links";
import { getBrandBySlug } from "../catalogue/brands.server";
import type { ListOptions } from "../catalogue/products.server";
import { productVariants } from "../catalogue/variants.server";
import { getDb } from "../db/kysely";
import { ApiError } from "./errors.server";
import { apiLocale } from "./locale.server";

/**
 * GET /api/products query: the storefront's query schema; an unknown brand slug lists nothing.
 * `sort=name` sorts by the name in the caller's language (apiLocale), as the categories are.
 */
export async function productQueryFromApi(request: Request) {
  const q = productQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  let brandId: number | undefined;
  let empty = false;
  if (q.brand) {
    const brand = await getBrandBySlug(getDb(), q.brand);
    if (brand) brandId = brand.id;
    else empty = true;
  }
  const options: ListOptions = {
    locale: apiLocale(request),
    categoryId: q.category,
    brandId,
    offers: q.offers,
    inStock: q.in_stock,
    q: q.q,
    sort: q.sort,
    page: q.page,
    perPage: q.per_page,
  };
  return { options, page: q.page, perPage: q.per_page, empty };
}

async function brandIdOf(slug: string): Promise<number> {
  const brand = await getBrandBySlug(getDb(), slug);
  if (!brand) throw new ApiError(400, "unknownBrand", { brand: "invalid" });
  return brand.id;
}

/** The wire body (brand slug, category id, image alias) to the back office's product input. */
export async function productInputFromApi(wire: ApiProductCreate): Promise<ProductInput> {
  const { brand, category, image, options: _, variants, price, ...rest } = wire;
  // `rest` is already parsed (prices in cents): build the input, do not parse it again.
  return {
    ...rest,
    // Without a price, variants were sent (the schema's rule): the summary sets it from them.
    price: price ?? Math.min(...(variants ?? []).map((v) => v.price)),
    image_url: rest.image_url ?? (image && !image.startsWith("data:") ? image : null),
    brand_id: await brandIdOf(brand),
    category_id: category,
  };
}

/** The link lists a write sends, by stored type (docs/decisions/067-product-links.md). */
export function linksFromApi(wire: ApiProductUpdate): LinkLists {
  return {
    accessory: wire.accessories,
    spare_part: wire.spare_parts,
    compatible: wire.compatible_with,
  };
}

/** A link type's API field, for a refusal's `fields`. */
export const apiLinkField = (type: LinkType): string =>
  ({ accessory: "accessories", spare_part: "spare_parts", compatible: "compatible_with" })[type];

export async function productPatchFromApi(wire: ApiProductUpdate): Promise<ProductPatch> {
  const {
    brand,
    category,
    image,
    options: _,
    variants: __,
    accessories: _a,
    spare_parts: _s,
    compatible_with: _c,
    ...rest
  } = wire;
  const patch: ProductPatch = { ...rest };
  if (brand !== undefined) patch.brand_id = await brandIdOf(brand);
  if (category !== undefined) patch.category_id = category;
  if (patch.image_url === undefined && image !== undefined && !image.startsWith("data:")) {
    patch.image_url = image === "" ? null : image;
  }
  return patch;
}

/**
 * The options and variants a write sends (docs/decisions/065-product-variants.md), or undefined
 * when it sends none. Variants without options keep the product's options (none for a new
 * product); options without variants name no combination, and are refused.
 */
export async function variantsFromApi(
  wire: Pick<ApiProductUpdate, "options" | "variants">,
  productId?: number,
): Promise<ProductVariantsInput | undefined> {
  if (wire.variants === undefined) {
    if (wire.options !== undefined)
      throw new ApiError(400, "variantsCount", { variants: "required" });
    return undefined;
  }
  const options =
    wire.options ??
    (productId === undefined
      ? []
      : (await productVariants(getDb(), productId)).options.map((a) => a.code));
  return { options, variants: wire.variants };
}
