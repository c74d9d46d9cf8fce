import { expect, test, type Page } from "@playwright/test";

const PT = {
  prefix: "",
  about: "Sobre nós",
  service: "Atendimento",
  location: "Nossa localização",
  description: /^Loja de ferramentas e equipamentos em Salto del Guairá/,
  // docs/product-rules.md §9: both schedule wordings, exactly as the store profile gives them.
  schedules: [
    "Segunda a Sábado: 7h às 17h",
    "Domingo: 7h às 12h",
    "Segunda a Sexta: 7h às 17h",
    "Sábado: 7h às 17h",
  ],
  whatsapp: "Conversar pelo WhatsApp",
  map: "Mapa: YouTools em Salto del Guairá, Paraguay",
};
const EN = {
  prefix: "/en",
  about: "About us",
  service: "Customer service",
  location: "Our location",
  description: /^Tools and equipment store in Salto del Guairá/,
  schedules: [
    "Mon–Sat 7am to 5pm",
    "Sunday 7am to 12pm",
    "Monday to Friday: 7am to 5pm",
    "Saturday: 7am to 5pm",
  ],
  whatsapp: "Chat on WhatsApp",
  map: "Map: YouTools in Salto del Guairá, Paraguay",
};

async function expectContact(page: Page, t: typeof PT) {
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "contato@example.com" })).toHaveAttribute(
    "href",
    "mailto:contato@example.com",
  );
  await expect(main.getByRole("link", { name: /^\+595 / })).toHaveCount(4);
  await expect(main.getByRole("link", { name: t.whatsapp })).toHaveAttribute(
    "href",
    "https://wa.me/595900000001",
  );
}

async function expectSchedules(page: Page, t: typeof PT) {
  const main = page.getByRole("main");
  for (const line of t.schedules) await expect(main.getByText(line, { exact: true })).toBeVisible();
}

async function expectMap(page: Page, t: typeof PT) {
  // The map is framed only on a press (docs/decisions/068): nothing is asked of its host before.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
  );
  await page.getByRole("link", { name: t === PT ? "Mostrar mapa" : "Show map" }).click();
  const map = page.getByTitle(t.map);
  await expect(map).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  expect(box?.height).toBe(550);
}

for (const t of [PT, EN]) {
  test.describe(`store information pages (${t.prefix || "/"})`, () => {
    test("about: logo text, description, both schedules, contact, location and a 550 px map", async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/about`);
      await expect(page).toHaveTitle(`${t.about} — YouTools`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        t.description,
      );
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: t.about })).toBeVisible();
      await expect(main.getByText("YouTools", { exact: true })).toBeVisible();
      await expect(main.getByText(t.description)).toBeVisible();
      await expectSchedules(page, t);
      await expectContact(page, t);
      await expect(
        main.getByText("Salto del Guairá, Paraguay", { exact: true }).first(),
      ).toBeVisible();
      await expectMap(page, t);
    });

    test("customer service: both schedules and every way to reach the shop", async ({ page }) => {
      await page.goto(`${t.prefix}/atendimento`);
      await expect(page).toHaveTitle(`${t.service} — YouTools`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /YouTools/);
      await expect(page.getByRole("heading", { level: 1, name: t.service })).toBeVisible();
      await expectSchedules(page, t);
      await expectContact(page, t);
    });

    test("location: address, schedules and a 550 px map", async ({ page }) => {
      await page.goto(`${t.prefix}/localizacao`);
      await expect(page).toHaveTitle(`${t.location} — YouTools`);
      await expect(page.getByRole("heading", { level: 1, name: t.location })).toBeVisible();
      await expect(
        page.getByRole("main").getByText("Salto del Guairá, Paraguay", { exact: true }).first(),
      ).toBeVisible();
      await expectSchedules(page, t);
      await expectMap(page, t);
    });

    test("the footer links lead to the information pages", async ({ page }) => {
      await page.goto(`${t.prefix}/about`);
      await page.getByRole("contentinfo").getByRole("link", { name: t.location }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/localizacao$`));
      await expect(page.getByRole("heading", { level: 1, name: t.location })).toBeVisible();
    });
  });
}
