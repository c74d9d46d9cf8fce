import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { useAdminLocale } from "~/i18n/use-admin-messages";

/**
 * The whole catalogue as CSV or XLSX, from GET /api/products/export (which takes
 * the administrator's session), in the administrator's language: the file imports back unchanged.
 */
export function ExportPanel() {
  const s = useTexts("adminSections").importPage;
  const locale = useAdminLocale();
  const href = (format: "csv" | "xlsx") => `/api/products/export?format=${format}&lang=${locale}`;
  return (
    <section
      aria-labelledby="export-heading"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="export-heading" className="text-lg font-bold text-ink">
        {s.exportTitle}
      </h2>
      <p className="text-sm text-gray-700">{s.exportIntro}</p>
      <div className="flex flex-wrap gap-2">
        <a href={href("csv")} download className={buttonStyles.secondary}>
          {s.exportCsv}
        </a>
        <a href={href("xlsx")} download className={buttonStyles.secondary}>
          {s.exportXlsx}
        </a>
      </div>
    </section>
  );
}
