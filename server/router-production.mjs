// A module resolution hook for the production server (build/start.js registers it): React
// Router's package names only its development build, whatever NODE_ENV says (react-router
// 7.18's "exports" has no production condition), so its invariant checks and warnings would run
// on every request. Each file of dist/development is sent to the same file of dist/production;
// the entries' names are the same in both builds, and each build's chunks are imported only by
// its own entries, so one copy of React Router is loaded. Measured in docs/perf/README.md.

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.includes("/node_modules/react-router/dist/development/")) return resolved;
  return { ...resolved, url: resolved.url.replace("/dist/development/", "/dist/production/") };
}
