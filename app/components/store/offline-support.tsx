import { useEffect, useState } from "react";
import { useTexts } from "~/i18n/use-texts";

/**
 * Says so when the connection is gone. On store pages it is plain server HTML that the islands'
 * entry shows and hides (app/islands/connection.ts), with no React; where the whole page
 * hydrates (the dev server) its own effect does. The service worker (public/sw.js) that opens
 * the pages a shopper has seen again without a connection is installed by the islands' entry.
 */
export function OfflineSupport() {
  const t = useTexts("store").offline;
  const [offline, setOffline] = useState(false);

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
      <p
        hidden={!offline}
        data-offline-notice=""
        className="bg-ink px-4 py-2 text-center text-sm font-medium text-white"
      >
        {t.notice}
      </p>
    </div>
  );
}
