import { data, redirect } from "react-router";
import type { Locale } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { getDb } from "../db/kysely";
import { getAuth, SESSION_MAX_SECONDS } from "./auth.server";
import { adminLocale, requestLocale } from "./locale.server";
import { assertSameOriginWrite } from "./origin.server";

/** The back office's entry: the sign-in card, the notice, or the dashboard. */
export const ADMIN_ENTRY = "/admin";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: "admin" | "user";
  /** Role admin and status active, read from the database on this request. */
  isAdmin: boolean;
  sessionId: string;
}

/** What a page request without the admin role throws (status 403); admin/layout.tsx shows it. */
export interface ForbiddenPage {
  gate: "forbidden";
  firstName: string;
  locale: Locale;
}

export type GuardMode = "page" | "data";

// Loaders of one request (the layout's and the page's) share one session lookup.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in user, or null: signed out, session expired (2 h idle, or 12 h after sign-in),
 * or account inactive or banned. Role and status come from the database on every request.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = readSessionUser(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  // The session cookie is unchanged when better-auth pushes the expiry forward (same token, no
  // Max-Age of ours), so the Set-Cookie headers of this call need not reach the browser.
  const result = await getAuth().api.getSession({ headers: request.headers });
  if (!result) return null;
  const { session, user } = result;
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_MAX_SECONDS * 1000) {
    // better-auth slides the expiry forever; the 12-hour ceiling is ours.
    await getDb().deleteFrom("session").where("id", "=", session.id).execute();
    return null;
  }
  if (user.status !== "active" || user.banned) return null;
  const role = user.role === "admin" ? "admin" : "user";
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.name,
    role,
    isAdmin: role === "admin",
    sessionId: session.id,
  };
}

/** The page a request is for, without React Router's `.data` suffix and its own parameters. */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname.replace(/\.data$/, "");
  if (pathname === "/_root") pathname = "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

export function isAdminEntry(request: Request): boolean {
  const pathname = requestPath(request).split("?")[0];
  return pathname === ADMIN_ENTRY || pathname === `${ADMIN_ENTRY}/`;
}

/** Where to go after signing in: only back-office paths, so the parameter cannot send anyone away. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== "string") return ADMIN_ENTRY;
  const ok =
    (value === ADMIN_ENTRY ||
      value.startsWith(`${ADMIN_ENTRY}/`) ||
      value.startsWith(`${ADMIN_ENTRY}?`)) &&
    !value.includes("\\") &&
    !value.includes("//");
  return ok ? value : ADMIN_ENTRY;
}

function jsonError(request: Request, status: 401 | 403): Response {
  const t = textsFor(requestLocale(request)).admin.access;
  const code = status === 401 ? "unauthorized" : "forbidden";
  return Response.json(
    { error: { code, message: status === 401 ? t.unauthorized : t.forbidden } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

function signedOut(request: Request, mode: GuardMode): Response | ReturnType<typeof data> {
  if (mode === "data") return jsonError(request, 401);
  if (isAdminEntry(request)) {
    // The entry shows the sign-in card itself (admin/layout.tsx); redirecting there would loop.
    return data({ gate: "signed-out" as const }, { status: 401 });
  }
  const to = new URLSearchParams({ redirectTo: requestPath(request) });
  return redirect(`${ADMIN_ENTRY}?${to}`);
}

/**
 * Any signed-in user. Signed out: pages redirect (302) to /admin?redirectTo=<path>; data requests
 * get 401 JSON `{ error: { code, message } }`. A write (any method but GET, HEAD, OPTIONS) with a
 * cookie from another origin is refused first, 403 `crossOrigin` (origin.server.ts): every admin
 * action passes here.
 */
export async function requireUser(
  request: Request,
  { mode = "page" }: { mode?: GuardMode } = {},
): Promise<SessionUser> {
  assertSameOriginWrite(request, { session: true });
  const user = await getSessionUser(request);
  if (!user) throw signedOut(request, mode);
  return user;
}

/**
 * docs/decisions/014-access-table.md. Every admin loader and action starts with it.
 * Pages: signed out → 302 to /admin?redirectTo=<path>; signed in without the admin role → 403
 * (the layout shows the notice). Data and writes (`mode: "data"`): 401 / 403 JSON
 * `{ error: { code, message } }`. Administrators pass.
 */
export async function requireAdmin(
  request: Request,
  { mode = "page" }: { mode?: GuardMode } = {},
): Promise<SessionUser> {
  const user = await requireUser(request, { mode });
  if (user.isAdmin) return user;
  if (mode === "data") throw jsonError(request, 403);
  const { locale, setCookie } = await adminLocale(request);
  throw data<ForbiddenPage>(
    { gate: "forbidden", firstName: user.firstName, locale },
    { status: 403, headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

/** requireAdmin for JSON endpoints and writes: 401 / 403 with an error body, never a redirect. */
export function requireAdminData(request: Request): Promise<SessionUser> {
  return requireAdmin(request, { mode: "data" });
}

/** The signed-in administrator, or null; never throws. For the entry page's own loaders. */
export async function getAdmin(request: Request): Promise<SessionUser | null> {
  const user = await getSessionUser(request);
  return user?.isAdmin ? user : null;
}
