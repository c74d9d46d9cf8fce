import { Link } from "react-router";
import { useTexts } from "~/i18n/use-texts";

/** The specifications section's list, where every one of its pages leads back to. */
export const ATTRIBUTES_LIST = "/admin/especificacoes";

/** "Voltar às especificações". */
export function BackToAttributes() {
  const s = useTexts("adminSections").attributes;
  return (
    <Link to={ATTRIBUTES_LIST} className="self-start font-semibold text-brand-dark underline">
      {s.back}
    </Link>
  );
}

/** A specification's or a category's page whose id names nothing: the heading, and the way back. */
export function AttributesNotFound({ heading }: { heading: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{heading}</h1>
      <BackToAttributes />
    </div>
  );
}
