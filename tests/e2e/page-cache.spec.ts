import { expect, test, type APIResponse } from "@playwright/test";

// docs/decisions/023-page-cache.md: anonymous store pages come from the page cache while the
// catalogue is unchanged. A page from the cache is the page as rendered, with a nonce of its own:
// the one in its Content-Security-Policy, written over the one it was rendered with.

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test("a cached page is served again with a fresh nonce in its header and its scripts", async ({
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

  const next = await request.get("/produtos/2");
  expect(nonceOf(next)).not.toBe(nonce);
  expect(await next.text()).not.toContain(`nonce="${nonce}"`);

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
