import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { FEED_FILES } from "~/.server/feeds/feeds.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { ratesAreFresh, ratesExpireAt } from "~/lib/currency-rates";
import type { Route } from "./+types/settings";
import { settingsAction } from "./+settings/settings-action.server";
import { sectionClientAction, sectionShouldRevalidate } from "./+shared/offline";
import { SettingsForm } from "./+settings/settings-form";

/** The shop's own details (docs/decisions/029-store-profile-settings.md). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const profile = await getStoreProfile(getDb());
  // The rates' standing on the server's clock (docs/decisions/054-currency-hint.md).
  const expiresAt = ratesExpireAt(profile);
  return {
    profile,
    rates: {
      expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
      fresh: ratesAreFresh(profile, Date.now()),
    },
    // Where each product feed is, to paste into Google's and Meta's tools.
    feeds: FEED_FILES.map(({ kind, locale, name }) => ({
      kind,
      locale,
      url: `${getEnv().BASE_URL}/feeds/${name}`,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return settingsAction(request);
}

/** A save that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <Page
        profile={loaderData.profile}
        rates={loaderData.rates}
        feeds={loaderData.feeds}
        result={actionData}
      />
    </ToastProvider>
  );
}

function Page(props: Parameters<typeof SettingsForm>[0]) {
  useResultToast(props.result);
  return <SettingsForm {...props} />;
}
