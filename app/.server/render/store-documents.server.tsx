import type { ComponentType, ReactNode } from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  type DataRouteObject,
  type RouterContextProvider,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { withOneVersion } from "~/.server/catalogue/version-scope.server";
import { databaseFault } from "~/.server/db/faults.server";
import { assetReaderOf } from "~/lib/app-styles";
import { nonceOf } from "~/lib/csp-nonce";
import { ISLANDS_MANIFEST } from "~/islands/islands-scripts";
import { documentResponse } from "./document-chunks.server";
import { DocumentProviders } from "./document-providers.server";

// A store page rendered without React Router's request pipeline
// (docs/decisions/069-store-documents.md). Store pages ship no router runtime to the browser
// (decision 064), yet React Router's handler still did, per uncached page, what only a hydrating
// client needs: it encoded the whole page's data for a hydration stream nobody reads, rebuilt its
// server routes and static router for all 107 routes, and ranked every route twice to match the
// path. Here a plain GET of a store page is matched once (kept per path), its middleware and
// loaders are called as React Router calls them, and the same route components render inside
// React Router's own static router, as React's chunks: the same document, byte for byte but for
// React's generated ids (tested). Anything else goes to React Router: a loader's redirect or
// thrown response, a `data()` with a status, any other error, HEAD, a client navigation's `.data`
// request, every route outside the store's pages, and every page where the store hydrates whole
// (the dev server). A database fault is thrown on, as React Router would have reported it
// (server/app.ts answers it 503).

/** What a store document's renderer answers: the page, or null for React Router to handle. */
export type StoreDocuments = (
  request: Request,
  loadContext?: RouterContextProvider,
) => Promise<Response | null>;

type Module = NonNullable<ServerBuild["routes"][string]>["module"];
type Middleware = (
  args: { request: Request; params: Record<string, string | undefined>; context: unknown },
  next: () => Promise<Response>,
) => Promise<Response | undefined> | Response | undefined;

/** Thrown inside the pipeline for React Router to render the request instead. */
class HandOver extends Error {}

/** Paths whose match is kept: every path a crawler or a shopper asks, of a bounded shop. */
const MATCHES_KEPT = 2_000;

/** A store page's path matched: its route ids and params, and its matches on the page's routes. */
interface Matched {
  ids: string[];
  params: Record<string, string>;
  matches?: ReturnType<typeof matchRoutes<DataRouteObject>>;
}

/** A store page's route ids: `<lang>/<page>` under `<lang>/layout` (routes/store/routes.ts). */
export function isStorePage(ids: readonly string[]): boolean {
  const [root, layout, page, ...rest] = ids;
  return (
    rest.length === 0 &&
    root === "root" &&
    layout !== undefined &&
    /^[a-z]{2}\/layout$/.test(layout) &&
    page !== undefined &&
    /^[a-z]{2}\/[a-z]+$/.test(page) &&
    !page.endsWith("/unknown")
  );
}

const isDataWithStatus = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "DataWithResponseInit";

/**
 * The whole document, as React's stream writes it: its chunks. Not renderToString: a page is
 * 70-190 kB, and a string that long (and the copy a Response makes of a string or a buffer body)
 * is fresh memory each time, which V8 counts towards its next full collection.
 */
function renderToChunks(element: ReactNode, nonce: string | undefined): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(chunks);
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

