import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { ErrorFrame } from "~/components/store/error-frame";
import { language } from "~/i18n/languages";
import { localeFromPath, localePath } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import { useNonce } from "~/lib/csp-nonce";
import { AppStyles } from "~/lib/app-styles";
import { PageLocationProvider } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { IslandModeContext } from "~/islands/island";
import { IslandsScripts, useIslandsManifest } from "~/islands/islands-scripts";
import { manifestPath } from "~/lib/web-manifest";
// A URL rather than a side-effect import, so React Router does not link the stylesheet itself:
// AppStyles inlines it (app/lib/app-styles.tsx).
import appCss from "./app.css?url";

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const nonce = useNonce();
  // Store pages ship their islands, not React Router's runtime (docs/decisions/064-store-islands.md);
  // the back office, and every page under the dev server, hydrate whole.
  const manifest = useIslandsManifest();
  const islands = manifest !== null && !isBackOffice(pathname);
  return (
    <html lang={language(locale).tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={manifestPath(locale)} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content="#c2410c" />
        <AppStyles href={appCss} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-ink antialiased">
        <PageLocationProvider value={{ locale, pathname, search }}>
          <IslandModeContext.Provider value={islands}>{children}</IslandModeContext.Provider>
        </PageLocationProvider>
        {islands && manifest ? (
          <IslandsScripts manifest={manifest} locale={locale} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function isBackOffice(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export default function App() {
  return <Outlet />;
}

/**
 * docs/decisions/030-storefront-pages-beyond-the-spec.md: an error page in the store's frame, in
 * the page's language; status 404 for a 404 Response, 500 for anything unexpected, and never a
 * stack trace or error message.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const locale = localeFromPath(useLocation().pathname);
  const errors = useTexts("errors");
  const meta = useTexts("meta");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? errors.notFoundTitle : errors.unexpectedTitle;
  return (
    <ErrorFrame>
      <title>{fill(meta.pageTitle, { page: title, site: meta.siteName })}</title>
      <meta name="robots" content="noindex" />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-2xl px-4 py-16 text-center outline-none"
      >
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-lg">{notFound ? errors.notFoundBody : errors.unexpectedBody}</p>
        <a
          href={localePath(locale, "/")}
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          {errors.backHome}
        </a>
      </main>
    </ErrorFrame>
  );
}
