// Vitrine's service worker: the storefront a shopper has seen opens again without a connection.
//
// - Pages (and React Router's `.data` requests): network first; what came back is kept, and is
//   what answers when the network fails. Every language's home and contact pages (hours, phones,
//   map link) and web app manifest are fetched at install, so the shop's details are there before
//   they are visited. A page never seen answers, offline, with its language's home page.
// - Build assets (/assets/, content-hashed) and media (/media/, content-addressed): cache first;
//   their names change when their bytes do.
// - Never kept: the back office (/admin), the API (/api), anything but GET, other origins.
//
// Bump VERSION to drop every cache of an older worker.
const VERSION = "v1";
const PAGES = `vitrine-pages-${VERSION}`;
const STATIC = `vitrine-static-${VERSION}`;
// The URL prefixes of the languages table (app/i18n/languages.ts), the default language's first
// (none); tests/unit/offline-languages.test.ts holds the two equal.
const PREFIXES = ["", "/en", "/es"];
const homeOf = (prefix) => prefix || "/";
const PRECACHE = [
  ...PREFIXES.flatMap((p) => [homeOf(p), `${p}/atendimento`, `${p}/localizacao`]),
  ...PREFIXES.map((p) => (p ? `/manifest.${p.slice(1)}.webmanifest` : "/manifest.webmanifest")),
  "/favicon.svg",
  "/placeholder-product.svg",
];
// Bounded: a shopper browsing all day does not fill the phone.
const MAX_PAGES = 150;
const MAX_STATIC = 400;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      // One failing page must not keep the worker from installing.
      await Promise.all(
        PRECACHE.map((path) =>
          fetch(path, { credentials: "omit" })
            .then((res) => (res.ok ? cache.put(path, res) : undefined))
            .catch(() => undefined),
        ),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGES, STATIC]);
      for (const name of await caches.keys()) {
        if (name.startsWith("vitrine-") && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function isNeverCached(url) {
  return /^\/(?:admin|api)(?:\/|$|\.data)/.test(url.pathname) || url.pathname === "/sw.js";
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) {
    await cache.delete(request);
  }
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    // Only a whole public answer is worth keeping: not an error, not one a signed-in person
    // was given (private).
    const cc = response.headers.get("cache-control") ?? "";
    if (response.ok && !/private|no-store/.test(cc)) {
      await cache.put(request, response.clone());
      void trim(PAGES, MAX_PAGES);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    if (request.mode === "navigate") {
      // A page never seen: the home page of its language, which says the connection is gone.
      const path = new URL(request.url).pathname;
      const prefix = PREFIXES.find((p) => p && (path === p || path.startsWith(`${p}/`))) ?? "";
      const fallback = await cache.match(homeOf(prefix), { ignoreVary: true });
      if (fallback) return fallback;
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trim(STATIC, MAX_STATIC);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverCached(url)) return;
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/media/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  const accept = request.headers.get("accept") ?? "";
  if (request.mode === "navigate" || url.pathname.endsWith(".data") || accept.includes("html")) {
    event.respondWith(networkFirst(request));
  }
});
