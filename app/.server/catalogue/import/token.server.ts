import { createHash } from "node:crypto";
import type { ImportOptions } from "./types";

/**
 * The token of a preview (docs/decisions/047-catalogue-import.md): the catalogue version it was
 * made at, and a digest of the file's bytes and the options. Applying sends the same file with it;
 * the server plans again and applies only when the token it gets is the same, so what is applied
 * is what was previewed. It grants nothing (the caller must be an administrator anyway), so it
 * needs no secret.
 */
export function planToken(bytes: Uint8Array, options: ImportOptions, version: number): string {
  const digest = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify([options.createMissing, options.updateOnly, version]))
    .digest("hex")
    .slice(0, 32);
  return `${version}.${digest}`;
}

/** The catalogue version a token was made at, or null for a malformed token. */
export function tokenVersion(token: string): number | null {
  const match = /^(\d{1,15})\.[0-9a-f]{32}$/.exec(token);
  return match ? Number(match[1]) : null;
}
