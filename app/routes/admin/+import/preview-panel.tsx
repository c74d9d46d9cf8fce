import type { MouseEvent, ReactNode } from "react";
import { buttonStyles } from "~/components/admin/form-controls";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { plural } from "~/i18n/plural";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import type { Messages } from "~/i18n/pt";
import type { ChangeAction, ImportPreview, PreviewCounts } from "./import-types";

/** Where the form goes to download every error as CSV (routes/admin/import-errors.tsx). */
export const ERRORS_PATH = "/admin/importar/erros";

const cell = "border-b border-gray-200 px-2 py-1.5 align-top";
const head = `${cell} text-left font-semibold`;

/**
 * The error list is a file, so the form goes there as a browser submission (the file downloads
 * and the page stays); React Router's own submission would fetch it as data.
 */
function downloadErrors(event: MouseEvent<HTMLButtonElement>) {
  const form = event.currentTarget.form;
  if (!form) return;
  event.preventDefault();
  const previous = form.getAttribute("action");
  form.setAttribute("action", ERRORS_PATH);
  HTMLFormElement.prototype.submit.call(form);
  if (previous === null) form.removeAttribute("action");
  else form.setAttribute("action", previous);
}

/** The words of a line's action. */
function actionText(action: ChangeAction, s: Messages["adminSections"]["importPage"]) {
  const words: Record<ChangeAction, string> = {
    create: s.actionCreate,
    update: s.actionUpdate,
    createVariant: s.actionCreateVariant,
    updateVariant: s.actionUpdateVariant,
    removeVariant: s.actionRemoveVariant,
  };
  return words[action];
}

/** Counts of a plan (or of an import done) as a list of figures. */
export function CountList({ counts, label }: { counts: PreviewCounts; label: string }) {
  const t = useTexts("adminSections").importPage;
  const number = useAdminNumberFormat();
  // A catalogue without variants is not shown three zeros about them.
  const keys = (Object.keys(t.counts) as (keyof PreviewCounts)[]).filter(
    (key) => counts[key] > 0 || !key.startsWith("variants"),
  );
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {keys.map((key) => (
        <div key={key} className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2">
          <dt className="text-xs text-gray-700">{t.counts[key]}</dt>
          <dd data-count={key} className="text-lg font-bold text-ink">
            {number(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (axe scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-sm">
        <caption className="mb-1 text-left text-base font-semibold text-ink">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function More({ shown, total, text }: { shown: number; total: number; text: string }) {
  if (total <= shown) return null;
  return <p className="text-sm text-gray-700">{fill(text, { shown, total })}</p>;
}

/**
 * The plan of the file chosen: counts, the rows that change, the first errors
 * with a download of them all, and Apply. It sits inside the upload form, so Apply and the
 * download send the same file and options again, with the plan's token.
 */
export function PreviewPanel({ preview, applying }: { preview: ImportPreview; applying: boolean }) {
  const s = useTexts("adminSections").importPage;
  const adminLocale = useAdminLocale();
  const hydrated = useHydrated();
  const { counts } = preview;
  const canApply = counts.errors === 0 && counts.create + counts.update > 0;
  return (
    <section
      aria-labelledby="import-preview-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="import-preview-heading" className="text-lg font-bold text-ink">
        {s.previewTitle}
      </h2>
      <input type="hidden" name="plan_token" value={preview.token} />
      <p className="text-sm text-gray-700">{fill(s.previewFile, { format: preview.format })}</p>
      <CountList counts={counts} label={s.countsLabel} />
      {(preview.newBrands.length > 0 || preview.newCategories.length > 0) && (
        <div className="grid gap-2 text-sm sm:grid-cols-2">
          {preview.newBrands.length > 0 && (
            <p>
              <strong>{s.newBrandsTitle}:</strong> {preview.newBrands.join(", ")}
            </p>
          )}
          {preview.newCategories.length > 0 && (
            <p>
              <strong>{s.newCategoriesTitle}:</strong> {preview.newCategories.join(", ")}
            </p>
          )}
        </div>
      )}
      {preview.errors.length > 0 && (
        <div className="flex flex-col gap-2">
          <Table caption={s.errorsTitle}>
            <thead>
              <tr>
                <th scope="col" className={head}>
                  {s.table.row}
                </th>
                <th scope="col" className={head}>
                  {s.table.column}
                </th>
                <th scope="col" className={head}>
                  {s.table.message}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.errors.map((e, i) => (
                <tr key={`${e.row}-${i}`}>
                  <td className={cell}>{e.row}</td>
                  <td className={cell}>{e.column ?? ""}</td>
                  <td className={cell}>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <More shown={preview.errors.length} total={counts.errors} text={s.errorsMore} />
          <p className="text-sm text-red-800">{s.errorsBlock}</p>
          <button
            type="submit"
            formAction={ERRORS_PATH}
            formMethod="post"
            name="intent"
            value="errors"
            onClick={downloadErrors}
            className={`${buttonStyles.secondary} self-start`}
          >
            {s.errorsDownload}
          </button>
        </div>
      )}
      {counts.variantsRemove > 0 && (
        <p className="text-sm font-semibold text-red-800">
          {plural(adminLocale, s.variantsRemoved, counts.variantsRemove)}
        </p>
      )}
      {preview.changes.length > 0 && (
        <div className="flex flex-col gap-2">
          <Table caption={s.changesTitle}>
            <thead>
              <tr>
                <th scope="col" className={head}>
                  {s.table.row}
                </th>
                <th scope="col" className={head}>
                  {s.table.action}
                </th>
                <th scope="col" className={head}>
                  {s.table.sku}
                </th>
                <th scope="col" className={head}>
                  {s.table.name}
                </th>
                <th scope="col" className={head}>
                  {s.table.variant}
                </th>
                <th scope="col" className={head}>
                  {s.table.fields}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((c, i) => (
                <tr key={`${c.row ?? "-"}-${i}`}>
                  <td className={cell}>{c.row ?? "—"}</td>
                  <td className={cell}>{actionText(c.action, s)}</td>
                  <td className={`${cell} break-all`}>{c.sku ?? ""}</td>
                  <td className={cell}>{c.name ?? ""}</td>
                  <td className={cell}>{c.variant ?? ""}</td>
                  <td className={cell}>{c.fields.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <More shown={preview.changes.length} total={preview.changesTotal} text={s.changesMore} />
        </div>
      )}
      {preview.skipped.length > 0 && (
        <Table caption={s.skippedTitle}>
          <thead>
            <tr>
              <th scope="col" className={head}>
                {s.table.row}
              </th>
              <th scope="col" className={head}>
                {s.table.sku}
              </th>
              <th scope="col" className={head}>
                {s.table.reason}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.skipped.map((k) => (
              <tr key={k.row}>
                <td className={cell}>{k.row}</td>
                <td className={`${cell} break-all`}>{k.sku ?? ""}</td>
                <td className={cell}>{k.message}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {counts.errors === 0 && counts.create + counts.update === 0 && (
        <p className="text-sm text-gray-700">{s.nothingToApply}</p>
      )}
      {!hydrated && <p className="text-sm text-gray-700">{s.reselect}</p>}
      {canApply && (
        <button
          type="submit"
          name="intent"
          value="apply"
          disabled={applying}
          className={`${buttonStyles.primary} self-start`}
        >
          {applying ? s.applying : s.apply}
        </button>
      )}
    </section>
  );
}
