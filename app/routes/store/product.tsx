import { InsightMark } from "~/components/store/page-insights";
import { Island } from "~/islands/island";
import { ProductLinks } from "~/components/store/product-links";
import { ProductGrid } from "~/components/store/product-card";
import { CompareToggle } from "~/components/store/compare-toggle";
import { ProductGallery } from "~/components/store/product-gallery";
import { OfferPrice, OfferStock } from "~/components/store/product-offer";
import { useStoreLayout } from "~/components/store/use-store-layout";
import { VariantPurchase } from "~/components/store/variant-purchase";
import { ProductSpecs } from "~/components/store/product-specs";
import { CatalogueErrorBoundary } from "~/components/store/product-not-found";
import { notFoundTitle } from "~/lib/not-found";
import { galleryChoice } from "~/lib/product-variants";
import { whatsappChoice } from "~/lib/variant-labels";
import { BrazilNote } from "~/components/store/currency-hint";
import { JsonLd } from "~/components/store/json-ld";
import { ProductMedia } from "~/components/store/product-media";
import { WhatsappLink } from "~/components/store/product-whatsapp-link";
import { AddToQuoteForm } from "~/components/store/quote-add";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { formatPrice } from "~/lib/money";
import { siteNameOf } from "~/lib/seo/list-meta";
import { notFoundMeta, seoMeta, summarize } from "~/lib/seo/meta";
import type { Route } from "./+types/product";
import { brandPath } from "~/lib/slug";
import { productPage } from "~/.server/catalogue/product-page.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return productPage(new URL(request.url), params.id);
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
