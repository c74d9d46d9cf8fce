import { Link } from "react-router";
import { localePath, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { BrandLogo, type BrandSummary } from "./brand-logo";
import { brandPath } from "~/lib/slug";

/** docs/product-rules.md §2 home: the brand grid; each logo opens the brand's page. */
export function BrandGrid({ locale, brands }: { locale: Locale; brands: BrandSummary[] }) {
  const t = messagesFor(locale).store.brands;
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="mx-auto mt-10 max-w-6xl px-4">
      <h2 id="brands-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {brands.map((b) => (
          <li key={b.id}>
            <Link
              to={localePath(locale, brandPath(b.slug))}
              className="flex h-28 items-center justify-center rounded-lg border border-gray-200 bg-white p-3 transition-shadow hover:shadow-md"
            >
              <BrandLogo
                brand={b}
                width={400}
                sizes="(min-width: 1152px) 260px, (min-width: 768px) 24vw, (min-width: 640px) 32vw, 48vw"
                className="h-full w-full"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
