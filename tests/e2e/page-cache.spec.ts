import { expect, test, type APIResponse } from "@playwright/test";

// docs/decisions/023-page-cache.md: anonymous store pages come from the page cache while the
// catalogue is unchanged. A page from the cache is the page as rendered, compressed once, with the
// nonce it was rendered with in its CSP and its scripts (docs/decisions/061-compressed-page-cache.md).

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test("a cached page is served again as rendered, its nonce in its header and its scripts", async ({
  request,
}) => {
  // Other tests write the catalogue meanwhile, which empties the cache: ask until a hit comes.
  let hit: APIResponse | undefined;
  await expect
    .poll(async () => {
      await request.get("/produtos/2");
      const again = await request.get("/produtos/2");
      if (again.headers()["x-page-cache"] === "hit") hit = again;
      return hit !== undefined;
    })
    .toBe(true);
  const cached = hit!;
  expect(cached.status()).toBe(200);
  expect(cached.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await cached.text();
  const nonce = nonceOf(cached);
  expect(nonce).toBeTruthy();
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html.match(/nonce="([^"]+)"/g)?.every((n) => n === `nonce="${nonce}"`)).toBe(true);

  // The same bytes and nonce until the catalogue changes; other pages have their own.
  const next = await request.get("/produtos/2");
  if (next.headers()["x-page-cache"] === "hit") {
    expect(nonceOf(next)).toBe(nonce);
    expect(next.headers()["etag"]).toBe(cached.headers()["etag"]);
  }
  expect(nonceOf(await request.get("/produtos/3"))).not.toBe(nonce);

  const head = await request.head("/produtos/2");
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});

test("a signed-in request or an admin page never comes from the page cache", async ({
  request,
}) => {
  await request.get("/produtos/3");
  const signedIn = await request.get("/produtos/3", {
    headers: { cookie: "vitrine.session_token=not-a-real-session" },
  });
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  await request.get("/admin");
  const admin = await request.get("/admin", { maxRedirects: 0 });
  expect(admin.headers()["x-page-cache"]).toBeUndefined();
});
