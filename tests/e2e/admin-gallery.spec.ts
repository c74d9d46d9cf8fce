import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../fixtures/e2e";
import { pngUpload, SLOW, toast, unique } from "../fixtures/admin-sections-e2e";

// The gallery editor's journey: an administrator uploads three pictures at once to a product,
// reorders them with the keyboard, sets their alternative texts and saves; the API returns the
// three in that order with their texts, the product page shows them in that order (and its zoom
// opens and closes from the keyboard), its JSON-LD names three images, and the store's product
// card shows the first as its cover.

const COLORS = { vermelha: "#dc2626", verde: "#16a34a", azul: "#2563eb" } as const;
type Color = keyof typeof COLORS;

/** The colour a picture mostly is, read back from the server's re-encoded copy. */
async function colorOf(request: APIRequestContext, url: string): Promise<Color> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const { channels } = await sharp(await response.body()).stats();
  const [r, g, b] = channels.map((c) => c.mean) as [number, number, number];
  return r > g && r > b ? "vermelha" : g > b ? "verde" : "azul";
}

/** The gallery editor's ordered list, and one of its pictures by its place ("Imagem 2"). */
function gallery(page: Page) {
  const list = page.getByRole("list", { name: "Imagens na ordem da galeria" });
  return {
    list,
    pictures: list.getByRole("listitem"),
    picture: (n: number): Locator => list.getByRole("group", { name: `Imagem ${n}`, exact: true }),
  };
}

/** Fills the add form's required fields. */
async function fillProduct(page: Page, name: string): Promise<void> {
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Bosch" });
  await page.getByLabel("Nome do produto").fill(name);
  await page.getByLabel("Preço (US$)").fill("149.90");
  await page.getByLabel("Categoria").selectOption({ label: "Máquinas Elétricas" });
}

interface ApiImage {
  url: string;
  alt: string | null;
  alt_en: string | null;
  alt_es: string | null;
  position: number;
}

test("an administrator adds three pictures at once, orders them from the keyboard, names them, and the store shows them in that order", async ({
  page,
  adminOn,
  request,
}) => {
  test.slow();
  await adminOn("/admin/produtos/novo");
  const name = unique("Esmerilhadeira Galeria");
  await fillProduct(page, name);

  await page
    .getByLabel("Adicionar arquivos de imagem")
    .setInputFiles(
      await Promise.all(
        (Object.keys(COLORS) as Color[]).map((c) => pngUpload(`${c}.png`, 900, 600, COLORS[c])),
      ),
    );
  const { list, pictures, picture } = gallery(page);
  await expect(pictures).toHaveCount(3, SLOW);
  await expect(page.getByRole("list", { name: "Envios" })).toHaveCount(0);
  // In the order chosen, the first one the cover.
  await expect(picture(1)).toContainText("vermelha.png");
  await expect(picture(1)).toContainText("Capa");
  await expect(picture(3)).toContainText("azul.png");

  // From the keyboard: blue up twice (to the cover), then green up once.
  const up = (file: string) => list.getByRole("button", { name: `Subir: ${file}` });
  await up("azul.png").focus();
  await page.keyboard.press("Enter");
  await expect(up("azul.png")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picture(1)).toContainText("azul.png");
  // At the top its Up button is disabled: focus stays on the picture, on its Down button.
  await expect(list.getByRole("button", { name: "Descer: azul.png" })).toBeFocused();
  await up("verde.png").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("verde.png agora está na posição 2 de 3.")).toBeAttached();
  const order: Color[] = ["azul", "verde", "vermelha"];
  for (const [i, color] of order.entries())
    await expect(picture(i + 1)).toContainText(`${color}.png`);
  await expect(picture(1)).toContainText("Capa");

  // Alternative texts: Portuguese for each, English and Spanish for the cover.
  const alts = order.map((c) => `Esmerilhadeira ${c}`);
  for (const [i, alt] of alts.entries()) {
    await picture(i + 1)
      .getByLabel("Texto alternativo em português")
      .fill(alt);
  }
  const cover = picture(1);
  await cover.getByText("Texto alternativo em outros idiomas").click();
  await cover.getByLabel("Texto alternativo em inglês").fill("Blue angle grinder");
  await cover.getByLabel("Texto alternativo em espanhol").fill("Amoladora azul");

  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(toast(page, "Produto adicionado!")).toBeVisible(SLOW);

  // The API: the three, in that order, with their texts.
  const found = (await (
    await request.get(`/api/products?q=${encodeURIComponent(name)}`)
  ).json()) as { id: number; name: string }[];
  const id = found.find((p) => p.name === name)!.id;
  const product = (await (await request.get(`/api/products/${id}`)).json()) as {
    image: string;
    category: number;
    images: ApiImage[];
  };
  expect(product.images.map((i) => [i.position, i.alt])).toEqual([
    [1, alts[0]],
    [2, alts[1]],
    [3, alts[2]],
  ]);
  expect(product.images[0]).toMatchObject({
    alt_en: "Blue angle grinder",
    alt_es: "Amoladora azul",
  });
  for (const [i, image] of product.images.entries()) {
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{32}-800\.webp$/);
    expect(await colorOf(request, image.url)).toBe(order[i]);
  }
  expect(product.image).toBe(product.images[0]!.url);

  // The product page: the pictures in that order, its JSON-LD naming the three.
  await page.goto(`/produto/${id}`);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((text) => [JSON.parse(text) as unknown].flat())
    .find((node) => (node as { "@type"?: string })["@type"] === "Product") as { image: string[] };
  expect(ld.image).toHaveLength(3);
  expect(ld.image[0]).toContain(product.images[0]!.url.replace("-800.webp", ""));

  // The store's gallery, by its contract: images inside data-testid="product-gallery" in gallery
  // order; the large picture's button opens a dialog.
  const storeGallery = page.getByTestId("product-gallery");
  const shown = await storeGallery
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
  expect([...new Set(shown.filter(Boolean))]).toEqual(alts);
  const large = storeGallery.locator("button:has(img)").first();
  await large.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible(SLOW);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The store's product card, on its category's list: the first picture is the cover.
  await page.goto(`/produtos/${product.category}?sort=newest`);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
  const hash = product.images[0]!.url.slice("/media/".length, -"-800.webp".length);
  await expect(card.locator("img")).toHaveAttribute("src", new RegExp(`/media/${hash}-`));
});

