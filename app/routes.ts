import { type RouteConfig, route } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/routes";
import { apiRoutes } from "./routes/api/routes";
import { storeRoutes } from "./routes/store/routes";

// Read beside docs/decisions/016-routes-and-languages.md. Resource routes first, then the back
// office and the API, then the store (Portuguese at the spec's paths, English under /en), whose
// catch-alls redirect unknown paths home.
export default [
  route("healthz", "routes/resources/healthz.ts"),
  route("readyz", "routes/resources/readyz.ts"),
  route("media/:file", "routes/resources/media.ts"),
  route("documentos/:id/:file", "routes/resources/document.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("feeds/:file", "routes/resources/feed.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  ...apiRoutes,
  ...adminRoutes,
  ...storeRoutes,
] satisfies RouteConfig;
