import { useEffect, useRef, useState } from "react";
import type { CompressionProfile } from "~/lib/image-compression";
import { FieldError } from "./form-controls";
import { useTexts } from "~/i18n/use-texts";

/** The formats an upload may be in (docs/decisions/021-media-in-the-database.md). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

interface ImagePickerProps {
  idPrefix: string;
  legend: string;
  profile: CompressionProfile;
  fileName?: string;
  /** The https URL field's name, when a URL may be given instead of a file. */
  urlName?: string;
  urlLabel?: string;
  error?: string;
  /** The URL to show again after a refused submission. */
  defaultUrl?: string;
  required?: boolean;
  onPreparingChange?: (preparing: boolean) => void;
}

/**
 * An image by https URL or by file, with a preview and a remove button. Choosing a file disables
 * the URL field (docs/product-rules.md §5). The file is compressed in the browser
 * (docs/product-rules.md §5) and the smaller file replaces the chosen one in the input before the
 * form is sent; without JavaScript the original goes up and the server re-encodes it.
 */
export function ImagePicker({
  idPrefix,
  legend,
  profile,
  fileName = "image",
  urlName,
  urlLabel,
  error,
  defaultUrl = "",
  required,
  onPreparingChange,
}: ImagePickerProps) {
  const t = useTexts("adminSections").image;
  const fileRef = useRef<HTMLInputElement>(null);
  const generation = useRef(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [hasFile, setHasFile] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [url, setUrl] = useState(defaultUrl);
  const [urlPreviewFailed, setUrlPreviewFailed] = useState(false);
  const fileId = `${idPrefix}-${fileName}`;
  const urlId = urlName ? `${idPrefix}-${urlName}` : undefined;
  const errorId = `${idPrefix}-${fileName}-error`;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const setBusy = (busy: boolean) => {
    setPreparing(busy);
    onPreparingChange?.(busy);
  };

  async function onFileChange(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    const mine = ++generation.current;
    setPreview(null);
    setHasFile(!!chosen);
    if (!chosen) return;
    setBusy(true);
    try {
      const { compressImage } = await import("./compress-image.client");
      const compressed = await compressImage(chosen, profile);
      if (mine !== generation.current) return;
      const file = compressed ?? chosen;
      if (compressed && compressed !== chosen) {
        const transfer = new DataTransfer();
        transfer.items.add(compressed);
        input.files = transfer.files;
      }
      setPreview(URL.createObjectURL(file));
    } catch {
      // Compression is a courtesy: the original still goes up and the server decides.
    } finally {
      if (mine === generation.current) setBusy(false);
    }
  }

  function remove() {
    generation.current++;
    if (fileRef.current) fileRef.current.value = "";
    setPreview(null);
    setHasFile(false);
    setBusy(false);
  }

  const urlPreview = !hasFile && !urlPreviewFailed && /^https:\/\/\S+$/.test(url) ? url : null;
  const shown = preview ?? urlPreview;

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {urlName && (
        <div className="flex flex-col gap-1">
          <label htmlFor={urlId} className="text-sm font-medium text-ink">
            {urlLabel ?? t.url}
          </label>
          <input
            id={urlId}
            name={urlName}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            disabled={hasFile}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setUrlPreviewFailed(false);
            }}
            aria-invalid={error && !hasFile ? true : undefined}
            aria-describedby={
              [error ? errorId : "", hasFile ? `${urlId}-note` : ""].join(" ").trim() || undefined
            }
            className="w-full rounded-md border border-gray-300 px-3 py-2 text-base text-ink shadow-sm disabled:bg-gray-100 disabled:text-gray-500"
          />
          {hasFile && (
            <p id={`${urlId}-note`} className="text-sm text-gray-600">
              {t.urlDisabled}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium text-ink">
          {t.file}
        </label>
        <input
          ref={fileRef}
          id={fileId}
          name={fileName}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => void onFileChange(e.currentTarget)}
          className="text-sm text-ink file:mr-3 file:min-h-11 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
      </div>
      {preparing && (
        <p role="status" className="text-sm text-gray-700">
          {t.preparing}
        </p>
      )}
      {shown && (
        <figure className="flex flex-wrap items-end gap-3">
          <img
            src={shown}
            alt={t.preview}
            className="max-h-40 max-w-full rounded border border-gray-200 bg-white object-contain"
            onError={() => (preview ? undefined : setUrlPreviewFailed(true))}
          />
          {preview && (
            <button
              type="button"
              onClick={remove}
              className="min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50"
            >
              {t.remove}
            </button>
          )}
        </figure>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
