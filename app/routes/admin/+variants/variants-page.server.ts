import { loadAttributes } from "~/.server/catalogue/attributes.server";
import { getProductImages } from "~/.server/catalogue/product-images.server";
import { getProduct } from "~/.server/catalogue/products.server";
import { productVariants } from "~/.server/catalogue/variants.server";
import type { Db } from "~/.server/db/kysely";
import type { Locale } from "~/i18n/languages";
import { attributeName, type AttributeDef } from "~/lib/attributes";
import { galleryEntries } from "~/lib/gallery-form";
import { localized } from "~/lib/localized";
import { mediaUrl } from "~/lib/media-url";
import {
  editorRows,
  selectionFromSearch,
  selectionProblem,
  storedSelection,
  type EditorAttribute,
  type EditorVariant,
} from "~/lib/variant-editor";

const editorAttribute = (def: AttributeDef, locale: Locale): EditorAttribute => ({
  code: def.code,
  name: attributeName(def, locale),
  values: def.values.map((v) => ({ code: v.code, label: localized(v, "label", locale) })),
});

/** A variant's own picture as the gallery editor shows it (the form's value). */
const pictureUrl = (image: { image_hash: string | null; image_url: string | null } | undefined) =>
  image ? (image.image_hash ? mediaUrl(image.image_hash, 800) : image.image_url) : null;

/**
 * What the variants editor of one product shows (undefined when there is no such product): the
 * choice attributes it may take as options (its category's, and any option it has from before a
 * change of category), the values ticked, the rows (the stored variants, or the combinations the
 * URL asks for), and its gallery's pictures to choose from.
 */
export async function variantsEditorData(
  db: Db,
  productId: number,
  locale: Locale,
  params: URLSearchParams,
) {
  const product = await getProduct(db, productId);
  if (!product) return undefined;
  const [catalogue, stored, images] = await Promise.all([
    loadAttributes(db),
    productVariants(db, productId),
    getProductImages(db, productId),
  ]);
  const ids = product.category ? (catalogue.byCategory.get(product.category.id) ?? []) : [];
  const defs = [...ids.flatMap((id) => catalogue.byId.get(id) ?? []), ...stored.options].filter(
    (def, i, all) => def.type === "choice" && all.findIndex((d) => d.id === def.id) === i,
  );
  const attributes = defs.map((def) => editorAttribute(def, locale));
  const variants: EditorVariant[] = stored.variants.map((v) => ({
    sku: v.sku,
    options: Object.fromEntries(v.values.map((x) => [x.attribute.code, x.value.code])),
    priceCents: v.price_cents,
    originalPriceCents: v.original_price_cents,
    isOffer: v.is_special_offer,
    offerStartsAt: v.offer_starts_at,
    offerEndsAt: v.offer_ends_at,
    stock: v.stock,
    image: pictureUrl(v.images[0]),
  }));
  const storedOptions = stored.options.map((o) => o.code);
  const asked = selectionFromSearch(params, attributes);
  const problem = asked && selectionProblem(asked);
  // A selection the rules refuse shows its ticks and the message, and the rows as stored.
  const selection = asked && !problem ? asked : null;
  return {
    product: { id: product.id, name: product.name },
    attributes,
    ticked: asked ?? storedSelection(storedOptions, variants, attributes),
    problem,
    options: selection ? selection.options : storedOptions,
    rows: editorRows(selection, variants, attributes, product.price_cents),
    pictures: galleryEntries(images).map((entry, i) => ({
      url: entry.url,
      number: i + 1,
      alt: localized({ ...entry, alt: entry.alt ?? "" }, "alt", locale),
    })),
  };
}

export type VariantsEditorData = NonNullable<Awaited<ReturnType<typeof variantsEditorData>>>;
