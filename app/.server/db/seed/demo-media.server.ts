import { DEFAULT_LOCALE } from "~/i18n/languages";
import { DEMO_STORE_PROFILE } from "~/lib/store-profile";
import { encodeImage, storeEncoded, type EncodedImage } from "../../media/images.server";
import type { Db } from "../kysely";
import { campaignBanner, DEMO_POSTER_CAMPAIGNS } from "./demo-banners";
import { DEMO_BRANDS, DEMO_POSTERS, DEMO_PRODUCTS } from "./demo-data";
import { brandLogo } from "./demo-images";
import { cachePictures, readCachedPictures } from "./demo-media-cache.server";
import { DEMO_PRODUCT_KINDS, demoShotCount, productShots } from "./demo-pictures";

// The demo catalogue's pictures, drawn by sharp from SVG (docs/decisions/026) and
// stored in the database like uploads. Drawing and encoding them takes some 20 s of CPU, so each
// picture is drawn and encoded once per process, whatever the number of databases seeded (and,
// for the test suite, once per change: demo-media-cache.server.ts). The work runs a few pictures
// at a time: enough to keep two cores busy, few enough to bound the memory of images in flight.
// What stays in memory afterwards is the encoded pictures (WebP), not the drawn ones.

/** How many products, logos or posters are drawn and encoded at once. */
const PARALLEL = 3;

const encoded = new Map<string, Promise<EncodedImage[]>>();

/** Runs `work` on every item, at most `limit` at once; the results in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The pictures named `key`, drawn and encoded (once per process) or read from the cache. */
function picturesOf(key: string, draw: () => Promise<Buffer[]>): Promise<EncodedImage[]> {
  let pictures = encoded.get(key);
  if (!pictures) {
    pictures = (async () => {
      const cached = readCachedPictures(key);
      if (cached) return cached;
      const images: EncodedImage[] = [];
      for (const png of await draw()) images.push(await encodeImage(png));
      cachePictures(key, images);
      return images;
    })();
    encoded.set(key, pictures);
    pictures.catch(() => encoded.delete(key));
  }
  return pictures;
}

/** Stores the pictures named `key` (see picturesOf); their media hashes. */
async function stored(db: Db, key: string, draw: () => Promise<Buffer[]>): Promise<string[]> {
  const images = await picturesOf(key, draw);
  for (const image of images) await storeEncoded(db, image);
  return images.map((i) => i.hash);
}

export interface DemoPictures {
  /** Each brand's logo, in DEMO_BRANDS order. */
  logos: string[];
  /** Each product's 2–4 shots in SHOT_VIEWS order (the first is the cover), in DEMO_PRODUCTS order. */
  products: string[][];
  /** Each poster's campaign banner, in DEMO_POSTERS order. */
  posters: string[];
}

/**
 * Draws and stores every demo picture. The banners carry their campaign's texts in the default
 * language: a poster has one picture for every language (its title, the alternative text, is
 * given in each).
 */
export async function storeDemoPictures(db: Db): Promise<DemoPictures> {
  const tasks: (() => Promise<string[]>)[] = [
    ...DEMO_PRODUCTS.map(([name, , brand], i) => () => {
      const { name: brandName, color } = DEMO_BRANDS[brand]!;
      const kind = DEMO_PRODUCT_KINDS[name]!;
      const count = demoShotCount(i);
      return stored(db, `product:${name}:${count}`, () =>
        productShots({ name, kind, brandName, brandColor: color }, count),
      );
    }),
    ...DEMO_BRANDS.map(
      (b) => () => stored(db, `logo:${b.name}`, async () => [await brandLogo(b.name, b.color)]),
    ),
    ...DEMO_POSTERS.map(
      (p) => () =>
        stored(db, `poster:${p.title}`, async () => [
          await campaignBanner({
            ...DEMO_POSTER_CAMPAIGNS[p.title],
            locale: DEFAULT_LOCALE,
            colors: p.colors,
            shopName: DEMO_STORE_PROFILE.name,
          }),
        ]),
    ),
  ];
  const hashes = await mapLimit(tasks, PARALLEL, (task) => task());
  const products = hashes.slice(0, DEMO_PRODUCTS.length);
  const logos = hashes.slice(DEMO_PRODUCTS.length, DEMO_PRODUCTS.length + DEMO_BRANDS.length);
  const posters = hashes.slice(DEMO_PRODUCTS.length + DEMO_BRANDS.length);
  return { logos: logos.map((l) => l[0]!), products, posters: posters.map((p) => p[0]!) };
}
