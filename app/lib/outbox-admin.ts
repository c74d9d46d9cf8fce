import "./zod-csp";
import { z } from "zod";
import { LANGUAGES, type Locale } from "~/i18n/languages";

// The notice e-mails' page in the back office (docs/decisions/053-outbox.md):
// its two forms' schemas and how a row's state reads there.

const localeCodes = LANGUAGES.map((l) => l.code) as [Locale, ...Locale[]];

/** The language the notices are written in. */
export const notificationLanguageSchema = z.object({
  locale: z.enum(localeCodes, { message: "invalid" }),
});

/** "Tentar agora": an outbox row's id. */
export const outboxRetrySchema = z.object({
  id: z.coerce.number({ message: "invalid" }).int().positive().max(2_147_483_647),
});

/** The page's list query: which page. */
export const outboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** A message's state as the page shows it: pending ones that failed before are "retrying". */
export type OutboxDisplayState = "pending" | "retrying" | "sent" | "cancelled";

export function outboxDisplayState(row: {
  state: "pending" | "sent" | "cancelled";
  last_error: string | null;
}): OutboxDisplayState {
  return row.state === "pending" && row.last_error !== null ? "retrying" : row.state;
}
