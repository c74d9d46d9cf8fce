import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { withParams } from "~/components/store/list-href";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { buttonStyles } from "~/components/admin/form-controls";
import { ImagePicker } from "~/components/admin/image-picker";
import { useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import type { ClientResult } from "../+shared/offline";
import { LOGO_COMPRESSION } from "~/lib/image-compression";
import { mediaUrl } from "~/lib/media-url";
import { Field } from "../+shared/field";
import { brandPath } from "~/lib/slug";

export const BRAND_DELETE_FETCHER = "brand-delete";

export interface AdminBrand {
  id: number;
  name: string;
  slug: string;
  logo_hash: string | null;
  logo_url: string | null;
}

/** One brand: logo, name and store address, with inline edit (name, logo) and delete. */
export function BrandRow({
  brand,
  startEditing,
  pageResult,
}: {
  brand: AdminBrand;
  /** `?edit=<id>`: how Edit works before JavaScript arrives. */
  startEditing: boolean;
  pageResult: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const listUrl = `${pathname}${withParams(search, { edit: null })}`;
  // Their route's clientAction may answer in the browser (offline): ClientResult.
  const editor = useFetcher<ClientResult>({ key: `brand-${brand.id}` });
  const deleter = useFetcher<ClientResult>({ key: BRAND_DELETE_FETCHER });
  useResultToast(editor.data);
  const result = editor.data ?? pageResult;
  const failedUpdate = result?.intent === "update" && !result.ok ? result : undefined;
  const [editing, setEditing] = useState(startEditing || !!failedUpdate);
  const [preparing, setPreparing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const saving = editor.state !== "idle" && editor.formData?.get("intent") === "update";

  useEffect(() => {
    if (editor.data?.intent === "update" && editor.data.ok) {
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
    }
  }, [editor.data]);

  const logo = brand.logo_hash ? mediaUrl(brand.logo_hash, 200) : brand.logo_url;
  const prefix = `brand-${brand.id}-edit`;

  if (editing) {
    return (
      <editor.Form
        method="post"
        action={listUrl}
        encType="multipart/form-data"
        noValidate
        aria-label={fill(t.brands.editLabel, { name: brand.name })}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={brand.id} />
        <fieldset disabled={saving} className="flex flex-col gap-3">
          <Field
            idPrefix={prefix}
            name="name"
            label={t.brands.name}
            required
            autoFocus
            defaultValue={failedUpdate?.values?.name ?? brand.name}
            error={failedUpdate?.fields?.name}
          />
          <ImagePicker
            idPrefix={prefix}
            legend={t.brands.newLogo}
            profile={LOGO_COMPRESSION}
            fileName="logo"
            error={failedUpdate?.fields?.logo}
            onPreparingChange={setPreparing}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={preparing} className={buttonStyles.primary}>
              {saving ? t.common.saving : t.common.save}
            </button>
            {hydrated ? (
              <button
                type="button"
                onClick={() => {
                  setEditing(false);
                  requestAnimationFrame(() => editButton.current?.focus());
                }}
                className={buttonStyles.secondary}
              >
                {t.common.cancel}
              </button>
            ) : (
              <Link to={listUrl} className={buttonStyles.secondary}>
                {t.common.cancel}
              </Link>
            )}
          </div>
        </fieldset>
      </editor.Form>
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="flex h-12 w-24 shrink-0 items-center justify-center rounded border border-gray-100 bg-gray-50">
          {logo ? <img src={logo} alt="" className="max-h-11 max-w-22 object-contain" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{brand.name}</p>
          <Link
            to={brandPath(brand.slug)}
            className="text-sm break-all text-brand-dark underline underline-offset-2"
          >
            {fill(t.brands.address, { slug: brand.slug })}
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {hydrated ? (
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            className={buttonStyles.secondary}
          >
            {t.common.edit}
            <span className="sr-only"> {brand.name}</span>
          </button>
        ) : (
          <Link to={withParams(search, { edit: brand.id })} className={buttonStyles.secondary}>
            {t.common.edit}
            <span className="sr-only"> {brand.name}</span>
          </Link>
        )}
        <ConfirmForm
          fetcher={deleter}
          intent="delete"
          id={brand.id}
          question={t.brands.confirmDelete}
        >
          {t.common.delete}
          <span className="sr-only"> {brand.name}</span>
        </ConfirmForm>
      </div>
    </div>
  );
}
