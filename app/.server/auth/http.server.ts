import { ApiError, errorResponse } from "../api/errors.server";
import { getDb } from "../db/kysely";
import { beginAttempt, isLimitedAuthPath, type AttemptOutcome } from "./attempts.server";
import { AUTH_BASE_PATH, getAuth } from "./auth.server";
import { clientIpOf } from "./client-ip.server";

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

/**
 * A refusal for too many attempts: 429 in the API's error shape, in the caller's language
 * (`?lang=`, Accept-Language), with `Retry-After` in seconds.
 */
export function tooManyAttempts(request: Request, retryAfter: number): Response {
  return errorResponse(request, new ApiError(429, "tooManyAttempts"), {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfter))),
    "Cache-Control": "no-store",
  });
}

/**
 * A refusal because the server is hashing as many passwords as it may (hash-queue.server.ts):
 * 503 in the API's error shape, in the caller's language, with `Retry-After` in seconds.
 */
export function serverBusy(request: Request, retryAfter: number): Response {
  return errorResponse(request, new ApiError(503, "serverBusy"), {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfter))),
    "Cache-Control": "no-store",
  });
}

/** The seconds a 429 asks the client to wait (Retry-After, or better-auth's X-Retry-After). */
export function retryAfterOf(response: Response): number {
  const value = Number(
    response.headers.get("retry-after") ?? response.headers.get("x-retry-after") ?? "NaN",
  );
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 60;
}

/**
 * Our rules on everything better-auth answers: browser-session cookies; 429 and a full hash
 * queue's 503 in our shape; and one answer for every refused sign-in (unknown e-mail, wrong
 * password, inactive account), so that it tells nothing about the account.
 */
async function finish(request: Request, response: Response, path?: string): Promise<Response> {
  if (response.status === 429) {
    await response.body?.cancel();
    return tooManyAttempts(request, retryAfterOf(response));
  }
  // Only a full hash queue makes better-auth answer 503, and always with Retry-After
  // (auth.server.ts). No account was looked at in vain: the attempt counts for nothing.
  if (response.status === 503 && response.headers.has("retry-after")) {
    await response.body?.cancel();
    return serverBusy(request, retryAfterOf(response));
  }
  if (path === "/sign-in/email" && response.status === 401) {
    await response.body?.cancel();
    return errorResponse(request, new ApiError(401, "invalidCredentials"), {
      "Cache-Control": "no-store",
    });
  }
  if ((path === "/sign-in/email" || path === "/sign-up/email") && response.ok) {
    return withBrowserSessionCookies(await withoutSessionToken(response));
  }
  return withBrowserSessionCookies(response);
}

/**
 * The session is the HttpOnly cookie: a copy of its token in a JSON body could be read by any
 * script on the page (docs/decisions/012-accounts-in-the-database.md: no token in the answer).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!JSON_TYPE.test(response.headers.get("content-type") ?? "")) return response;
  const body: unknown = await response.json();
  if (body && typeof body === "object" && "token" in body) delete body.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * The e-mail a sign-in or sign-up body names, read as better-auth reads it (JSON, urlencoded or
 * multipart; the last of repeated fields), or null when it names none as text.
 */
async function emailOf(body: ArrayBuffer, contentType: string): Promise<string | null> {
  try {
    if (JSON_TYPE.test(contentType)) {
      const value: unknown = JSON.parse(new TextDecoder().decode(body));
      const email = (value as { email?: unknown } | null)?.email;
      return typeof email === "string" ? email : null;
    }
    const type = contentType.toLowerCase();
    if (
      type.includes("application/x-www-form-urlencoded") ||
      type.includes("multipart/form-data")
    ) {
      const form = await new Response(body, {
        headers: { "content-type": contentType },
      }).formData();
      const email = form.getAll("email").at(-1);
      return typeof email === "string" ? email : null;
    }
  } catch {
    // Not parseable: better-auth refuses it (400) before looking at any account.
  }
  return null;
}

/** What an answer of better-auth means for the attempt limits (attempts.server.ts). */
function outcomeOf(path: string, status: number): AttemptOutcome {
  if (status >= 200 && status < 300) return "success";
  // A sign-in's 401 is a wrong password, an unknown e-mail or an inactive account.
  if (path === "/sign-in/email") return status === 401 ? "failure" : "other";
  // A sign-up refused for its content (e-mail taken, invalid fields); not one refused by a limit
  // or by the origin check, and not a server error.
  return status >= 400 && status < 500 && status !== 403 && status !== 429 ? "failure" : "other";
}

/**
 * better-auth's HTTP handler, with our rules: sign-in and sign-up pass the attempt limits first
 * (by account and address; better-auth counts every attempt by address itself), refusals for too
 * many attempts are 429 in our error shape with Retry-After, and session cookies last for the
 * browser session.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  // As better-auth's own limiter names it (normalizePathname): without the base and trailing "/".
  const path = (
    pathname.startsWith(`${AUTH_BASE_PATH}/`) ? pathname.slice(AUTH_BASE_PATH.length) : pathname
  ).replace(/\/+$/, "");
  if (request.method !== "POST" || !isLimitedAuthPath(path)) {
    return finish(request, await getAuth().handler(request), path);
  }
  // The body is read here (at most the server's 100 kB) to learn the account, then handed on.
  const body = await request.arrayBuffer();
  const forward = () =>
    getAuth().handler(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
      }),
    );
  const email = await emailOf(body, request.headers.get("content-type") ?? "");
  if (email === null) return finish(request, await forward(), path);
  const attempt = await beginAttempt(getDb(), { path, email, address: clientIpOf(request) });
  if (!attempt.allowed) return tooManyAttempts(request, attempt.retryAfter);
  let response: Response;
  try {
    response = await forward();
  } catch (error) {
    await attempt.finish("other");
    throw error;
  }
  await attempt.finish(outcomeOf(path, response.status));
  return finish(request, response, path);
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
