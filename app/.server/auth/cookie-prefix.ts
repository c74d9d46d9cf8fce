/** The prefix of the session cookies (`vitrine.session_token`, `__Secure-vitrine.…` over https). */
export const AUTH_COOKIE_PREFIX = "vitrine";

/** True when a Cookie header carries one of our session cookies. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(";")
    .some((part) =>
      /^(?:__Secure-)?([^=]+)=/.exec(part.trim())?.[1]?.startsWith(`${AUTH_COOKIE_PREFIX}.`),
    );
}
