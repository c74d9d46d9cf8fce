import { Link } from "react-router";
import { SectionHeader } from "~/components/admin/form-controls";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";
import type {
  EditorAttribute,
  EditorRow,
  EditorSelection,
  SelectionProblem,
} from "~/lib/variant-editor";
import { PRODUCTS_LIST } from "../+shared/paths";
import { OptionChooser } from "./option-chooser";
import { VariantRowsForm } from "./variant-rows-form";
import type { PictureChoice } from "./variant-row";

/** What the editor's loader gives (app/routes/admin/+variants/variants-page.server.ts). */
export interface VariantsEditorProps {
  product: { id: number; name: string };
  attributes: EditorAttribute[];
  ticked: EditorSelection;
  problem: SelectionProblem | null;
  options: string[];
  rows: EditorRow[];
  pictures: PictureChoice[];
}

/** One product's variants: the way back, its options to choose, then its rows to save. */
export function VariantsEditor({
  editor,
  result,
}: {
  editor: VariantsEditorProps;
  result: ActionResult | undefined;
}) {
  const v = useTexts("adminSections").variants;
  return (
    <div className="flex flex-col gap-6">
      <Link to={PRODUCTS_LIST} className="self-start font-semibold text-brand-dark underline">
        {v.back}
      </Link>
      <SectionHeader id="variants-title" title={fill(v.title, { name: editor.product.name })} />
      <OptionChooser
        attributes={editor.attributes}
        ticked={editor.ticked}
        problem={editor.problem}
      />
      <VariantRowsForm
        // Saved: a new form, its fields from what the server now holds.
        key={result?.ok ? result.toast?.id : "variants"}
        productName={editor.product.name}
        options={editor.options}
        rows={editor.rows}
        pictures={editor.pictures}
        result={result}
      />
    </div>
  );
}
