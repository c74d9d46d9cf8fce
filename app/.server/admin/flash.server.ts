import type { Toast } from "~/lib/admin-result";

// A toast that must survive a redirect (add product → the list) rides in a short-lived cookie,
// read and cleared by the next back-office loader that asks for it.

const FLASH_COOKIE = "vitrine_admin_flash";
const ATTRIBUTES = "Path=/admin; HttpOnly; SameSite=Lax";

export function flashCookie(toast: Toast): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Max-Age=60; ${ATTRIBUTES}`;
}

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    (v.kind === "success" || v.kind === "error") &&
    typeof v.message === "string" &&
    v.message.length <= 500
  );
}

/** The flashed toast, if any, and the Set-Cookie header that clears it. */
export function readFlash(request: Request): { toast: Toast | null; headers?: HeadersInit } {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== FLASH_COOKIE) continue;
    let toast: Toast | null = null;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
      toast = isToast(parsed) ? parsed : null;
    } catch {
      toast = null;
    }
    return { toast, headers: { "Set-Cookie": `${FLASH_COOKIE}=; Max-Age=0; ${ATTRIBUTES}` } };
  }
  return { toast: null };
}
