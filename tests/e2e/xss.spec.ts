import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { unique } from "../fixtures/admin-sections-e2e";

// Stored scripts in a real browser: a product whose texts are script payloads, created through the
// JSON API with an administrator's session, shown on its page, in search and in the back office's
// grid after hydration. Any alert (or other dialog) fails the test; the texts must read as text.

/** Every dialog the page opens, recorded and dismissed. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

test("script payloads in a product's texts are shown, never run, on the store and in the back office", async ({
  page,
  adminOn,
}) => {
  test.slow();
  const dialogs = watchDialogs(page);
  await adminOn("/admin/produtos");
  const tag = unique("Xss").replace(" ", "-");
  const name = `<img src=x onerror=alert(1)> ${tag}`;
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/products", {
    headers: { origin },
    data: {
      name,
      name_en: `</script><script>alert(2)</script> ${tag}`,
      description: `"><svg onload=alert(3)>`,
      description_en: "javascript:alert(4)",
      brand: "tramontina",
      category: 1,
      price: 12.5,
      image_url: `https://example.com/x.png?"><img src=x onerror=alert(5)>`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await page.goto(`/produto/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(`"><svg onload=alert(3)>`)).toBeVisible();

    await page.goto(`/en/produto/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "</script><script>alert(2)",
    );

    await page.goto(`/busca?q=${encodeURIComponent(tag)}`);
    await waitForHydration(page);
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto(`/admin/produtos?q=${encodeURIComponent(tag)}`);
    await waitForHydration(page);
    await expect(page.getByText(name).first()).toBeVisible();
  } finally {
    await page.request.delete(`/api/products/${id}`, { headers: { origin } });
  }
  expect(dialogs).toEqual([]);
});
