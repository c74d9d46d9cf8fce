import { getProductImages } from "./product-images.server";
import { productSpecs, specTexts } from "./product-specs.server";
import { getProduct, listProductItems } from "./products.server";
import { productVariants } from "./variants.server";
import { pageLinks } from "./product-links.server";
import { linkCards } from "~/lib/link-cards";
import { getDb, type Db } from "../db/kysely";
import { byCatalogueVersion } from "./version.server";
import { getEnv } from "../env";
import { getStoreProfile } from "../settings/store-profile.server";
import { deepFreeze } from "~/lib/deep-freeze";
import { parseId } from "~/lib/id";
import { localized } from "~/lib/localized";
import { notFound } from "~/lib/not-found";
import { localizedName, toProductCard } from "~/lib/product-card";
import { productGallery } from "~/lib/product-gallery";
import { specProperties, specRows } from "~/lib/product-specs";
import { chooseVariant, rowAsVariant, variantOffers } from "~/lib/product-variants";
import { VARIANT_PARAM } from "~/lib/variant-url";
import { listDocuments, listVideos, documentUrl } from "../documents/documents.server";
import { showVideo } from "~/lib/product-media";
import { isLocale } from "~/i18n/languages";
import { productMediaLd } from "~/lib/seo/product-media-ld";
import { localeFromPath, localePath } from "~/i18n/locale";
import { galleryMessagesFor } from "~/i18n/gallery-messages.server";
import { textsFor } from "~/i18n/texts";
import { imageSrc } from "~/lib/media-url";
import { breadcrumbJsonLd } from "~/lib/seo/store-json-ld";
import { productPageJsonLd } from "~/lib/seo/product-page-ld";
import { absoluteUrl } from "~/lib/seo/meta";
import { brandPath } from "~/lib/slug";

/** How many products of the same category the page suggests. */
const RELATED = 4;

/**
 * The product's own parts of its page: its gallery, specifications, variants, manuals and videos
 * (docs/decisions/068-product-documents-and-videos.md), kept while the catalogue version stays
 * the same, as its view and its links are: every write to any of them moves the version. A page
 * the page cache does not hold (another language, another variant's address, one it let go)
 * reads them once, not seven queries again; on PostgreSQL each was a round trip, and their
 * socket writes alone took about 1.7 ms of a product page's CPU (docs/perf/README.md).
 */
function productParts(db: Db, productId: number, categoryId: number | null) {
  return byCatalogueVersion(db, `product-parts:${productId}`, async () =>
    // Shared by every request, so frozen, as the kept views are (decision 022).
    deepFreeze(
      await Promise.all([
        getProductImages(db, productId),
        productSpecs(db, { id: productId, categoryId }),
        productVariants(db, productId),
        listDocuments(db, productId),
        listVideos(db, productId),
      ]),
    ),
  );
}

/**
 * The product page's data (app/routes/store/product.tsx): the product in the page's language, the
 * chosen variant (`?variante=`), its gallery, specifications, links, manuals and videos, related
 * products and the JSON-LD. A 404 for an unknown or unpublished product.
 */
export async function productPage(address: URL, idParam: string | undefined) {
  const locale = localeFromPath(address.pathname);
  const id = parseId(idParam);
  const db = getDb();
  const p = id == null ? undefined : await getProduct(db, id);
  if (!p) notFound("product");
  const [related, profile, [gallery, specs, stored, documentRows, videoRows], links] =
    await Promise.all([
      p.category
        ? listProductItems(db, { categoryId: p.category.id, locale, perPage: RELATED + 1 })
        : [],
      getStoreProfile(db),
      productParts(db, p.id, p.category?.id ?? null),
      // Accessories, spare parts and compatible products (docs/decisions/067-product-links.md).
      pageLinks(db, p.id),
    ]);
  const media = {
    documents: documentRows.map((d) => ({
      url: documentUrl(d),
      title: localized(d, "title", locale).trim() || d.title,
      language: d.language && isLocale(d.language) ? d.language : null,
      bytes: d.bytes,
      pages: d.pages,
    })),
    videos: videoRows.map(showVideo),
  };
  const image = { hash: p.image_hash, url: p.image_url };
  // Every product has a variant; one written before variants existed reads as its row.
  const offers = variantOffers(
    stored.variants.length > 0 ? stored : { options: [], variants: [rowAsVariant(p)] },
    gallery,
    image,
    locale,
    profile.low_stock_threshold,
    { showsEnd: p.offer_shows_end },
  );
  // `?variante=` chooses one (docs/decisions/065-product-variants.md); an unknown one is ignored.
  const offer = chooseVariant(offers.variants, address.searchParams.get(VARIANT_PARAM));
  const origin = getEnv().BASE_URL;
  // Absolute on the public origin (not the address a proxy forwarded to), for the WhatsApp
  // message, link previews and search engines; the product's, whichever variant is chosen.
  const url = `${origin}${localePath(locale, `/produto/${p.id}`)}`;
  const imageUrl = absoluteUrl(origin, imageSrc(image, 1200));
  const galleryUrls = gallery.flatMap((g) => {
    const src = absoluteUrl(origin, imageSrc({ hash: g.image_hash, url: g.image_url }, 1200));
    return src ? [src] : [];
  });
  const name = localizedName(p, locale);
  const product = {
    id: p.id,
    name,
    description: localized(p, "description", locale).trim(),
    brand: p.brand,
    category: p.category
      ? { id: p.category.id, name: localized(p.category, "name", locale) }
      : null,
    image,
    voltage: p.voltage ? localized(p.voltage, "label", locale) : null,
    specs: specRows(specs, locale, specTexts(locale)),
  };
  const t = textsFor(locale);
  const page = (path: string) => `${origin}${localePath(locale, path)}`;
  const trail = product.category
    ? [
        { name: t.catalog.headings.products, url: page("/produtos") },
        { name: product.category.name, url: page(`/produtos/${product.category.id}`) },
      ]
    : [{ name: product.brand.name, url: page(brandPath(product.brand.slug)) }];
  return {
    locale,
    product,
    related: related
      .filter((r) => r.id !== p.id)
      .slice(0, RELATED)
      .map((r) => toProductCard(r, locale)),
    links: linkCards(links.sides, links.products, links.variants, locale),
    whatsapp: profile.whatsapp,
    url,
    // The cover, as the product row keeps it: the first gallery image (docs/decisions/046).
    imageUrl,
    gallery: productGallery(gallery, image, locale, name, galleryMessagesFor(locale)),
    offers,
    offer,
    media,
    jsonLd: [
      withSubjectOf(
        productMediaLd(origin, name, media.documents, media.videos),
        productPageJsonLd({
          product: {
            id: product.id,
            name: product.name,
            description: product.description,
            url,
            // Every gallery image, the cover first; the cover alone if the gallery is empty.
            images: galleryUrls.length > 0 ? galleryUrls : imageUrl ? [imageUrl] : [],
            brand: product.brand.name,
            category: product.category?.name ?? null,
            seller: profile.name,
            properties: specProperties(specs, locale),
          },
          gallery: galleryUrls,
          offers,
          offer,
        }),
      ),
      breadcrumbJsonLd([
        { name: t.nav.home, url: page("/") },
        ...trail,
        { name: product.name, url },
      ]),
    ],
  };
}

/** The product's manuals and videos as its `subjectOf`, when it has any. */
function withSubjectOf<T extends object>(subjectOf: Record<string, unknown>[], ld: T): T {
  return subjectOf.length > 0 ? { ...ld, subjectOf } : ld;
}
