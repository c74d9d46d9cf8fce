import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { BrandLogo, type BrandSummary } from "./brand-logo";
import { brandPath } from "~/lib/slug";

interface BrandTilesProps {
  locale: Locale;
  brands: BrandSummary[];
  /** The heading's id that names the list. */
  labelledBy: string;
  /**
   * Whether the shop has more brands than the list shows: it then ends with a tile to the page
   * of every brand (every brand is reachable from the home page).
   */
  more?: boolean;
}

/** Brand logos as tiles, each opening the brand's page: the home page's grid and /marcas. */
export function BrandTiles({ locale, brands, labelledBy, more = false }: BrandTilesProps) {
  const t = useTexts("store").brands;
  return (
    <ul
      aria-labelledby={labelledBy}
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
    >
      {brands.map((b) => (
        <li key={b.id}>
          <a
            href={localePath(locale, brandPath(b.slug))}
            className="flex h-28 items-center justify-center rounded-lg border border-gray-200 bg-white p-3 transition-shadow hover:shadow-md"
          >
            <BrandLogo
              brand={b}
              width={400}
              sizes="(min-width: 1152px) 260px, (min-width: 768px) 24vw, (min-width: 640px) 32vw, 48vw"
              className="h-full w-full"
            />
          </a>
        </li>
      ))}
      {more && (
        <li>
          <a
            href={localePath(locale, "/marcas")}
            className="flex h-28 items-center justify-center rounded-lg border border-gray-200 bg-gray-50 p-3 text-center font-semibold text-brand transition-shadow hover:shadow-md"
          >
            {t.all}
          </a>
        </li>
      )}
    </ul>
  );
}

/** docs/product-rules.md §2 home: the brand grid; each logo opens the brand's page. */
export function BrandGrid({ locale, brands, more = false }: Omit<BrandTilesProps, "labelledBy">) {
  const t = useTexts("store").brands;
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="mx-auto mt-10 max-w-6xl px-4">
      <h2 id="brands-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <BrandTiles locale={locale} brands={brands} labelledBy="brands-heading" more={more} />
    </section>
  );
}
