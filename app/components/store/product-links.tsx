import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { Island } from "~/islands/island";
import type { LinkCard, LinkSection } from "~/lib/link-cards";
import { LinkAdd } from "./link-add";
import { ProductImage } from "./product-image";
import { ProductPrice, StockBadge } from "./product-price";

/**
 * A product page's "Acessórios", "Peças de reposição" and "Compatível com"
 * (docs/decisions/067-product-links.md): a section per kind, small cards of server HTML, each
 * with its "Adicionar ao orçamento" island.
 */
export function ProductLinks({
  productId,
  sections,
}: {
  productId: number;
  sections: { section: LinkSection; cards: LinkCard[] }[];
}) {
  const t = useTexts("links");
  return (
    <>
      {sections.map(({ section, cards }) => (
        <section key={section} aria-labelledby={`links-${section}`} className="mt-10">
          <h2 id={`links-${section}`} className="mb-3 text-xl font-semibold text-ink">
            {t.headings[section]}
          </h2>
          <ul
            aria-labelledby={`links-${section}`}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {cards.map((c) => (
              <li key={c.card.id}>
                <LinkCardView card={c} from={productId} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function LinkCardView({ card: { card, quote, variants }, from }: { card: LinkCard; from: number }) {
  const locale = useLocale();
  return (
    <div className="relative flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-2 shadow-sm focus-within:shadow-md hover:shadow-md">
      <div className="h-20 w-20 shrink-0 bg-gray-50">
        <ProductImage
          image={card.image}
          alt=""
          sizes="80px"
          width={80}
          height={80}
          className={`h-full w-full object-contain ${card.inStock ? "" : "opacity-60"}`}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{card.brand}</p>
        <h3 className="text-sm leading-snug font-medium text-ink">
          <a
            href={localePath(locale, `/produto/${card.id}`)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {card.name}
          </a>
        </h3>
        <ProductPrice
          priceCents={card.priceCents}
          originalPriceCents={card.originalPriceCents}
          hint={false}
          from={card.priceFrom}
        />
        {!card.inStock && (
          <span className="self-start">
            <StockBadge inStock={false} />
          </span>
        )}
        <Island name="link-add" component={LinkAdd} props={{ from, quote, variants }} />
      </div>
    </div>
  );
}
