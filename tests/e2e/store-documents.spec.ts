import { expect, test, type Page } from "@playwright/test";

// A buyer reads the manual before crossing the border (issue #40, item 4;
// docs/decisions/068-product-documents-and-videos.md): the demo drill's manual is listed with its
// size, pages and language, opens as a real PDF under its title's name, and its video is a local
// poster until pressed; then the privacy-enhanced player's frame comes. The map waits for
// "Mostrar mapa" alike. Nothing leaves for the video's or the map's host before a press (their
// hosts are answered here, so nothing leaves the machine after one either).

const FOREIGN = /youtube|ytimg|vimeo|openstreetmap|google/;

function watchForeign(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && url.protocol.startsWith("http")) seen.push(r.url());
  });
  return seen;
}

test("a shopper opens the drill's manual and plays its video; the map waits for a press", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign = watchForeign(page, origin);
  await page.route(FOREIGN, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>ok" }),
  );

  await page.goto("/busca?q=furadeira+de+impacto");
  await page
    .getByRole("link", { name: /Furadeira de Impacto 13mm 750W/ })
    .first()
    .click();
  const productPath = new URL(page.url()).pathname;
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");

  const section = page.getByRole("region", { name: "Manuais e vídeos" });
  await expect(section).toBeVisible();
  const manual = section.getByRole("link", { name: "Abrir Manual de instruções (PDF)" });
  await expect(manual).toBeVisible();
  await expect(section.locator("[data-document-facts]").first()).toHaveText(
    /^\d+ kB · 4 páginas · em português$/,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld
    .flatMap((s) => [JSON.parse(s)].flat())
    .flatMap((j) => [j, ...(j["@graph"] ?? [])])
    .find((j) => j.subjectOf);
  expect(product.subjectOf.map((s: { "@type": string }) => s["@type"])).toEqual([
    "DigitalDocument",
    "VideoObject",
  ]);
  expect(product.subjectOf[1].embedUrl).toContain("youtube-nocookie.com/embed/");

  // The manual: a real PDF, inline under its title's name, immutable, never sniffed.
  const href = await manual.getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe('inline; filename="manual-de-instrucoes.pdf"');
  expect(pdf.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(pdf.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The video: no frame and nothing from its host until pressed.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(foreign).toEqual([]);
  // The press is counted through the store's beacon (docs/decisions/059-insights.md); the map's
  // press below is not.
  const beacons: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) beacons.push(r.postData() ?? "");
  });
  const played = page.waitForRequest(
    (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes("video_play"),
  );
  await section.getByRole("link", { name: /Reproduzir o vídeo 1/ }).click();
  const beacon = JSON.parse((await played).postData() ?? "null") as {
    events: { kind: string; id: number }[];
  };
  expect(beacon.events).toEqual([{ kind: "video_play", id: expect.any(Number) }]);
  expect(productPath).toContain(`/${beacon.events[0]!.id}`);
  expect((await (await played).response())?.status()).toBe(204);
  const player = page.locator("iframe");
  await expect(player).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
  );
  await expect(player).toBeFocused();
  expect(foreign.every((u) => u.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);

  // The map: a placeholder with the address; the frame only on "Mostrar mapa".
  foreign.length = 0;
  await page.goto("/localizacao");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(foreign).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await page.getByRole("link", { name: "Mostrar mapa" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\//);
  // The frame's request is seen a moment after its address is set.
  await expect.poll(() => foreign.length).toBeGreaterThan(0);
  expect(beacons.filter((b) => b.includes("video_play"))).toHaveLength(1);

  // In Spanish, Spanish texts.
  await page.goto(`/es${productPath}`);
  const es = page.getByRole("region", { name: "Manuales y videos" });
  await expect(es.getByRole("link", { name: "Abrir Manual de instrucciones (PDF)" })).toBeVisible();
  await expect(es.locator("[data-document-facts]").first()).toHaveText(/4 páginas · en portugués$/);
  await expect(es.getByRole("link", { name: /Reproducir el video 1/ })).toBeVisible();
});
