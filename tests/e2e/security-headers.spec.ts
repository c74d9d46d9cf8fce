import type { APIResponse, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/e2e";

// The Content-Security-Policy is enforced and the pages still hydrate and
// navigate under it in real Chromium; every kind of response carries the security headers.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction("__reportCsp", (v: Violation) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
      seen.console.push(message.text());
    }
  });
  page.on("pageerror", (error) => seen.console.push(`pageerror: ${error.message}`));
  return seen;
}

/** Every script in the document carries the nonce of the response's policy. */
async function expectScriptsNonced(page: Page, policy: string) {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll("script")]
      .filter((s) => !s.type || s.type === "module" || s.type === "text/javascript")
      .map((s) => s.nonce),
  );
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
}

function expectSecurityHeaders(response: APIResponse | null, label: string) {
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  // Documents run scripts by nonce; the build's files, media and cached JSON, which run nothing
  // inline, get a fixed policy allowing only this origin's scripts (staticFilePolicy).
  expect(csp, label).toMatch(/script-src (?:'nonce-[A-Za-z0-9_-]{24}' 'strict-dynamic'|'self');/);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("base-uri 'none'");
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"], label).toBe("same-origin");
  // The e2e server runs over plain http: no HSTS there (it is sent when BASE_URL is https).
  expect(headers["strict-transport-security"], label).toBeUndefined();
}

test.describe("the store and the back office run under the enforced CSP", () => {
  for (const path of ["/", "/produtos", "/en/produtos/1", "/localizacao", "/admin"]) {
    test(`${path} hydrates with no CSP violation`, async ({ page }) => {
      const seen = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const policy = (await response!.headerValue("content-security-policy")) ?? "";
      await expectScriptsNonced(page, policy);
      expect(seen.violations).toEqual([]);
      expect(seen.console).toEqual([]);
    });
  }

  test("the location page may frame its map's origin, and only that", async ({ page }) => {
    const response = await page.goto("/localizacao");
    const policy = (await response!.headerValue("content-security-policy")) ?? "";
    // The map's frame comes only on a press (docs/decisions/068-product-documents-and-videos.md).
    const src = await page
      .getByRole("link", { name: "Mostrar mapa" })
      .getAttribute("data-frame-src");
    expect(policy).toContain(` ${new URL(src!).origin};`);
    expect(policy).toContain(
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com ",
    );
  });

  test("store pages load and hydrate their islands under 'strict-dynamic'", async ({ page }) => {
    const seen = await watchCsp(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Ferramentas Manuais" }).first().click();
    await expect(page).toHaveURL(/\/produtos\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Ferramentas Manuais" }),
    ).toBeVisible();
    // Each island's chunk, React's among them, is imported by the nonce'd entry: on a touch,
    // which the hydrated island then answers.
    await waitForHydration(page);
    const compare = page.getByRole("button", { name: /^Comparar / }).first();
    await compare.click();
    await expect(compare).toHaveAttribute("aria-pressed", "true");
    expect(await page.locator("vitrine-island[data-hydrated]").count()).toBeGreaterThan(0);
    // No React Router runtime on a store page (docs/decisions/064-store-islands.md).
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(seen.violations).toEqual([]);
    expect(seen.console).toEqual([]);
  });

  test("a signed-in administrator's pages run under it too", async ({ page, adminOn }) => {
    const seen = await watchCsp(page);
    await adminOn("/admin/produtos");
    await page.goto("/admin/marcas");
    await waitForHydration(page);
    expect(seen.violations).toEqual([]);
    expect(seen.console).toEqual([]);
  });
});

test.describe("every response carries the security headers", () => {
  test("pages, cached pages, API, static files, assets, media, 404 and errors", async ({
    request,
  }) => {
    const first = await request.get("/");
    expectSecurityHeaders(first, "page");
    const html = await first.text();
    const again = await request.get("/");
    expectSecurityHeaders(again, "page again");
    // A page's scripts carry the nonce of its header; a cached page keeps the one it was rendered
    // with (docs/decisions/061-compressed-page-cache.md), another page has its own.
    const nonceOf = (r: APIResponse) =>
      /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")![1]!;
    const againHtml = await again.text();
    expect(againHtml).toContain(`nonce="${nonceOf(again)}"`);
    expect(html).toContain(`nonce="${nonceOf(first)}"`);
    expect(nonceOf(await request.get("/ofertas"))).not.toBe(nonceOf(again));

    expectSecurityHeaders(await request.get("/api/products"), "API");
    expectSecurityHeaders(await request.get("/api/nothing-here"), "API 404");
    expectSecurityHeaders(await request.get("/favicon.svg"), "static file");
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expectSecurityHeaders(await request.get(asset!), "asset");
    const media = /\/media\/[0-9a-f]{32}-\d+\.webp/.exec(html)?.[0];
    if (media) expectSecurityHeaders(await request.get(media), "media");
    const missing = await request.get("/produto/99999999");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, "404 page");
    const malformed = await request.get("/assets/%E0%A4%A");
    expect(malformed.status()).toBeGreaterThanOrEqual(400);
    expect(malformed.status()).toBeLessThan(500);
    expectSecurityHeaders(malformed, "malformed path");
    const badJson = await request.post("/api/auth/register", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(badJson.status()).toBe(400);
    expectSecurityHeaders(badJson, "refused write");
  });

  test("a body over its limit is refused with 413 in the error shape", async ({ request }) => {
    const response = await request.post("/api/auth/register", {
      headers: { "content-type": "application/json" },
      data: `{"email":"${"a".repeat(200 * 1024)}"}`,
    });
    expect(response.status()).toBe(413);
    expectSecurityHeaders(response, "413");
  });
});
