import { redirect } from "react-router";
import { ADMIN_ENTRY, requireAdmin } from "~/.server/auth/guards.server";
import type { Route } from "./+types/unknown";

// Any back-office path no section answers (yet): the guard first, so a signed-out visitor is sent
// to sign in and back; then the dashboard (docs/decisions/017-unknown-paths-and-not-found.md,
// inside the back office).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(ADMIN_ENTRY);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, { mode: "data" });
  throw redirect(ADMIN_ENTRY);
}
