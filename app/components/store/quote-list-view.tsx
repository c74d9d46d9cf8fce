import { useEffect, useId, useRef, useState } from "react";
import { TrashIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { formatPrice } from "~/lib/money";
import {
  acceptChecked,
  checkQuote,
  QUOTE_MAX_QUANTITY,
  quoteTotalCents,
  removeFromQuote,
  setQuoteQuantity,
  type QuoteCurrent,
  type QuoteLine,
  type CheckedLine,
  type QuoteLineState,
} from "~/lib/quote-list";
import { PriceHint } from "./currency-hint";
import { ProductImage } from "./product-image";
import { QuoteSend } from "./quote-send";
import { readQuoteList, useQuoteList, writeQuoteList } from "./use-quote-list";

type QuotePageTexts = Messages["quotePage"];

type Check = "checking" | "done" | "failed";

/**
 * The shop's current products of the list, read once per visit. The list keeps the prices the
 * shopper saw until they send it, so a change stays marked on every visit until then.
 */
function useQuoteCheck(locale: Locale) {
  const [check, setCheck] = useState<Check>("checking");
  const [current, setCurrent] = useState<{ asked: Set<number>; items: QuoteCurrent[] } | null>(
    null,
  );
  const started = useRef(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const ids = readQuoteList().map((l) => l.id);
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
    current?.asked.has(line.id)
      ? checkQuote([line], current.items)[0]!
      : { ...line, state: { kind: "ok" } },
  );
  const sendable = shown.filter((l) => l.state.kind !== "deleted");
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
                key={line.id}
                locale={locale}
                line={line}
                state={line.state}
                onQuantity={(quantity) => update((all) => setQuoteQuantity(all, line.id, quantity))}
                onRemove={() => {
                  update((all) => removeFromQuote(all, line.id));
                  setAnnounce(fill(t.removed, { name: line.name }));
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

function QuoteLineRow({
  texts: t,
  locale,
  line,
  state,
  onQuantity,
  onRemove,
}: {
  texts: QuotePageTexts;
  locale: Locale;
  line: QuoteLine;
  state: QuoteLineState;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState(String(line.quantity));
  useEffect(() => setQuantity(String(line.quantity)), [line.quantity]);
  const quote = useTexts("store").quote;
  const deleted = state.kind === "deleted";
  return (
    <li className="flex gap-3 py-4" data-testid="quote-line">
      <div className="size-20 shrink-0 overflow-hidden rounded-md bg-gray-50">
        <ProductImage
          image={line.image}
          alt=""
          sizes="80px"
          width={80}
          height={80}
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {deleted ? (
          <p className="font-medium">{line.name}</p>
        ) : (
          <a
            href={localePath(locale, `/produto/${line.id}`)}
            className="font-medium text-ink hover:underline"
          >
            {line.name}
          </a>
        )}
        {line.sku && (
          <p className="text-xs text-gray-600">
            {t.sku} {line.sku}
          </p>
        )}
        <p className="text-sm">
          {t.unitPrice}: {formatPrice(line.priceCents, locale)}
        </p>
        {!deleted && <PriceHint cents={line.priceCents} />}
        {state.kind === "priceChanged" && (
          <p className="text-sm font-semibold text-amber-800">
            {fill(t.priceChanged, { price: formatPrice(state.previousCents, locale) })}
          </p>
        )}
        {state.kind === "outOfStock" && (
          <p className="text-sm font-semibold text-red-800">{t.outOfStock}</p>
        )}
        {deleted && <p className="text-sm font-semibold text-red-800">{t.deleted}</p>}
        <div className="mt-1 flex items-center gap-3">
          {!deleted && (
            <>
              <label htmlFor={`${id}-q`} className="text-sm text-gray-700">
                {quote.quantity}
              </label>
              <input
                id={`${id}-q`}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUOTE_MAX_QUANTITY}
                value={quantity}
                onChange={(event) => {
                  setQuantity(event.target.value);
                  const n = Number(event.target.value);
                  if (Number.isInteger(n) && n >= 1) onQuantity(n);
                }}
                onBlur={() => setQuantity(String(line.quantity))}
                className="min-h-11 w-20 rounded-md border border-gray-400 px-2"
              />
            </>
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={fill(t.remove, { name: line.name })}
            className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
