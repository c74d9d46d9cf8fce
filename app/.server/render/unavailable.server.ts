import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import { language } from "~/i18n/languages";
import { localeFromPath, localePath, type Locale } from "~/i18n/locale";
import { telHref, whatsappHref } from "~/components/store/store-profile-text";
import { ApiError, errorResponse } from "../api/errors.server";
import { RETRY_AFTER_S, type DatabaseFault } from "../db/faults.server";
import { lastKnownStoreProfile } from "../settings/store-profile.server";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!,
  );

/**
 * The answer to a request the database's fault left without one. The API gets
 * its error shape (`unavailable`, 503; a full disk's write `storageFull`, 507); a page gets 503
 * with Retry-After and a short page in the visitor's language (from the address), styled like the
 * shop, with the phone and WhatsApp the shop last had (the database may never have answered:
 * then none). Never cached, no stack, no script.
 */
export function unavailableResponse(request: Request, fault: DatabaseFault): Response {
  const { pathname, search } = new URL(request.url);
  const retry = { "Retry-After": String(RETRY_AFTER_S), "Cache-Control": "no-store" };
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const write = request.method !== "GET" && request.method !== "HEAD";
    const error =
      fault.kind === "full" && write
        ? new ApiError(507, "storageFull", undefined, retry)
        : new ApiError(503, "unavailable", undefined, retry);
    return errorResponse(request, error);
  }
  const locale = localeFromPath(pathname);
  const all = textsFor(locale);
  const t = all.unavailable;
  const profile = lastKnownStoreProfile();
  const site = profile?.name ?? all.meta.siteName;
  const phone = profile?.phones.find((p) => p.trim());
  const whatsapp = profile ? whatsappHref(profile.whatsapp) : null;
  const contact = [
    phone &&
      `<li>${escape(t.phone)}: <a href="${escape(telHref(phone))}">${escape(phone)}</a></li>`,
    whatsapp &&
      `<li><a href="${escape(whatsapp)}" rel="noopener">${escape(t.whatsapp)}: ${escape(profile!.whatsapp)}</a></li>`,
  ].filter(Boolean);
  const html = `<!DOCTYPE html>
<html lang="${language(locale).tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(fill(t.title, { site }))}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f9fafb;line-height:1.5}
header{background:#c2410c;color:#fff;padding:1rem}
header p{margin:0 auto;max-width:42rem;font-weight:700;font-size:1.25rem}
main{margin:0 auto;max-width:42rem;padding:2rem 1rem}
h1{font-size:1.75rem;margin:0 0 .5rem}
a{color:#9a3412;font-weight:600}
a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.retry{display:inline-flex;align-items:center;min-height:3rem;margin-top:1rem;padding:0 1.25rem;border-radius:.5rem;background:#c2410c;color:#fff;text-decoration:none}
ul{padding-left:1.25rem}
</style>
</head>
<body>
<header><p>${escape(site)}</p></header>
<main>
<h1>${escape(t.heading)}</h1>
<p>${escape(t.body)}</p>
${contact.length ? `<p>${escape(t.contact)}</p>\n<ul>${contact.join("")}</ul>` : ""}
<a class="retry" href="${escape(retryHref(locale, pathname, search))}">${escape(t.retry)}</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", ...retry },
  });
}

/** The same address again (its query too: a search, a page of a list); the bare root in the visitor's language. */
export function retryHref(locale: Locale, pathname: string, search: string): string {
  return `${pathname === "/" ? localePath(locale, "/") : pathname}${search}`;
}
