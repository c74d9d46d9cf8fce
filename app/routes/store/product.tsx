import { InsightMark } from "~/components/store/page-insights";
import { Island } from "~/islands/island";
import { getProductImages } from "~/.server/catalogue/product-images.server";
import { productSpecs, specTexts } from "~/.server/catalogue/product-specs.server";
import { getProduct, listProducts } from "~/.server/catalogue/products.server";
import { productVariants } from "~/.server/catalogue/variants.server";
import { pageLinks } from "~/.server/catalogue/product-links.server";
import { ProductLinks } from "~/components/store/product-links";
import { linkCards } from "~/lib/link-cards";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { ProductGrid } from "~/components/store/product-card";
import { CompareToggle } from "~/components/store/compare-toggle";
import { ProductGallery } from "~/components/store/product-gallery";
import { OfferPrice, OfferStock } from "~/components/store/product-offer";
import { useStoreLayout } from "~/components/store/use-store-layout";
import { VariantPurchase } from "~/components/store/variant-purchase";
import { ProductSpecs } from "~/components/store/product-specs";
import { CatalogueErrorBoundary } from "~/components/store/product-not-found";
import { parseId } from "~/lib/id";
import { localized } from "~/lib/localized";
import { notFound, notFoundTitle } from "~/lib/not-found";
import { localizedName, toProductCard } from "~/lib/product-card";
import { productGallery } from "~/lib/product-gallery";
import { specProperties, specRows } from "~/lib/product-specs";
import { chooseVariant, galleryChoice, rowAsVariant, variantOffers } from "~/lib/product-variants";
import { whatsappChoice } from "~/lib/variant-labels";
import { VARIANT_PARAM } from "~/lib/variant-url";
import { BrazilNote } from "~/components/store/currency-hint";
import { JsonLd } from "~/components/store/json-ld";
import { ProductMedia } from "~/components/store/product-media";
import { listDocuments, listVideos, documentUrl } from "~/.server/documents/documents.server";
import { showVideo } from "~/lib/product-media";
import { isLocale } from "~/i18n/languages";
import { productMediaLd } from "~/lib/seo/product-media-ld";
import { WhatsappLink } from "~/components/store/product-whatsapp-link";
import { AddToQuoteForm } from "~/components/store/quote-add";
import { localeFromPath, localePath } from "~/i18n/locale";
import { galleryMessagesFor } from "~/i18n/gallery-messages.server";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { imageSrc } from "~/lib/media-url";
import { formatPrice } from "~/lib/money";
import { breadcrumbJsonLd } from "~/lib/seo/json-ld";
import { productPageJsonLd } from "~/lib/seo/product-page-ld";
import { siteNameOf } from "~/lib/seo/list-meta";
import { absoluteUrl, notFoundMeta, seoMeta, summarize } from "~/lib/seo/meta";
import type { Route } from "./+types/product";
import { brandPath } from "~/lib/slug";

/** How many products of the same category the page suggests. */
const RELATED = 4;

