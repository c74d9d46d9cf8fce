import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { EncodedImage } from "../../media/images.server";

// An opt-in disk cache of the demo pictures, drawn and encoded, for the test suite: its files
// seed dozens of databases in separate processes, and drawing and encoding the pictures takes
// some 20 s of CPU each time. DEMO_MEDIA_CACHE names the directory (vite.config.ts sets it for
// Vitest, playwright.config.ts and tests/fixtures/own-store.ts for the end-to-end servers);
// without it, nothing is cached on disk. Entries live under a fingerprint of everything that
// makes the pictures (the demo modules' source, the media encoder's, sharp's and the icon set's
// versions), so a change to any of them is never served stale pictures.

const here = path.dirname(fileURLToPath(import.meta.url));

const demoSources = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^demo-.*\.ts$/.test(f) && !f.endsWith(".test.ts"))
        .sort()
    : [];

/**
 * The fingerprint of the sources, or null where they are not on disk. The compiled server (in
 * build/, which the end-to-end tests start) reads them from the checkout it runs in.
 */
function fingerprint(): string | null {
  const dir = [here, path.resolve("app/.server/db/seed")].find((d) => demoSources(d).length > 0);
  if (!dir) return null;
  const sources = demoSources(dir).map((f) => path.join(dir, f));
  sources.push(path.join(dir, "../../media/images.server.ts"));
  const icons = createRequire(import.meta.url)("@tabler/icons/package.json") as { version: string };
  const hash = createHash("sha256").update(JSON.stringify([sharp.versions, icons.version]));
  for (const file of sources) hash.update(path.basename(file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

let folder: string | null | undefined;

/** The current fingerprint's directory (made, older ones removed), or null without a cache. */
function cacheFolder(): string | null {
  if (folder !== undefined) return folder;
  folder = null;
  const root = process.env.DEMO_MEDIA_CACHE;
  if (!root) return folder;
  try {
    const print = fingerprint();
    if (!print) return folder;
    mkdirSync(path.join(root, print), { recursive: true });
    for (const old of readdirSync(root)) {
      if (old !== print) rmSync(path.join(root, old), { recursive: true, force: true });
    }
    folder = path.join(root, print);
  } catch {
    // A cache that cannot be made is no cache: the pictures are drawn.
  }
  return folder;
}

const fileOf = (dir: string, key: string) =>
  path.join(dir, `${createHash("sha256").update(key).digest("hex").slice(0, 24)}.bin`);

interface Header {
  hash: string;
  variants: { width: number; height: number; length: number }[];
}

/** The pictures cached under `key`, or null. File: header length (4 bytes), JSON header, bytes. */
export function readCachedPictures(key: string): EncodedImage[] | null {
  const dir = cacheFolder();
  if (!dir) return null;
  try {
    const file = readFileSync(fileOf(dir, key));
    const length = file.readUInt32BE(0);
    const headers = JSON.parse(file.subarray(4, 4 + length).toString("utf8")) as Header[];
    let at = 4 + length;
    return headers.map(({ hash, variants }) => ({
      hash,
      variants: variants.map(({ width, height, length: size }) => {
        const bytes = file.subarray(at, (at += size));
        return { width, height, bytes };
      }),
    }));
  } catch {
    return null;
  }
}

/** Caches the pictures under `key` (written aside, then renamed: readers never see half). */
export function cachePictures(key: string, images: readonly EncodedImage[]): void {
  const dir = cacheFolder();
  if (!dir) return;
  const headers: Header[] = images.map(({ hash, variants }) => ({
    hash,
    variants: variants.map((v) => ({ width: v.width, height: v.height, length: v.bytes.length })),
  }));
  const header = Buffer.from(JSON.stringify(headers), "utf8");
  const size = Buffer.alloc(4);
  size.writeUInt32BE(header.length);
  const parts = [size, header, ...images.flatMap((i) => i.variants.map((v) => v.bytes))];
  const file = fileOf(dir, key);
  const aside = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(aside, Buffer.concat(parts));
    renameSync(aside, file);
  } catch {
    rmSync(aside, { force: true });
  }
}
