import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { localeFromPath } from "~/i18n/locale";
import { loadMessages } from "~/i18n/messages";

// React Router's default browser entry, after the page's language's store texts have loaded: a page
// carries only its own language's (app/i18n/messages.ts).
// If they cannot load (offline, on a page kept by the service worker but never opened), the
// server-rendered page stays as it is: its links and forms work as plain HTML.
void loadMessages(localeFromPath(window.location.pathname)).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  () => {},
);
