import { Link } from "react-router";
import { PRODUCTS_LIST } from "./paths";

/** A product's page of its own (variants, links, documents) for an id that names no product. */
export function ProductSectionMissing({ texts }: { texts: { notFound: string; back: string } }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{texts.notFound}</h1>
      <Link to={PRODUCTS_LIST} className="self-start font-semibold text-brand-dark underline">
        {texts.back}
      </Link>
    </div>
  );
}
