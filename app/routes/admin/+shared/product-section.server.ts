import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getDb, type Db } from "~/.server/db/kysely";
import type { Locale } from "~/i18n/languages";
import { parseId } from "~/lib/id";

/** What a product's page of its own reads: undefined when there is no such product. */
export type ProductSectionReader<T> = (
  db: Db,
  productId: number,
  locale: Locale,
  params: URLSearchParams,
) => Promise<T | undefined>;

/**
 * The loader of a product's page of its own (variants, links, documents): the session checked,
 * the product read in the administrator's language, 404 when the id names none.
 */
export async function productSectionLoader<T extends object>(
  request: Request,
  id: string | undefined,
  read: ProductSectionReader<T>,
) {
  await requireAdmin(request);
  const productId = parseId(id);
  const { locale } = await adminLocale(request);
  const { searchParams } = new URL(request.url);
  const editor =
    productId === null ? undefined : await read(getDb(), productId, locale, searchParams);
  if (!editor) return data({ found: false as const }, { status: 404 });
  return data({ found: true as const, ...editor });
}
