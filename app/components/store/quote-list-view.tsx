import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { localePath, type Locale } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { formatPrice } from "~/lib/money";
import { variantName } from "~/lib/product-variants";
import {
  acceptChecked,
  checkQuote,
  isGone,
  quoteLineKey,
  quoteTotalCents,
  removeFromQuote,
  setQuoteQuantity,
  type QuoteCurrent,
  type QuoteLine,
  type CheckedLine,
} from "~/lib/quote-list";
import { PriceHint } from "./currency-hint";
import { QuoteLineRow } from "./quote-line-row";
import { QuoteSend } from "./quote-send";
import { readQuoteList, useQuoteList, writeQuoteList } from "./use-quote-list";

type QuotePageTexts = Messages["quotePage"];

type Check = "checking" | "done" | "failed";

/**
 * The shop's current lines of the list (products and variants), read once per visit. The list
 * keeps the prices the shopper saw until they send it, so a change stays marked on every visit
 * until then.
 */
function useQuoteCheck(locale: Locale) {
  const [check, setCheck] = useState<Check>("checking");
  const [current, setCurrent] = useState<{ asked: Set<string>; items: QuoteCurrent[] } | null>(
    null,
  );
  const started = useRef(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const ids = readQuoteList().map(quoteLineKey);
    if (ids.length === 0) {
      setCheck("done");
      return;
    }
    fetch(`/orcamento/itens?ids=${ids.join(",")}&lang=${locale}`)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<{ items: QuoteCurrent[] }>;
      })
      .then(({ items }) => {
        setCurrent({ asked: new Set(ids), items });
        setCheck("done");
      })
      .catch(() => setCheck("failed"));
  }, [hydrated, locale]);
  return { check, current };
}

export function QuoteListView({
  texts: t,
  locale,
  whatsapp,
  origin,
}: {
  /** The quote page's texts (sent with its data). */
  texts: QuotePageTexts;
  locale: Locale;
  whatsapp: string;
  origin: string;
}) {
  const hydrated = useHydrated();
  const [lines, update] = useQuoteList();
  const { check, current } = useQuoteCheck(locale);
  const [cleared, setCleared] = useState<QuoteLine[] | null>(null);
  const [announce, setAnnounce] = useState("");
  // Each line as the shop has it now; one added after the check (in another tab) as it was added.
  const shown: CheckedLine[] = lines.map((line) =>
    current?.asked.has(quoteLineKey(line))
      ? checkQuote([line], current.items)[0]!
      : { ...line, state: { kind: "ok" } },
  );
  const sendable = shown.filter((l) => !isGone(l.state));
  const total = quoteTotalCents(shown);

  if (!hydrated) return <p className="mt-6 text-gray-700">{t.checking}</p>;

  return (
    <>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {check === "checking" && lines.length > 0 && (
        <p className="mt-4 text-sm text-gray-700">{t.checking}</p>
      )}
      {check === "failed" && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t.checkFailed}</p>
      )}
      {cleared && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-gray-100 p-3">
          <p>{t.cleared}</p>
          <button
            type="button"
            onClick={() => {
              writeQuoteList(cleared);
              setCleared(null);
            }}
            className="min-h-11 rounded-md border border-gray-400 bg-white px-4 font-semibold"
          >
            {t.undo}
          </button>
        </div>
      )}
      {lines.length === 0 ? (
        <div className="mt-6">
          <p>{t.empty}</p>
          <a
            href={localePath(locale, "/produtos")}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            {t.browse}
          </a>
        </div>
      ) : (
        <>
          <h2 id="quote-items" className="sr-only">
            {t.items}
          </h2>
          <ul aria-labelledby="quote-items" className="mt-6 divide-y divide-gray-200 border-y">
            {shown.map((line) => (
              <QuoteLineRow
                texts={t}
                key={quoteLineKey(line)}
                locale={locale}
                line={line}
                state={line.state}
                onQuantity={(quantity) => update((all) => setQuoteQuantity(all, line, quantity))}
                onRemove={() => {
                  update((all) => removeFromQuote(all, line));
                  const name = variantName(
                    line.name,
                    (line.options ?? []).map((o) => o.value),
                  );
                  setAnnounce(fill(t.removed, { name }));
                }}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-lg">
                {t.subtotal}: <strong>{formatPrice(total, locale)}</strong>
              </p>
              {/* The total in reais and guaraníes too. */}
              <PriceHint cents={total} explained className="mt-0.5 max-w-md" />
            </div>
            <button
              type="button"
              onClick={() => {
                setCleared(lines);
                writeQuoteList([]);
              }}
              className="min-h-11 rounded-md border border-gray-400 px-4 font-semibold hover:bg-gray-100"
            >
              {t.clear}
            </button>
          </div>
          {sendable.length > 0 && (
            <QuoteSend
              texts={t}
              locale={locale}
              whatsapp={whatsapp}
              origin={origin}
              lines={sendable}
              onSent={() => {
                // Sent at the shop's prices: those are now the ones the shopper has seen.
                if (current) {
                  writeQuoteList(acceptChecked(checkQuote(readQuoteList(), current.items)));
                }
              }}
            />
          )}
        </>
      )}
    </>
  );
}
