import { useEffect, useState } from "react";
import { useMessages } from "~/i18n/use-messages";

/**
 * Installs the service worker (public/sw.js) in production builds, so pages a shopper has seen
 * open again without a connection, and says so when the connection is gone.
 */
export function OfflineSupport() {
  const t = useMessages().store.offline;
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      // A failed registration only means no offline copies; the page itself is unaffected.
      navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    }
  }, []);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {offline ? (
        <p className="bg-ink px-4 py-2 text-center text-sm font-medium text-white">{t.notice}</p>
      ) : null}
    </div>
  );
}
