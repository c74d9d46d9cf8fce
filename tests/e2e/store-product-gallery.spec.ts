import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../fixtures/axe";
import { type Locator, type Page } from "@playwright/test";
import { signedInApi } from "../fixtures/auth-e2e";
import { expect as baseExpect, test } from "../fixtures/e2e";

// The product page's gallery in a real browser, on a desktop and a phone: a
// product with three pictures made through the JSON API, moved through with the arrow keys and
// the thumbnails, opened in the zoom view (a dialog: Escape closes it, focus comes back), and the
// same pictures as a plain list when JavaScript is off.

const expect = baseExpect.configure({ timeout: 15_000 });

const NAME = "Trena de Aço 5 m";
const ALTS = ["Trena fechada", "Trena aberta", "Trena na embalagem"];
let productId: number;

/** A product with three uploaded pictures (the demo catalogue's), created by an administrator. */
async function createGalleryProduct(baseURL: string): Promise<number> {
  const api = await signedInApi(baseURL);
  try {
    const products = (await (await api.get("/api/products?per_page=3")).json()) as {
      image: string;
    }[];
    const created = await api.post("/api/products", {
      data: {
        name: `${NAME} ${randomBytes(3).toString("hex")}`,
        brand: "tramontina",
        category: 1,
        price: 25,
        images: products.map((p, i) => ({ url: p.image, alt: ALTS[i] })),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async () => {
  productId = await createGalleryProduct(test.info().project.use.baseURL!);
});

const gallery = (page: Page) => page.getByTestId("product-gallery");
const picture = (page: Page, i: number) => gallery(page).getByRole("img", { name: ALTS[i] });
const opener = (page: Page, i: number) =>
  gallery(page).getByRole("button", { name: `Ampliar imagem: ${ALTS[i]}` });
const thumbnail = (page: Page, n: number) =>
  gallery(page).getByRole("button", { name: `Imagem ${n} de 3`, exact: true });
// The strip's counter: the zoom view has one of its own, which may still be in the page, hidden,
// for a moment after it closes.
const counter = (page: Page) =>
  gallery(page)
    .getByText(/^\d+ \/ \d+$/)
    .filter({ visible: true });

async function expectShowing(page: Page, i: number) {
  await expect(counter(page)).toHaveText(`${i + 1} / 3`);
  await expect(picture(page, i)).toBeInViewport({ ratio: 0.9 });
  await expect(thumbnail(page, i + 1)).toHaveAttribute("aria-current", "true");
}

test("the pictures show in order, the first loaded at once, with a counter", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`/produto/${productId}`);
  await expect(gallery(page).locator("img")).toHaveCount(3);
  for (const [i, alt] of ALTS.entries()) {
    await expect(gallery(page).locator("img").nth(i)).toHaveAttribute("alt", alt);
  }
  await expect(picture(page, 0)).toHaveAttribute("loading", "eager");
  await expect(picture(page, 1)).toHaveAttribute("loading", "lazy");
  await expectShowing(page, 0);
});

test("arrow keys move the picture and the counter; a thumbnail shows its picture", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`/produto/${productId}`);
  await opener(page, 0).focus();
  await page.keyboard.press("ArrowRight");
  await expectShowing(page, 1);
  // Focus follows the picture, so the next key press goes on from there.
  await expect(opener(page, 1)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expectShowing(page, 2);
  // The last picture is the end: no wrapping round.
  await page.keyboard.press("ArrowRight");
  await expectShowing(page, 2);
  await page.keyboard.press("ArrowLeft");
  await expectShowing(page, 1);

  await thumbnail(page, 1).click();
  await expectShowing(page, 0);
  await thumbnail(page, 3).click();
  await expectShowing(page, 2);
  // Only the picture showing is a stop in the tab order.
  await expect(opener(page, 2)).toHaveAttribute("tabindex", "0");
  await expect(opener(page, 0)).toHaveAttribute("tabindex", "-1");
});

test("scrolling the strip, as a swipe does, moves the counter", async ({ page, gotoHydrated }) => {
  await gotoHydrated(`/produto/${productId}`);
  await gallery(page)
    .getByRole("list")
    .first()
    .evaluate((strip) => strip.scrollTo({ left: strip.clientWidth * 2, behavior: "instant" }));
  await expectShowing(page, 2);
});

test("the zoom view opens with Enter or a click, is a dialog, and Escape or Close returns focus", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`/produto/${productId}`);
  const zoom = page.getByRole("dialog", { name: `Imagem ampliada: ${ALTS[0]}` });
  await opener(page, 0).focus();
  await page.keyboard.press("Enter");
  await expect(zoom).toBeVisible();
  // The largest stored width.
  await expect(zoom.getByRole("img", { name: ALTS[0] })).toHaveAttribute("src", /-1200\.webp$/);
  await expectNoAxeViolations(page);
  // Zooming in makes the picture larger than the view; the toggle says it is pressed.
  const toggle = zoom.getByRole("button", { name: "Aproximar" });
  const fitted = (await zoom.getByRole("img").boundingBox())!.width;
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect((await zoom.getByRole("img").boundingBox())!.width).toBeGreaterThan(fitted * 2);
  // Zoomed in, the view has the focus and the arrow keys pan the picture instead of changing it.
  const view = zoom.getByRole("group", { name: ALTS[0] });
  await expect(view).toBeFocused();
  const left = await view.evaluate((v) => v.scrollLeft);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => view.evaluate((v) => v.scrollLeft)).toBeGreaterThan(left);
  await expect(zoom).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
  await expect(opener(page, 0)).toBeFocused();

  // Opened with a click on the picture; the arrow keys and buttons inside go through the
  // pictures, and the gallery behind follows, so focus returns to the one shown.
  await picture(page, 0).click();
  await expect(zoom).toBeVisible();
  await zoom.getByRole("button", { name: "Próxima imagem" }).click();
  const second = page.getByRole("dialog", { name: `Imagem ampliada: ${ALTS[1]}` });
  await expect(second).toBeVisible();
  await page.keyboard.press("ArrowRight");
  const third = page.getByRole("dialog", { name: `Imagem ampliada: ${ALTS[2]}` });
  await expect(third.getByRole("img")).toHaveAttribute("alt", ALTS[2]!);
  await third.getByRole("button", { name: "Fechar" }).click();
  await expect(third).toBeHidden();
  await expectShowing(page, 2);
  await expect(opener(page, 2)).toBeFocused();
});

