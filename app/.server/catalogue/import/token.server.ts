import { createHash } from "node:crypto";
import type { ImportPlan } from "./plan-types";
import type { ImportOptions } from "./types";

/**
 * The token of a preview (docs/decisions/047-catalogue-import.md): the catalogue version it was
 * made at, and a digest of the file's bytes, the options and what the plan does (every product,
 * variant, brand and category it creates, changes or leaves, with the values it writes). Applying
 * sends the same file with it; the server plans again and applies only when the fresh plan has the
 * same digest, so what is applied is what was previewed, whatever else the catalogue gained
 * meanwhile (a till's stock updates, another administrator's edits). It grants nothing (the
 * caller must be an administrator anyway), so it needs no secret.
 */
export function planToken(bytes: Uint8Array, options: ImportOptions, plan: ImportPlan): string {
  const { catalogueVersion, ...effect } = plan;
  const digest = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify([options.createMissing, options.updateOnly]))
    .update(JSON.stringify(effect))
    .digest("hex")
    .slice(0, 32);
  return `${catalogueVersion}.${digest}`;
}

const TOKEN = /^(\d{1,15})\.([0-9a-f]{32})$/;

/** The catalogue version a token was made at, or null for a malformed token. */
export function tokenVersion(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether two tokens name the same import (file, options and plan), at any catalogue version. */
export function sameImport(sent: string, token: string): boolean {
  const digest = TOKEN.exec(sent)?.[2];
  return digest !== undefined && digest === TOKEN.exec(token)?.[2];
}

/** Why a token is refused: the catalogue moved since its preview, or the file or options differ. */
export function refusalCode(
  sent: string | undefined,
  plan: ImportPlan,
): "importStale" | "importPlanChanged" {
  return sent !== undefined && tokenVersion(sent) === plan.catalogueVersion
    ? "importPlanChanged"
    : "importStale";
}
