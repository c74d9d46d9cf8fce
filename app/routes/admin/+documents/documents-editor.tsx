import { Form, Link, useNavigation } from "react-router";
import { buttonStyles, SectionHeader, TextAreaField } from "~/components/admin/form-controls";
import { fill } from "~/i18n/fill";
import { plural } from "~/i18n/plural";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import { MAX_DOCUMENTS } from "~/lib/product-media";
import { MAX_VIDEOS } from "~/lib/video-url";
import { PRODUCTS_LIST } from "../+shared/paths";
import type { ClientResult } from "../+shared/offline";
import { Field } from "../+shared/field";
import { DocumentRow, TitleFields } from "./document-row";
import type { DocumentsEditorData } from "./documents-page.server";

const box = "flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm";

/**
 * One product's documents and videos (docs/decisions/068-product-documents-and-videos.md): the
 * documents in order with their titles' forms and steps, the upload, and the videos' list. Plain
 * forms: it works without JavaScript.
 */
export function DocumentsEditor({
  editor,
  result,
}: {
  editor: DocumentsEditorData;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").documents;
  const locale = useAdminLocale();
  const failed = result && !result.ok ? result : undefined;
  const { documents } = editor;
  return (
    <div className="flex flex-col gap-6">
      <Link to={PRODUCTS_LIST} className="self-start font-semibold text-brand-dark underline">
        {t.back}
      </Link>
      <SectionHeader id="documents-title" title={fill(t.title, { name: editor.product.name })} />
      <section aria-labelledby="documents-list" className={box}>
        <h2 id="documents-list" className="text-lg font-bold text-ink">
          {t.documentsTitle}{" "}
          <span className="text-sm font-normal text-gray-700">
            ({plural(locale, t.count, documents.length)})
          </span>
        </h2>
        <p className="text-sm text-gray-700">{t.documentsHint}</p>
        {documents.length === 0 ? (
          <p className="text-sm text-gray-700">{t.empty}</p>
        ) : (
          <ol aria-labelledby="documents-list" className="flex flex-col divide-y divide-gray-200">
            {documents.map((doc, i) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                first={i === 0}
                last={i === documents.length - 1}
                refused={
                  failed?.intent === "edit" && failed.target === String(doc.id) ? failed : undefined
                }
              />
            ))}
          </ol>
        )}
      </section>
      <UploadForm
        // A fresh form after every answer: a kept file is not offered again; a refused one's
        // titles come back from what was typed.
        key={result?.toast?.id ?? "first"}
        full={documents.length >= MAX_DOCUMENTS}
        failed={failed?.intent === "upload" ? failed : undefined}
      />
      <VideosForm
        videos={editor.videos}
        failed={failed?.intent === "videos" ? failed : undefined}
      />
    </div>
  );
}

function UploadForm({ full, failed }: { full: boolean; failed: ClientResult | undefined }) {
  const t = useTexts("adminSections").documents;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <section aria-labelledby="documents-upload" className={box}>
      <h2 id="documents-upload" className="text-lg font-bold text-ink">
        {t.uploadTitle}
      </h2>
      {full ? (
        <p className="text-sm text-gray-700">{t.full}</p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          preventScrollReset
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="upload" />
          <Field
            idPrefix="upload"
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            label={t.file}
            required
            error={failed?.fields?.file}
          />
          <TitleFields idPrefix="upload" values={failed?.values ?? {}} fields={failed?.fields} />
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} self-start`}>
            {t.upload}
          </button>
        </Form>
      )}
    </section>
  );
}

function VideosForm({ videos, failed }: { videos: string[]; failed: ClientResult | undefined }) {
  const t = useTexts("adminSections").documents;
  return (
    <section aria-labelledby="documents-videos-title" className={box}>
      <h2 id="documents-videos-title" className="text-lg font-bold text-ink">
        {t.videosTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.videosHint}</p>
      <Form
        method="post"
        preventScrollReset
        className="flex flex-col gap-3"
        // The saved list (addresses rewritten to their page) after a save; what was typed after a refusal.
        key={failed ? "refused" : videos.join("\n")}
      >
        <input type="hidden" name="intent" value="videos" />
        <TextAreaField
          idPrefix="documents"
          name="videos"
          label={t.videosLabel}
          rows={Math.min(MAX_VIDEOS, Math.max(3, videos.length + 1))}
          defaultValue={failed?.values?.videos ?? videos.join("\n")}
          error={failed?.fields?.videos}
          spellCheck={false}
          autoCapitalize="off"
        />
        <button type="submit" className={`${buttonStyles.secondary} self-start`}>
          {t.videosSave}
        </button>
      </Form>
    </section>
  );
}
