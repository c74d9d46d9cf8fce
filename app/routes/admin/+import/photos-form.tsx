import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { FormAlert } from "../+shared/field";
import type { ImportPageResult } from "./import-types";

const cell = "border-b border-gray-200 px-2 py-1.5 align-top";

/**
 * Many images (or one zip) named by SKU, each added to its product's gallery;
 * the answer lists every file with what became of it, and the unknown SKUs apart.
 */
export function PhotosForm({ result }: { result: ImportPageResult | undefined }) {
  const s = useTexts("adminSections").importPage.photos;
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "photos";
  const own = result?.intent === "photos" ? result : undefined;
  const lines = own?.photos?.lines ?? [];
  const unknown = [...new Set(lines.flatMap((l) => (l.unknownSku ? [l.unknownSku] : [])))];
  return (
    <section
      aria-labelledby="photos-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="photos-heading" className="text-lg font-bold text-ink">
        {s.title}
      </h2>
      <p className="text-sm text-gray-700">{s.intro}</p>
      <Form
        key={own?.toast?.id ?? "photos"}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value="photos" />
        <div className="flex flex-col gap-1">
          <label htmlFor="photos-files" className="text-sm font-medium text-ink">
            {s.fileLabel}
          </label>
          <input
            id="photos-files"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif,.zip,application/zip"
            aria-describedby="photos-alert"
            className="w-full rounded-md border border-gray-300 px-3 py-2 text-base text-ink file:mr-3 file:rounded file:border-0 file:bg-gray-100 file:px-3 file:py-1"
          />
        </div>
        <FormAlert id="photos-alert" message={own?.formError} />
        <button type="submit" disabled={sending} className={`${buttonStyles.primary} self-start`}>
          {sending ? s.sending : s.submit}
        </button>
      </Form>
      {lines.length > 0 && (
        <div className="flex flex-col gap-3">
          {unknown.length > 0 && (
            <p className="text-sm">
              <strong>{s.unknownTitle}:</strong> {unknown.join(", ")}
            </p>
          )}
          <div role="region" aria-label={s.resultTitle} tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[18rem] border-collapse text-sm">
              <caption className="mb-1 text-left text-base font-semibold text-ink">
                {s.resultTitle}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={`${cell} text-left font-semibold`}>
                    {s.file}
                  </th>
                  <th scope="col" className={`${cell} text-left font-semibold`}>
                    {s.result}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, i) => (
                  <tr key={`${line.file}-${i}`}>
                    <td className={`${cell} break-all`}>{line.file}</td>
                    <td className={`${cell} ${line.ok ? "text-green-800" : "text-red-800"}`}>
                      {line.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
