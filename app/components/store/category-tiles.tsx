import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { plural } from "~/i18n/plural";
import type { ImageRef } from "~/lib/media-url";
import { ProductImage } from "./product-image";

export interface CategoryTileData {
  id: number;
  name: string;
  count: number;
  image: ImageRef;
}

interface CategoryTilesProps {
  locale: Locale;
  tiles: CategoryTileData[];
  /** The heading's id that names the list. */
  labelledBy: string;
}

/**
 * Category tiles: a picture (the category's first product's), the name and how many products it
 * has; each opens the category's list. The home page's "Compre por categoria" and /categorias.
 */
export function CategoryTiles({ locale, tiles, labelledBy }: CategoryTilesProps) {
  const t = useTexts("catalog").list;
  return (
    <ul
      aria-labelledby={labelledBy}
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {tiles.map((c) => (
        <li key={c.id}>
          <a
            href={localePath(locale, `/produtos/${c.id}`)}
            className="flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white p-2 text-center shadow-sm hover:border-brand hover:shadow-md sm:flex-row sm:gap-3 sm:text-left"
          >
            <ProductImage
              image={c.image}
              alt=""
              sizes="80px"
              width={80}
              height={80}
              className="size-16 shrink-0 rounded bg-gray-50 object-contain sm:size-20"
            />
            <span className="flex min-w-0 flex-col sm:items-start">
              <span className="font-semibold break-words text-ink">{c.name}</span>
              <span className="text-sm text-gray-600">
                {c.count > 0 ? plural(locale, t.count, c.count) : t.emptyCategory}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
