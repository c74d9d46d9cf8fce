import { AUTH_BASE_PATH, getAuth } from "./auth.server";

const AUTH_COOKIE = /^(__Secure-|__Host-)?vitrine\./;

/**
 * Makes better-auth's cookies last for the browser session only.
 *
 * better-auth cannot omit Max-Age from its session cookie: setSessionCookie always passes
 * `maxAge: expiresIn` unless the sign-in asked `rememberMe: false`, and that mode pins the
 * server session to 24 hours and never refreshes it (no idle timeout). So we keep its normal
 * sessions and strip Max-Age/Expires here, on every response that carries its cookies. Cookies
 * being deleted (Max-Age=0 or an empty value) keep their attributes so the browser drops them.
 */
export function toBrowserSessionCookie(setCookie: string): string {
  const [pair = "", ...attributes] = setCookie.split(";");
  const eq = pair.indexOf("=");
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (eq === -1 || !AUTH_COOKIE.test(name) || value === "") return setCookie;
  const maxAge = attributes.find((a) => a.trim().toLowerCase().startsWith("max-age="));
  if (maxAge && Number(maxAge.trim().slice("max-age=".length)) <= 0) return setCookie;
  const kept = attributes.filter((a) => {
    const attribute = a.trim().toLowerCase();
    return !attribute.startsWith("max-age=") && !attribute.startsWith("expires=");
  });
  return [pair, ...kept].join(";");
}

/** A copy of `headers` whose better-auth cookies are browser-session cookies. */
export function browserSessionHeaders(headers: Headers): Headers {
  const out = new Headers();
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== "set-cookie") out.append(name, value);
  }
  for (const cookie of headers.getSetCookie())
    out.append("set-cookie", toBrowserSessionCookie(cookie));
  return out;
}

/** Only the Set-Cookie headers of a response, made browser-session cookies. */
export function sessionCookieHeaders(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie())
    out.append("set-cookie", toBrowserSessionCookie(cookie));
  return out;
}

export function withBrowserSessionCookies(response: Response): Response {
  if (response.headers.getSetCookie().length === 0) return response;
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: browserSessionHeaders(response.headers),
  });
}

/** better-auth's HTTP handler, with our cookie rule. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  return withBrowserSessionCookies(await getAuth().handler(request));
}

/**
 * Calls one of better-auth's endpoints on behalf of a request to one of our routes (a form
 * action, /api/auth/register), through its HTTP handler rather than `auth.api`: only the handler
 * applies rate limiting and the origin/CSRF checks, and those must guard our forms too. The
 * caller's headers (cookie, origin, fetch metadata, client address, user agent) go along.
 */
export async function callAuthEndpoint(
  request: Request,
  path: `/${string}`,
  body: Record<string, unknown>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  const url = new URL(`${AUTH_BASE_PATH}${path}`, request.url);
  return handleAuthRequest(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}
