import { ClipboardListIcon } from "~/components/ui/icons";
import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { plural } from "~/i18n/plural";
import { useQuoteList } from "./use-quote-list";

/**
 * The header's link to the quote list with the number of products in it. The count
 * comes from the browser once the page is interactive; the server renders the link without it, so
 * every shopper gets the same cached page.
 */
export function QuoteNavLink({ locale }: { locale: Locale }) {
  const t = useTexts("store").quote;
  const [lines] = useQuoteList();
  const count = lines.length;
  return (
    <a
      href={localePath(locale, "/orcamento")}
      aria-label={count > 0 ? plural(locale, t.navCount, count) : undefined}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-gray-100"
    >
      <span className="relative">
        <ClipboardListIcon className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {count}
          </span>
        )}
      </span>
      <span className="sr-only sm:not-sr-only">{t.nav}</span>
    </a>
  );
}
