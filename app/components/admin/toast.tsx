import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Toast, ToastKey } from "~/lib/admin-result";
import { useTexts } from "~/i18n/use-texts";

const ShowToast = createContext<(toast: Toast) => void>(() => {});

const SHOWN_FOR_MS = { success: 6000, error: 12000 } as const;

/**
 * The section's toasts (docs/product-rules.md §8): successes in a polite status region, failures in
 * an alert region. Both regions exist before any toast, so screen readers announce what arrives.
 * Toasts known at render (a flash after a redirect, a form's answer without JavaScript) are part of
 * the server-rendered page.
 */
export function ToastProvider({
  initial,
  children,
}: {
  initial: (Toast | null | undefined)[];
  children: ReactNode;
}) {
  const [toasts, setToasts] = useState<Toast[]>(() => initial.filter((t): t is Toast => !!t));
  const seen = useRef(new Set(toasts.map((t) => t.id)));
  const show = useCallback((toast: Toast) => {
    if (seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((list) => [...list.slice(-2), toast]);
  }, []);
  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const hydrated = useHydrated();
  const region = <ToastRegion toasts={toasts} onDismiss={dismiss} />;
  // Without JavaScript toasts stay put, so they go first in the page, where they are read first.
  return (
    <ShowToast.Provider value={show}>
      {!hydrated && region}
      {children}
      {hydrated && region}
    </ShowToast.Provider>
  );
}

/**
 * Shows the toast of an action's answer (a fetcher's or the page's) once it arrives. An answer
 * made in the browser because the request never reached the server names its message by key
 * (routes/admin/+shared/offline.ts); it is worded here, in the admin's language.
 */
export function useResultToast(
  result: { toast?: Toast; offline?: string; offlineToast?: ToastKey } | null | undefined,
): void {
  const show = useContext(ShowToast);
  const toasts = useTexts("adminSections").toasts;
  const toast = result?.toast;
  const offline = result?.offline;
  const offlineToast = result?.offlineToast;
  useEffect(() => {
    if (toast) show(toast);
    else if (offline && offlineToast)
      show({ id: offline, kind: "error", message: toasts[offlineToast] });
  }, [toast, offline, offlineToast, toasts, show]);
}

export function useShowToast(): (toast: Toast) => void {
  return useContext(ShowToast);
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const t = useTexts("adminSections").common;
  // Without JavaScript a toast never goes away: it then sits in the page's flow, where it cannot
  // cover a button, instead of floating over it.
  const hydrated = useHydrated();
  const list = (kind: Toast["kind"]) =>
    toasts
      .filter((toast) => toast.kind === kind)
      .map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
  return (
    <section
      aria-label={t.notifications}
      className={
        hydrated
          ? "pointer-events-none fixed inset-x-2 bottom-2 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:items-end"
          : "mb-4 flex flex-col gap-2"
      }
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list("success")}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {list("error")}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useTexts("adminSections").common;
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), SHOWN_FOR_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const tone =
    toast.kind === "success"
      ? "border-green-700 bg-green-50 text-green-900"
      : "border-red-700 bg-red-50 text-red-900";
  return (
    <div
      className={`pointer-events-auto flex max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 shadow-lg ${tone}`}
    >
      <p className="flex-1 text-sm font-semibold">{toast.message}</p>
      {hydrated && (
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          className="-my-1 rounded px-2 py-1 text-sm underline"
        >
          {t.close}
        </button>
      )}
    </div>
  );
}
