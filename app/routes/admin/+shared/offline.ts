import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { ActionResult, ToastKey } from "~/lib/admin-result";
import { enteredValues } from "~/lib/form-errors";

// docs/product-rules.md §8: with JavaScript, a back-office form whose request never reaches the
// server says so (sign-in "Erro de conexao", sign-up "Erro de rede...", add product "Erro de
// conexão", the grid's row actions their failure toasts) and keeps what was typed. The browser has
// no locale of its own here (the admin's language is the layout loader's), so an answer made in the
// browser names its message by catalogue key and the page words it (useResultToast).

/** Marks an answer made in the browser because the request never reached the server. */
export interface OfflineMark {
  /** Unique per failure, so the same failure twice is announced twice. */
  offline: string;
}

/**
 * A section form's answer when offline: docs/product-rules.md §8's failure toast, the entered
 * values kept.
 */
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

/**
 * The toast of a section write that never reached the server, by intent: docs/product-rules.md §8's
 * texts where it names one (add product "Erro de conexão", the grid's "Falha ao atualizar", "Erro",
 * "Erro ao excluir"), the section's own failure toast otherwise.
 */
const OFFLINE_TOASTS: Partial<Record<string, ToastKey>> = {
  create: "connectionError",
  addAdmin: "connectionError",
  createToken: "connectionError",
  update: "updateFailed",
  active: "updateFailed",
  save: "updateFailed",
  stock: "error",
  delete: "deleteFailed",
  move: "orderFailed",
};

/** A section write failed offline since the page's data was last reloaded. */
let staleSinceOffline = false;

/**
 * Whether a section write failed offline since the last call (use-reload-when-online.ts): the page
 * shows what it had, which the server may have changed meanwhile.
 */
export function takeStaleSinceOffline(): boolean {
  const stale = staleSinceOffline;
  staleSinceOffline = false;
  return stale;
}

/**
 * Every back-office section's clientAction (brands, posters, products, add product, users,
 * settings): the server's answer, or, when the request never reached it, the intent's failure
 * toast with what was typed, so the form stays as it was and the page stays on screen.
 */
export function sectionClientAction<T>(args: { request: Request; serverAction: () => Promise<T> }) {
  return serverActionOrOffline(args, (form): Omit<OfflineResult, "offline"> => {
    const intent = String(form.get("intent") ?? "");
    staleSinceOffline = true;
    return {
      intent,
      ok: false,
      target: String(form.get("id") ?? ""),
      values: enteredValues(form),
      offlineToast: OFFLINE_TOASTS[intent] ?? "error",
    };
  });
}

/**
 * shouldRevalidate for every section: never after an answer made offline; after a move or a
 * delete always, even when the server refused (a 4xx answer skips it by default), so the list
 * shows the server's order and rows again (docs/product-rules.md §8 "A lista foi recarregada").
 */
export function sectionShouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (isOffline(args.actionResult)) return false;
  const intent = args.formData?.get("intent");
  return intent === "delete" || intent === "move" ? true : args.defaultShouldRevalidate;
}
