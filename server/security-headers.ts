import { randomBytes } from "node:crypto";
import { VIDEO_FRAME_ORIGINS } from "../app/lib/video-url";

/**
 * The security headers every response carries (docs/security.md). The page's
 * scripts run only with the response's nonce: React Router's hydration and route-module scripts
 * and React's streaming scripts carry it (app/entry.server.tsx), and what those load is trusted
 * through 'strict-dynamic', so neither hosts nor 'unsafe-inline' are ever allowed for scripts.
 */

/** 144 random bits as base64url: 24 characters, always the same length (see server/page-cache.ts). */
export function createNonce(): string {
  return randomBytes(18).toString("base64url");
}

export const NONCE_LENGTH = 24;

export interface PolicyOptions {
  nonce: string;
  /** The origin the store's map is embedded from (store profile `map_embed_url`), if any. */
  frameOrigin?: string | null;
  https: boolean;
}

export function contentSecurityPolicy({ nonce, frameOrigin, https }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Inline style *attributes* are needed: React renders the poster carousel's transform and the
    // brand marquee's animation duration as style="…" in the server HTML, and /api/docs carries
    // its stylesheet inline. Styles cannot run script; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    // https: because administrators may give an image as an https URL
    // (docs/decisions/021-media-in-the-database.md); blob: for the upload preview and compression
    // (app/components/admin/image-picker.tsx).
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // The product videos' privacy-enhanced players, created only when a shopper presses play, and
    // the shop's map (docs/decisions/068-product-documents-and-videos.md): exactly those frames.
    `frame-src ${[...VIDEO_FRAME_ORIGINS, frameOrigin].filter(Boolean).join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of the build's own files (scripts, styles, icons, manifests, the service worker):
 * no nonce, since nothing in them is inline and they are the same bytes for everyone. It governs
 * an SVG opened on its own (no script runs but the shop's) and the service worker, which fetches
 * pages and assets from this origin only.
 */
export function staticFilePolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  // A video plays at once when the shopper presses its poster (decision 068): only its players.
  `autoplay=(${VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(" ")})`,
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Every header but the CSP, which depends on the response (nonce, map). */
export function staticSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    // Pages, media and assets are only ever loaded by this origin's own pages.
    "Cross-Origin-Resource-Policy": "same-origin",
    // Legacy clickjacking guard for browsers that predate CSP frame-ancestors.
    "X-Frame-Options": "DENY",
  };
  // Only over https: HSTS sent over http is ignored, and would pin a plain-http setup if proxied.
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** The origin of an https embed URL, as a CSP source; null for anything else. */
export function frameOriginOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}
