import { useState, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import { MAX_PRODUCT_IMAGES } from "~/lib/catalogue-schemas";
import { GALLERY_MARKER, type GalleryEntry } from "~/lib/gallery-form";
import { buttonStyles, FieldError } from "./form-controls";
import { GalleryItemFields, RemovedRow, UploadRow } from "./gallery-item";
import { IMAGE_ACCEPT } from "./image-picker";
import { SortableList } from "./sortable-list";
import { useGalleryEditor, type GalleryItem } from "./use-gallery-editor";
import { useAdminNumberFormat } from "./use-section-messages";
import { useTexts } from "~/i18n/use-texts";

/**
 * A product's gallery in its form (docs/decisions/046-product-gallery.md): add
 * several files at once or an https URL; each file is made smaller in the browser and uploaded on
 * its own (app/routes/admin/media-upload.tsx, re-encoded there), with its progress, and a refused
 * one says why while the others land. The pictures are reordered like brands (SortableList: drag
 * and drop, or the move buttons from the keyboard), the first is the cover (Make cover puts one
 * first), each has its alternative text in every language, and Remove can be undone until the
 * form is saved. The form posts the ordered list (app/lib/gallery-form.ts).
 *
 * Without JavaScript the pictures already there keep their order and their texts can be edited;
 * the add form shows `fallback` instead (its one-image picker), as before galleries.
 */
export function GalleryEditor({
  idPrefix,
  initial,
  names,
  errors,
  onBusyChange,
  fallback,
}: {
  idPrefix: string;
  initial: GalleryEntry[];
  /** The product's name in each language: what the store shows for an empty alternative text. */
  names: Record<Locale, string>;
  errors: Record<string, string> | undefined;
  onBusyChange?: (busy: boolean) => void;
  fallback?: ReactNode;
}) {
  const t = useTexts("adminSections");
  const g = t.gallery;
  const hydrated = useHydrated();
  const formatNumber = useAdminNumberFormat();
  const editor = useGalleryEditor(initial, onBusyChange);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const { items, uploads, removed } = editor;
  const nameAt = (index: number) => fill(g.imageName, { position: formatNumber(index + 1) });
  /** What buttons and announcements call a picture: its alternative text, its file, its place. */
  const labelOf = (item: GalleryItem) =>
    item.alt?.trim() || item.label || nameAt(items.indexOf(item));
  const prefix = `${idPrefix}-gallery`;

  if (!hydrated && fallback && items.length === 0) return <>{fallback}</>;

  const addUrl = () => {
    const refusal = editor.addUrl(url);
    setUrlError(refusal);
    if (!refusal) setUrl("");
  };
  const galleryError = errors?.images;

  return (
    <fieldset
      aria-describedby={`${prefix}-hint`}
      className="flex min-w-0 flex-col gap-4 rounded-md border border-gray-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-ink">{g.legend}</legend>
      <p id={`${prefix}-hint`} className="text-sm text-gray-600">
        {fill(g.hint, { max: formatNumber(MAX_PRODUCT_IMAGES) })}
      </p>
      {(hydrated || items.length > 0) && <input type="hidden" name={GALLERY_MARKER} value="1" />}
      {galleryError && (
        <p id={`${prefix}-error`} role="alert" className="text-sm text-red-700">
          {galleryError}
        </p>
      )}
      <p role="status" className="sr-only">
        {editor.announcement}
      </p>
      {hydrated && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col items-start gap-1">
            {/* The input itself is hidden: the browser would word its button in its own language. */}
            <input
              id={`${prefix}-files`}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              disabled={editor.full}
              aria-describedby={`${prefix}-files-hint`}
              onChange={(e) => {
                const input = e.currentTarget;
                editor.addFiles([...(input.files ?? [])]);
                input.value = "";
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={`${prefix}-files`}
              className={`${buttonStyles.secondary} cursor-pointer gap-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#1d4ed8] peer-focus-visible:outline-solid peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              {g.addFiles}
            </label>
            <p id={`${prefix}-files-hint`} className="text-sm text-gray-600">
              {editor.full ? t.fields.tooManyImages : g.addFilesHint}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${prefix}-url`} className="text-sm font-medium text-ink">
              {g.addUrl}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${prefix}-url`}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={url}
                disabled={editor.full}
                onChange={(e) => {
                  setUrl(e.currentTarget.value);
                  setUrlError(null);
                }}
                onKeyDown={(e) => {
                  // Enter adds the URL here; it must not send the whole product form.
                  if (e.key !== "Enter") return;
                  e.preventDefault();
                  addUrl();
                }}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={urlError ? `${prefix}-url-error` : undefined}
                className={`min-w-0 flex-1 basis-48 rounded-md border px-3 py-2 text-base text-ink shadow-sm disabled:bg-gray-100 ${
                  urlError ? "border-red-600" : "border-gray-300"
                }`}
              />
              <button
                type="button"
                onClick={addUrl}
                disabled={editor.full}
                className={buttonStyles.secondary}
              >
                {g.addUrlButton}
              </button>
            </div>
            <FieldError id={`${prefix}-url-error`} error={urlError ?? undefined} />
          </div>
        </div>
      )}
      {uploads.length > 0 && (
        <ul aria-label={g.uploadsLabel} className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onRetry={() => editor.retry(upload.key)}
              onDismiss={() => editor.dismiss(upload.key)}
            />
          ))}
        </ul>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">{g.empty}</p>
      ) : (
        <SortableList
          items={items}
          idOf={(item) => item.key}
          nameOf={labelOf}
          label={g.listLabel}
          idPrefix={prefix}
          onMove={editor.move}
          renderItem={(item) => {
            const index = items.indexOf(item);
            const label = labelOf(item);
            return (
              <GalleryItemFields
                item={item}
                index={index}
                name={nameAt(index)}
                label={label}
                idPrefix={prefix}
                names={names}
                errors={errors}
                hydrated={hydrated}
                onText={(field, value) => editor.setText(item.key, field, value)}
                onMakeCover={() => editor.makeCover(item.key, prefix, label)}
                onRemove={() => editor.remove(item.key, prefix, label)}
              />
            );
          }}
        />
      )}
      {removed.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">{g.removedTitle}</p>
          <ul className="flex flex-col gap-2">
            {removed.map((r) => (
              <RemovedRow
                key={r.item.key}
                removed={r}
                name={r.item.alt?.trim() || r.item.label || nameAt(r.index)}
                idPrefix={prefix}
                onUndo={() => editor.undo(r.item.key, prefix, formatNumber)}
              />
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
