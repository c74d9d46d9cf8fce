import { useFetcher } from "react-router";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { buttonStyles } from "~/components/admin/form-controls";
import { useResultToast } from "~/components/admin/toast";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import { shopDateTime } from "~/lib/offer-window";
import { fill } from "~/i18n/fill";
import type { ClientResult } from "../+shared/offline";
import { WindowFields, windowValue } from "../+shared/window-fields";
import { imageSrc } from "~/lib/media-url";

export interface AdminPoster {
  id: number;
  title: string | null;
  image_hash: string | null;
  image_url: string | null;
  active: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** One poster: its picture, title, active flag (toggled in place) and delete. */
export function PosterRow({ poster }: { poster: AdminPoster }) {
  const t = useTexts("adminSections");
  const locale = useAdminLocale();
  // Its route's clientAction may answer in the browser (offline): ClientResult.
  const fetcher = useFetcher<ClientResult>({ key: `poster-${poster.id}` });
  useResultToast(fetcher.data);
  const pending = fetcher.formData;
  const active =
    pending?.get("intent") === "active" ? pending.get("active") === "true" : poster.active;
  const name = poster.title || fill(t.posters.untitled, { id: poster.id });
  const src = imageSrc({ hash: poster.image_hash, url: poster.image_url }, 400);
  const deleting = pending?.get("intent") === "delete";
  return (
    <div className={`flex flex-wrap items-center gap-3 ${deleting ? "opacity-50" : ""}`}>
      <div className="flex h-16 w-28 shrink-0 items-center justify-center overflow-hidden rounded border border-gray-100 bg-gray-50">
        {src && <img src={src} alt="" className="max-h-16 max-w-28 object-cover" />}
      </div>
      {/* basis-40: on a phone the buttons wrap below the title instead of covering it. */}
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-ink">{name}</p>
        <p className={`text-sm font-semibold ${active ? "text-green-800" : "text-gray-600"}`}>
          {active ? t.posters.active : t.posters.inactive}
        </p>
        {(poster.starts_at || poster.ends_at) && (
          <p className="text-sm text-gray-700" data-testid="poster-window">
            {[
              poster.starts_at &&
                `${t.schedule.posterStarts} ${shopDateTime(poster.starts_at, locale)}`,
              poster.ends_at && `${t.schedule.posterEnds} ${shopDateTime(poster.ends_at, locale)}`,
            ]
              .filter(Boolean)
              .join(" · ")}{" "}
            {t.schedule.zone}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="active" />
          <input type="hidden" name="id" value={poster.id} />
          <input type="hidden" name="active" value={String(!active)} />
          <button
            type="submit"
            disabled={pending?.get("intent") === "active"}
            className={buttonStyles.secondary}
          >
            {active ? t.posters.deactivate : t.posters.activate}
            <span className="sr-only"> {name}</span>
          </button>
        </fetcher.Form>
        <details className="w-full sm:w-auto">
          <summary className={`${buttonStyles.secondary} cursor-pointer list-none`}>
            {t.schedule.posterLegend}
            <span className="sr-only"> {name}</span>
          </summary>
          <fetcher.Form method="post" className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="intent" value="window" />
            <input type="hidden" name="id" value={poster.id} />
            <WindowFields
              idPrefix={`poster-${poster.id}`}
              kind="poster"
              starts={{ name: "starts_at", value: windowValue(undefined, poster.starts_at) }}
              ends={{ name: "ends_at", value: windowValue(undefined, poster.ends_at) }}
              errors={(field) => fetcher.data?.fields?.[field]}
            />
            <button type="submit" className={`${buttonStyles.primary} self-start`}>
              {t.common.save}
            </button>
          </fetcher.Form>
        </details>
        <ConfirmForm
          fetcher={fetcher}
          intent="delete"
          id={poster.id}
          question={t.posters.confirmDelete}
          busy={deleting}
        >
          {deleting ? t.common.deleting : t.common.delete}
          <span className="sr-only"> {name}</span>
        </ConfirmForm>
      </div>
    </div>
  );
}
