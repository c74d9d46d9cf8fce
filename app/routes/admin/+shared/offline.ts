import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Messages } from "~/i18n/pt";
import type { ActionResult } from "~/lib/admin-result";

// Spec §8: with JavaScript, a back-office form whose request never reaches the server says so
// (sign-in "Erro de conexao", sign-up "Erro de rede...", add product "Erro de conexão", the grid's
// row actions their failure toasts) and keeps what was typed. The browser has no locale of its
// own here (the admin's language is the layout loader's), so an answer made in the browser names
// its message by catalogue key and the page words it (useResultToast).

/** A key of app/i18n/{pt,en}/admin-sections.ts `toasts`. */
export type ToastKey = keyof Messages["adminSections"]["toasts"];

/** Marks an answer made in the browser because the request never reached the server. */
export interface OfflineMark {
  /** Unique per failure, so the same failure twice is announced twice. */
  offline: string;
}

/** A section form's answer when offline: spec §8's failure toast, the entered values kept. */
export type OfflineResult = ActionResult & OfflineMark & { offlineToast: ToastKey };

/** What a section's fetcher or form may receive: the server's answer or the browser's. */
export type ClientResult = ActionResult & Partial<OfflineMark> & { offlineToast?: ToastKey };

/** fetch rejects with a TypeError when no answer came: offline, DNS, refused or reset connection. */
export const isNetworkFailure = (error: unknown): error is TypeError => error instanceof TypeError;

let failures = 0;

/**
 * A route's clientAction: the server action, or `whenOffline(form)` marked as offline when the
 * request never reached the server. Any other failure (an error answer, a redirect) goes on as
 * React Router would handle it without a clientAction.
 */
export async function serverActionOrOffline<T, U extends object>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  whenOffline: (form: FormData) => U,
): Promise<T | (U & OfflineMark)> {
  // Read before sending: the request body can be read once, and the answer needs the values.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    failures += 1;
    return { ...whenOffline(form), offline: `offline-${Date.now()}-${failures}` };
  }
}

/** The text fields of a submitted form, to show again after a failure (files stay in the input). */
export function enteredValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

export const isOffline = (value: unknown): value is OfflineMark =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Partial<OfflineMark>).offline === "string";

/**
 * shouldRevalidate for every admin route with a loader: after an answer made offline there is
 * nothing new to load, and the attempt would fail too and replace the form by the error page.
 */
export function unlessOffline({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isOffline(actionResult) ? false : defaultShouldRevalidate;
}
