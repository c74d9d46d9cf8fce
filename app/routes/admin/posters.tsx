import { data, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { listPosters } from "~/.server/catalogue/posters.server";
import { getDb } from "~/.server/db/kysely";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { SectionHeader } from "~/components/admin/form-controls";
import { SortableList } from "~/components/admin/sortable-list";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useSectionMessages } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/messages";
import type { ActionResult } from "~/lib/admin-result";
import type { Route } from "./+types/posters";
import { PosterAddForm } from "./+posters/poster-add-form";
import { PosterRow } from "./+posters/poster-row";
import { postersAction } from "./+posters/posters-action.server";

/** Spec §2 Manage posters: every poster (active or not), in carousel order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ posters: await listPosters(getDb(), { activeOnly: false }) });
}

export async function action({ request }: Route.ActionArgs) {
  return postersAction(request);
}

/** A failed move reloads the list (a 4xx answer would skip that by default). */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "move" ? true : defaultShouldRevalidate;
}

export default function Posters({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <ToastProvider initial={[result?.toast]}>
      <PostersPage posters={loaderData.posters} result={result} />
    </ToastProvider>
  );
}

function PostersPage({
  posters,
  result,
}: {
  posters: Route.ComponentProps["loaderData"]["posters"];
  result: ActionResult | undefined;
}) {
  const t = useSectionMessages();
  const { pathname, search } = useLocation();
  useResultToast(result);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeader
        id="posters-title"
        title={t.posters.title}
        count={fill(t.posters.total, { count: posters.length })}
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