test("the gallery's texts are in the page's language", async ({ page, gotoHydrated }) => {
  await gotoHydrated(`/es/produto/${productId}`);
  await expect(gallery(page).getByRole("button", { name: "Imagen 2 de 3" })).toBeVisible();
  await gallery(page)
    .getByRole("button", { name: `Ampliar imagen: ${ALTS[0]}` })
    .click();
  const zoom = page.getByRole("dialog", { name: `Imagen ampliada: ${ALTS[0]}` });
  await expect(zoom.getByRole("button", { name: "Cerrar" })).toBeVisible();
});

test("with reduced motion, the strip jumps instead of scrolling smoothly", async ({
  page,
  gotoHydrated,
}) => {
  const strip = (p: Page) => gallery(p).getByRole("list").first();
  const behavior = (l: Locator) => l.evaluate((e) => getComputedStyle(e).scrollBehavior);
  await gotoHydrated(`/produto/${productId}`);
  expect(await behavior(strip(page))).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await behavior(strip(page))).toBe("auto");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every picture shows, one under the other, and the controls that need a script do not", async ({
    page,
  }) => {
    await page.goto(`/produto/${productId}`);
    for (const i of [0, 1, 2]) {
      const img = picture(page, i);
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeInViewport();
      // Loaded, not waiting for a script.
      await expect
        .poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0))
        .toBe(true);
    }
    // Measured together, at one scroll position.
    const boxes = await Promise.all(
      [0, 1, 2].map(async (i) => (await picture(page, i).boundingBox())!),
    );
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y + boxes[1]!.height - 1);
    expect(boxes.map((b) => Math.round(b.x))).toEqual(Array(3).fill(Math.round(boxes[0]!.x)));
    await expect(thumbnail(page, 1)).toBeHidden();
    await expect(counter(page)).toBeHidden();
  });
});
