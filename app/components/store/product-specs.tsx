import { useTexts } from "~/i18n/use-texts";
import type { SpecRow } from "~/lib/product-specs";

/**
 * The product page's specifications, a name and a value with its unit per row,
 * in the category's order and the page's language. Nothing when the product has none.
 */
export function ProductSpecs({ rows }: { rows: SpecRow[] }) {
  const t = useTexts("catalog").specs;
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading" className="mt-2">
      <h2 id="specs-heading" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      <table aria-labelledby="specs-heading" className="mt-2 w-full border-collapse text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.code} className="border-t border-gray-200 first:border-t-0">
              <th
                scope="row"
                className="w-2/5 py-2 pr-3 text-left align-top font-normal text-gray-700"
              >
                {r.name}
              </th>
              <td className="py-2 align-top font-medium text-ink">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
