import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { nonceOf } from "~/lib/csp-nonce";
import { DocumentProviders } from "~/.server/render/document-providers.server";
import { lowPriorityModulePreloads } from "~/.server/render/low-priority-modules.server";
import { loadAllMessages } from "~/i18n/messages";
import { reportDatabaseFault } from "~/.server/db/faults.server";
import { getLogger } from "~/.server/logger";

// React Router's default Node entry, plus the response's CSP nonce (server/security-headers.ts):
// React puts it on its own streaming scripts, React Router on the hydration and route-module
// scripts, and root.tsx reads it through NonceContext for <Scripts> and <ScrollRestoration>.
// The load context's asset reader lets root.tsx inline the stylesheet (app/lib/app-styles.tsx).
// Module preloads go out at low priority (app/.server/render/low-priority-modules.server.ts).

export const streamTimeout = 5_000;

// Every language's store texts, once, before the first request (app/i18n/messages.ts).
await loadAllMessages();

/**
 * An error React Router caught in a loader, an action or the render. A fault of the database is
 * reported (logged once with its cause, noted on the request so the server answers 503 instead of
 * the error page: docs/decisions/063-answering-database-faults.md); anything else is logged as
 * the failure it is. A request the client gave up on is not an error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (reportDatabaseFault(error, { url: request.url })) return;
  getLogger().error({ err: error, url: request.url }, "request failed");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceOf(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <DocumentProviders loadContext={loadContext}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentProviders>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body.pipe(lowPriorityModulePreloads()));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

// The store's own document renderer, built by the server from this build (server/app.ts).
export { createStoreDocuments } from "~/.server/render/store-documents.server";
