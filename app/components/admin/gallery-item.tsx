import { ProductImage } from "~/components/store/product-image";
import { DEFAULT_LOCALE, language, OTHER_LOCALES, type Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import { LIMITS } from "~/lib/catalogue-schemas";
import { galleryFieldName, galleryRef, type GalleryKey } from "~/lib/gallery-form";
import { buttonStyles, FieldError } from "./form-controls";
import type { GalleryItem, Removed, Upload } from "./use-gallery-editor";
import { useAdminNumberFormat } from "./use-section-messages";
import { useTexts } from "~/i18n/use-texts";

// The pieces of the gallery editor (gallery-editor.tsx): one picture with its alternative texts,
// one upload under way or refused, one removed picture waiting for Undo.

const input =
  "w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm disabled:bg-gray-100 disabled:text-gray-500";

/**
 * A button's words, with what it acts on for screen readers ("Remover: furadeira.png"), in one
 * piece: the button's flex layout would otherwise read the two parts with a space between them.
 */
function NamedText({ text, name }: { text: string; name: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        {text}: {name}
      </span>
    </>
  );
}

function Thumb({ url, className }: { url: string; className: string }) {
  return (
    <ProductImage
      image={galleryRef(url)}
      alt=""
      sizes="96px"
      width={96}
      height={72}
      className={`shrink-0 rounded border border-gray-200 bg-gray-50 object-contain ${className}`}
    />
  );
}

/**
 * One picture of the gallery: a preview, its place (the first is the cover), Make cover and
 * Remove, and its alternative text in every language (empty: the store shows the product's name,
 * given here as the placeholder). Its fields are named by its place: `images.{index}.…`.
 */
export function GalleryItemFields({
  item,
  index,
  name,
  label,
  idPrefix,
  names,
  errors,
  hydrated,
  onText,
  onMakeCover,
  onRemove,
}: {
  item: GalleryItem;
  index: number;
  /** Its place, shown: "Imagem 2". */
  name: string;
  /** What its buttons name it (a file's name, its alternative text). */
  label: string;
  idPrefix: string;
  names: Record<Locale, string>;
  errors: Record<string, string> | undefined;
  hydrated: boolean;
  onText: (field: Exclude<GalleryKey, "url">, value: string) => void;
  onMakeCover: () => void;
  onRemove: () => void;
}) {
  const t = useTexts("adminSections");
  const g = t.gallery;
  const base = `${idPrefix}-image-${item.key}`;
  const error = (key: GalleryKey) => errors?.[galleryFieldName(index, key)];
  const altField = (locale: Locale) => {
    const key = locale === DEFAULT_LOCALE ? "alt" : (`alt_${locale}` as const);
    const id = `${base}-${key}`;
    const message = error(key);
    // What the store shows for an empty field (app/lib/product-gallery.ts galleryAlt): the
    // default language's text, else the product's name.
    const productName =
      (locale !== DEFAULT_LOCALE && item.alt?.trim()) || names[locale] || names[DEFAULT_LOCALE];
    return (
      <div key={locale} className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {fill(g.altIn, { language: t.common.languageNames[locale] })}
        </label>
        <input
          id={id}
          name={galleryFieldName(index, key)}
          value={item[key] ?? ""}
          onChange={(e) => onText(key, e.currentTarget.value)}
          placeholder={productName ? fill(g.altPlaceholder, { name: productName }) : g.altEmptyHint}
          maxLength={LIMITS.alt}
          lang={language(locale).tag}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={`${input} ${message ? "border-red-600" : "border-gray-300"}`}
        />
        <FieldError id={`${id}-error`} error={message} />
      </div>
    );
  };
  const othersInvalid = OTHER_LOCALES.some((l) => error(`alt_${l}`));
  return (
    <div role="group" aria-labelledby={`${base}-name`} className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Thumb url={item.url} className="h-18 w-24" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span id={`${base}-name`}>{name}</span>
            {index === 0 && (
              <span className="rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                {g.cover}
              </span>
            )}
          </p>
          {item.label && <p className="text-sm break-all text-gray-600">{item.label}</p>}
        </div>
      </div>
      {hydrated && (
        <div className="flex flex-wrap gap-2">
          {index > 0 && (
            <button type="button" onClick={onMakeCover} className={buttonStyles.secondary}>
              <NamedText text={g.makeCover} name={label} />
            </button>
          )}
          <button
            id={`${idPrefix}-remove-${item.key}`}
            type="button"
            onClick={onRemove}
            className={buttonStyles.danger}
          >
            <NamedText text={g.remove} name={label} />
          </button>
        </div>
      )}
      <input type="hidden" name={galleryFieldName(index, "url")} value={item.url} />
      <FieldError id={`${base}-url-error`} error={error("url")} />
      {altField(DEFAULT_LOCALE)}
      <details
        open={othersInvalid}
        className="rounded-md border border-gray-200 px-3 py-1 open:pb-3"
      >
        <summary className="cursor-pointer py-2 text-sm font-medium text-ink">
          {g.altOthers}
        </summary>
        <div className="mt-2 flex flex-col gap-3">{OTHER_LOCALES.map(altField)}</div>
      </details>
    </div>
  );
}

/** One file on its way: waiting, being made smaller, sent (with its share), or refused and why. */
export function UploadRow({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: Upload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const g = useTexts("adminSections").gallery;
  const formatNumber = useAdminNumberFormat();
  const status = {
    waiting: g.waiting,
    preparing: g.preparing,
    uploading: fill(g.uploading, { percent: formatNumber(upload.percent) }),
    failed: fill(g.failed, { reason: upload.error ?? "" }),
  }[upload.state];
  const failed = upload.state === "failed";
  return (
    <li
      className={`flex flex-col gap-2 rounded-md border p-2 ${
        failed ? "border-red-300 bg-red-50" : "border-gray-200 bg-white"
      }`}
    >
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="min-w-0 font-medium break-all text-ink">{upload.file.name}</span>
        <span className={failed ? "text-red-800" : "text-gray-700"}>{status}</span>
      </p>
      {failed ? (
        <div className="flex flex-wrap gap-2">
          {upload.retriable && (
            <button type="button" onClick={onRetry} className={buttonStyles.secondary}>
              <NamedText text={g.retry} name={upload.file.name} />
            </button>
          )}
          <button type="button" onClick={onDismiss} className={buttonStyles.secondary}>
            <NamedText text={g.dismiss} name={upload.file.name} />
          </button>
        </div>
      ) : (
        upload.state !== "waiting" && (
          // Indeterminate while the picture is made smaller; the share sent while it goes up.
          <progress
            max={100}
            value={upload.state === "uploading" ? upload.percent : undefined}
            aria-label={upload.file.name}
            className="h-2 w-full appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand"
          />
        )
      )}
    </li>
  );
}

/** A removed picture: it leaves the gallery when the form is saved; Undo puts it back. */
export function RemovedRow({
  removed,
  name,
  idPrefix,
  onUndo,
}: {
  removed: Removed;
  name: string;
  idPrefix: string;
  onUndo: () => void;
}) {
  const g = useTexts("adminSections").gallery;
  return (
    <li className="flex items-center gap-2 rounded-md border border-dashed border-gray-300 bg-gray-50 p-2">
      <Thumb url={removed.item.url} className="h-9 w-12 opacity-60" />
      <span className="text-sm text-gray-700">{name}</span>
      <button
        id={`${idPrefix}-undo-${removed.item.key}`}
        type="button"
        onClick={onUndo}
        className={buttonStyles.secondary}
      >
        <NamedText text={g.undo} name={name} />
      </button>
    </li>
  );
}