test("a refused file says why while the others land; a removed picture comes back with Undo", async ({
  page,
  adminOn,
}) => {
  await adminOn("/admin/produtos/novo");
  const { pictures, picture } = gallery(page);
  const bogus = { name: "nota.png", mimeType: "image/png", buffer: Buffer.from("not a picture") };
  await page
    .getByLabel("Adicionar arquivos de imagem")
    .setInputFiles([
      await pngUpload("boa.png", 300, 200, "#0f766e"),
      bogus,
      await pngUpload("outra.png"),
    ]);
  await expect(pictures).toHaveCount(2, SLOW);
  const uploads = page.getByRole("list", { name: "Envios" });
  await expect(uploads).toContainText("nota.png");
  await expect(uploads).toContainText(
    "Não enviada: Formato não aceito: envie JPEG, PNG, WebP, AVIF ou GIF.",
  );
  await uploads.getByRole("button", { name: "Dispensar: nota.png" }).click();
  await expect(uploads).toHaveCount(0);

  // Remove asks for nothing, and can be undone until the form is saved; focus follows.
  await picture(1).getByRole("button", { name: "Remover: boa.png" }).click();
  await expect(pictures).toHaveCount(1);
  const undo = page.getByRole("button", { name: "Desfazer: boa.png" });
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pictures).toHaveCount(2);
  await expect(picture(1)).toContainText("boa.png");
  await expect(picture(1).getByRole("button", { name: "Remover: boa.png" })).toBeFocused();

  // An http address is refused beside the field, and the form is not sent by Enter.
  const url = page.getByLabel("Ou uma URL de imagem (https)");
  await url.fill("http://example.com/x.jpg");
  await url.press("Enter");
  await expect(url).toHaveAccessibleDescription("Informe um endereço https://.");
  await expect(pictures).toHaveCount(2);
  await expect(page).toHaveURL(/\/admin\/produtos\/novo$/);
});

test("an upload whose connection failed says so and can be tried again", async ({
  page,
  adminOn,
}) => {
  await adminOn("/admin/produtos/novo");
  let refused = false;
  await page.route("**/admin/midia", async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.abort("connectionreset");
  });
  await page.getByLabel("Adicionar arquivos de imagem").setInputFiles(await pngUpload("rede.png"));
  const uploads = page.getByRole("list", { name: "Envios" });
  await expect(uploads).toContainText("Não enviada: a conexão falhou.", SLOW);
  await uploads.getByRole("button", { name: "Tentar de novo: rede.png" }).click();
  await expect(gallery(page).pictures).toHaveCount(1, SLOW);
  await expect(uploads).toHaveCount(0);
});