export function createStoreDocuments(build: ServerBuild): StoreDocuments {
  const modules: Record<string, Module> = {};
  for (const [id, route] of Object.entries(build.routes)) if (route) modules[id] = route.module;

  // Every route, as React Router matches them (paths only), built once.
  type PathRoute = { id: string; path?: string; index?: boolean; caseSensitive?: boolean };
  const byParent = new Map<string, (PathRoute & { children?: PathRoute[] })[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId ?? "") ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    });
    byParent.set(route.parentId ?? "", siblings);
  }
  const tree = (parent: string): PathRoute[] =>
    (byParent.get(parent) ?? []).map((route) => {
      const children = route.index ? [] : tree(route.id);
      return children.length > 0 ? { ...route, children } : route;
    });
  const routes = tree("");

  /** A store page's route ids and params for a path, or null: kept per path. */
  const matched = new Map<string, Matched | null>();
  function match(pathname: string) {
    let found = matched.get(pathname);
    if (found === undefined) {
      const matches = matchRoutes(routes, pathname);
      const ids = matches?.map((m) => m.route.id) ?? [];
      found = matches && isStorePage(ids) ? { ids, params: matches.at(-1)!.params as never } : null;
      if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value as string);
      matched.set(pathname, found);
    }
    return found;
  }

  /** A page's three routes as React Router's static router renders them, built once per page. */
  const chains = new Map<string, DataRouteObject[]>();
  function chain(ids: string[]): DataRouteObject[] {
    const key = ids.join(" ");
    let routesOfPage = chains.get(key);
    if (!routesOfPage) {
      routesOfPage = [];
      let children: DataRouteObject[] = routesOfPage;
      for (const id of ids) {
        const { path, index, caseSensitive } = build.routes[id]!;
        const module = modules[id]!;
        const Component = module.default as ComponentType;
        const Layout = (module as { Layout?: ComponentType<{ children: ReactNode }> }).Layout;
        const route = {
          id,
          path,
          caseSensitive,
          handle: module.handle,
          loader: module.loader ? () => null : undefined,
          // The root's Layout around its component, as React Router's framework renders it.
          ...(Layout ? { element: <Layout>{<Component />}</Layout> } : { Component }),
          ...(index ? { index: true as const } : { children: [] as DataRouteObject[] }),
        } as DataRouteObject;
        children.push(route);
        children = route.children ?? [];
      }
      chains.set(key, routesOfPage);
    }
    return routesOfPage;
  }

  const framework = (nonce: string | undefined) => ({
    manifest: build.assets,
    routeModules: modules as never,
    criticalCss: undefined,
    serverHandoffString: undefined,
    future: build.future,
    ssr: build.ssr,
    isSpaMode: false,
    routeDiscovery: build.routeDiscovery,
    nonce,
    renderMeta: {},
  });

  async function render(
    request: Request,
    url: URL,
    found: Matched,
    loadContext: RouterContextProvider,
  ): Promise<Response> {
    const args = { request, params: found.params, context: loadContext };
    const data = await Promise.all(
      found.ids.map(async (id) => {
        const loader = modules[id]!.loader as ((a: typeof args) => unknown) | undefined;
        const value: unknown = loader ? await loader(args) : undefined;
        if (value instanceof Response || isDataWithStatus(value)) throw new HandOver();
        return value;
      }),
    );
    const pageRoutes = chain(found.ids);
    const location = {
      pathname: url.pathname,
      search: url.search,
      hash: "",
      state: null,
      key: "default",
    };
    // Kept with the path's match: matching compiles each route's pattern again (0.1 ms a page).
    const matches = (found.matches ??= matchRoutes(pageRoutes, url.pathname));
    if (!matches) throw new HandOver();
    const context: StaticHandlerContext = {
      basename: "/",
      location,
      matches: matches as StaticHandlerContext["matches"],
      loaderData: Object.fromEntries(found.ids.map((id, i) => [id, data[i]])),
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    };
    const router = createStaticRouter(pageRoutes, context);
    const nonce = nonceOf(loadContext);
    const chunks = await renderToChunks(
      <DocumentProviders loadContext={loadContext}>
        <FrameworkContext.Provider value={framework(nonce)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FrameworkContext.Provider>
      </DocumentProviders>,
      nonce,
    );
    return documentResponse(chunks, loadContext);
  }

  return async (request, loadContext) => {
    if (request.method !== "GET" || !loadContext) return null;
    // Only where store pages ship islands (a production build): elsewhere they hydrate whole,
    // with React Router's hydration data, which only its own handler writes.
    if (!assetReaderOf(loadContext)?.(ISLANDS_MANIFEST)) return null;
    const url = new URL(request.url);
    if (url.pathname.endsWith(".data")) return null;
    const found = match(url.pathname);
    if (!found) return null;
    // Each route's middleware, root first, around the loaders and the render (as React Router).
    const middleware = found.ids.flatMap(
      (id) => (modules[id]!.middleware as Middleware[] | undefined) ?? [],
    );
    const run = async (index: number): Promise<Response> => {
      const next = middleware[index];
      if (!next) return render(request, url, found, loadContext);
      let response: Response | undefined;
      const result = await next(
        { request, params: found.params, context: loadContext },
        async () => {
          response = await run(index + 1);
          return response;
        },
      );
      return result ?? response ?? run(index + 1);
    };
    try {
      // A plain GET writes nothing: the catalogue's version is read once for the whole render.
      return await withOneVersion(() => run(0));
    } catch (error) {
      if (error instanceof HandOver || error instanceof Response) return null;
      if (databaseFault(error)) throw error;
      // Anything else: React Router renders it, with the error page a shopper should see.
      return null;
    }
  };
}