export async function loader({ request, params }: Route.LoaderArgs) {
  const address = new URL(request.url);
  const locale = localeFromPath(address.pathname);
  const id = parseId(params.id);
  const db = getDb();
  const p = id == null ? undefined : await getProduct(db, id);
  if (!p) notFound("product");
  const [related, profile, gallery, specs, stored, links] = await Promise.all([
    p.category
      ? listProducts(db, { categoryId: p.category.id, locale, perPage: RELATED + 1 })
      : { items: [] },
    getStoreProfile(db),
    getProductImages(db, p.id),
    productSpecs(db, { id: p.id, categoryId: p.category?.id ?? null }),
    productVariants(db, p.id),
    // Accessories, spare parts and compatible products (docs/decisions/067-product-links.md).
    pageLinks(db, p.id),
  ]);
  // Manuals and videos (docs/decisions/068-product-documents-and-videos.md).
  const [documentRows, videoRows] = await Promise.all([
    listDocuments(db, p.id),
    listVideos(db, p.id),
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
    related: related.items
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

export function meta({ data, error, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).catalog;
  const seo = matches[1]?.data?.seo;
  const site = siteNameOf(seo, locale);
  if (!data) return notFoundMeta(fill(notFoundTitle(error, t.meta), { site }));
  const { product, offer } = data;
  const description = product.description
    ? summarize(product.description)
    : fill(t.meta.productDescription, {
        name: product.name,
        brand: product.brand.name,
        price: formatPrice(offer.priceCents, locale),
        site,
      });
  return seoMeta({
    title: fill(t.meta.productTitle, { name: product.name, site }),
    description,
    locale,
    siteName: site,
    url: data.url,
    image: data.imageUrl ?? seo?.shareImage,
    type: "product",
  });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { locale, product, related, offers, offer } = loaderData;
  const t = useTexts("catalog");
  const currency = useStoreLayout()?.currency ?? null;
  const withOptions = offers.options.length > 0;
  // The gallery follows the chosen variant only where a variant has pictures of its own.
  const choice = galleryChoice(offers, offer);
  const item = { id: product.id, name: product.name, image: product.image };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <JsonLd data={loaderData.jsonLd} />
      <InsightMark kind="product_view" id={product.id} />
      <article className="grid gap-6 md:grid-cols-2 md:gap-10">
        {/* A new product is a new gallery: its first picture, nothing zoomed. */}
        <Island
          key={product.id}
          name="product-gallery"
          component={ProductGallery}
          wake={choice.variants ? ["variant"] : undefined}
          props={{ gallery: loaderData.gallery, ...choice }}
        />
        <div className="flex flex-col gap-4">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-gray-600">{t.product.brand}:</dt>
              <dd>
                <a
                  href={localePath(locale, brandPath(product.brand.slug))}
                  className="font-semibold text-brand underline"
                >
                  {product.brand.name}
                </a>
              </dd>
            </div>
            {product.category && (
              <div className="flex gap-1">
                <dt className="text-gray-600">{t.product.category}:</dt>
                <dd>
                  <a
                    href={localePath(locale, `/produtos/${product.category.id}`)}
                    className="font-semibold text-brand underline"
                  >
                    {product.category.name}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{product.name}</h1>
          {withOptions ? (
            <Island
              name="variant-purchase"
              // Its "Comparar" shows whether the product is chosen (docs/decisions/064).
              wake={["compare"]}
              component={VariantPurchase}
              props={{
                product: { id: product.id, name: product.name },
                options: offers.options,
                variants: offers.variants,
                chosen: offer.key,
                voltage: product.voltage,
                showsEnd: offers.showsEnd,
                currency,
              }}
            />
          ) : (
            <>
              <OfferPrice offer={offer} voltage={product.voltage} showsEnd={offers.showsEnd} />
              <OfferStock offer={offer} />
              <Island
                name="quote-add"
                component={AddToQuoteForm}
                props={{ product: { ...item, sku: offer.sku, priceCents: offer.priceCents } }}
              />
              <Island
                name="compare-toggle"
                wake={["compare"]}
                component={CompareToggle}
                props={{ product: item, large: true }}
              />
            </>
          )}
          <div>
            <Island
              name="whatsapp-link"
              component={WhatsappLink}
              // Its message names the chosen variant: it follows the picker.
              wake={withOptions ? ["variant"] : undefined}
              props={{
                productId: product.id,
                number: loaderData.whatsapp,
                productName: product.name,
                productUrl: loaderData.url,
                ...whatsappChoice(offers, offer),
              }}
            />
          </div>
          <BrazilNote />
          <section aria-labelledby="description-heading" className="mt-2">
            <h2 id="description-heading" className="text-lg font-semibold text-ink">
              {t.product.description}
            </h2>
            <p className="mt-2 whitespace-pre-line text-gray-800">
              {product.description || t.product.descriptionSoon}
            </p>
          </section>
          <ProductSpecs rows={product.specs} />
          <ProductMedia
            productId={product.id}
            name={product.name}
            documents={loaderData.media.documents}
            videos={loaderData.media.videos}
          />
        </div>
      </article>
      <ProductLinks productId={product.id} sections={loaderData.links} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="mb-4 text-xl font-semibold text-ink">
            {t.headings.related}
          </h2>
          <ProductGrid
            products={related}
            labelledBy="related-heading"
            headingLevel={3}
            priorityFirst={false}
          />
        </section>
      )}
    </main>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary };
