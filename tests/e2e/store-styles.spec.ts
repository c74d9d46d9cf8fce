import { expect, test, waitForHydration } from "../fixtures/e2e";
import { storePt } from "~/i18n/pt/store";

// A shopper's first page paints without a second round trip for the stylesheet (over
// roaming data each one costs hundreds of milliseconds): the document carries the stylesheet, the
// page hydrates without a mismatch, and it stays styled through client-side navigation.

test("the first page carries its stylesheet and stays styled through client navigation", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));

  await page.goto("/produtos");
  await waitForHydration(page);
  const styled = () =>
    page.evaluate(() => ({
      inline: document.querySelectorAll("style#app-css").length,
      // The browser's own stylesheet gives the body an 8 px margin; ours takes it away.
      bodyMargin: getComputedStyle(document.body).margin,
    }));
  expect(await styled()).toEqual({ inline: 1, bodyMargin: "0px" });

  await page.getByRole("link", { name: "Menor preço" }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await page
    .getByRole("navigation", { name: storePt.header.mainNav })
    .getByRole("link")
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/produtos\/\d+$/);
  expect(await styled()).toEqual({ inline: 1, bodyMargin: "0px" });

  expect(stylesheets, "stylesheet requests").toEqual([]);
  expect(errors, "console errors (a hydration mismatch among them)").toEqual([]);
});
