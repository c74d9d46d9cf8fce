import { handleAuthRequest } from "~/.server/auth/http.server";
import type { Route } from "./+types/auth";

// better-auth's endpoints under /api/auth/* (sign-in, sign-out, session, admin plugin), with its
// session cookie turned into a browser-session cookie.

export async function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request);
}
