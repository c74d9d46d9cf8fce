import { data, useLocation } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { listPosters } from "~/.server/catalogue/posters.server";
import { getDb } from "~/.server/db/kysely";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { Route } from "./+types/posters";
import { PosterAddForm } from "./+posters/poster-add-form";
import { PosterRow } from "./+posters/poster-row";
import { postersAction } from "./+posters/posters-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/** docs/product-rules.md §2 Manage posters: every poster (active or not), in carousel order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ posters: await listPosters(getDb(), { activeOnly: false }) });
}

export async function action({ request }: Route.ActionArgs) {
  return postersAction(request);
}

/** A write that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

/** A failed move or delete reloads the list; an answer made offline does not. */
export const shouldRevalidate = sectionShouldRevalidate;

export default function Posters({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <PostersPage posters={loaderData.posters} result={actionData} />
    </ToastProvider>
  );
}

function PostersPage({
  posters,
  result,
}: {
  posters: Route.ComponentProps["loaderData"]["posters"];
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections");
  // None at all reads as the empty text below, not as a count.
  const countOf = useAdminPlural();
  const { pathname, search } = useLocation();
  useResultToast(result);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeader
        id="posters-title"
        title={t.posters.title}
        count={posters.length > 0 ? countOf(t.posters.total, posters.length) : undefined}
      />
      {result?.confirm && (
        <ConfirmPanel
          question={t.posters.confirmDelete}
          label={fill(t.posters.untitled, { id: result.confirm.target })}
          intent="delete"
          id={result.confirm.target}
          cancelTo={`${pathname}${search}`}
        />
      )}
      <PosterAddForm result={result?.intent === "create" ? result : undefined} />
      {posters.length === 0 ? (
        <p className="text-gray-700">{t.posters.empty}</p>
      ) : (
        <SortableList
          items={posters}
          idOf={(p) => p.id}
          nameOf={(p) => p.title || fill(t.posters.untitled, { id: p.id })}
          label={t.posters.listLabel}
          idPrefix="posters"
          renderItem={(poster) => <PosterRow poster={poster} />}
        />
      )}
    </div>
  );
}
