import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import type { ActionResult } from "~/lib/admin-result";
import type { Route } from "./+types/settings";
import { settingsAction } from "./+settings/settings-action.server";
import { valuesOfProfile } from "./+settings/settings-fields";
import { SettingsForm } from "./+settings/settings-form";

/** The shop's own details (design.md "Back office sections": Settings). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { values: valuesOfProfile(await getStoreProfile(getDb())) };
}

export async function action({ request }: Route.ActionArgs) {
  return settingsAction(request);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <ToastProvider initial={[result?.toast]}>
      <Page values={loaderData.values} result={result} />
    </ToastProvider>
  );
}

function Page(props: Parameters<typeof SettingsForm>[0]) {
  useResultToast(props.result);
  return <SettingsForm {...props} />;
}
