// What `npm run bench` checks of the sitemap at 100,000 products, and what the
// tests check at the demo's size: the index and every part it names answer 200, each part keeps
// within the protocol's 50,000 URLs and 50 MB, and every line is an element the schemas allow
// (sitemaps.org 0.9 `url` with `loc` of 12 to 2,048 characters and a W3C `lastmod`; Google's
// `xhtml:link` alternates and `image:image`), read as a stream, never held whole.

const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const LOC = "[^<>&\"']*(?:&(?:amp|lt|gt|quot|apos);[^<>&\"']*)*";
const W3C_DATE =
  "\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:\\d{2}))?";
const URL_ENTRY = new RegExp(
  `^<url><loc>(${LOC})</loc>(?:<lastmod>${W3C_DATE}</lastmod>)?` +
    `(?:<xhtml:link rel="alternate" hreflang="[A-Za-z-]+" href="${LOC}"/>)*` +
    `(?:<image:image><image:loc>${LOC}</image:loc></image:image>)*</url>$`,
);
const INDEX_ENTRY = new RegExp(
  `^<sitemap><loc>(${LOC})</loc>(?:<lastmod>${W3C_DATE}</lastmod>)?</sitemap>$`,
);
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export interface PartReport {
  url: string;
  urls: number;
  bytes: number;
}

/** Lines of one file's body as they arrive, with its byte count. */
async function* lines(response: Response, count: (bytes: number) => void) {
  const decoder = new TextDecoder();
  let rest = "";
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    count(next.value.byteLength);
    rest += decoder.decode(next.value, { stream: true });
    const parts = rest.split("\n");
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

function checkLoc(loc: string, where: string, problems: string[]) {
  if (loc.length < 12 || loc.length > 2048)
    problems.push(`${where}: loc of ${loc.length} characters`);
}

/** One part: its URL count and bytes, and what is wrong with it. */
export async function checkPart(url: string, problems: string[]): Promise<PartReport> {
  const report = { url, urls: 0, bytes: 0 };
  const response = await fetch(url);
  if (response.status !== 200) {
    problems.push(`${url}: ${response.status}`);
    return report;
  }
  const expected = [DECLARATION, URLSET_OPEN];
  let closed = false;
  for await (const line of lines(response, (n) => (report.bytes += n))) {
    const head = expected.shift();
    if (head !== undefined) {
      if (line !== head) problems.push(`${url}: expected ${head.slice(0, 40)}…`);
      continue;
    }
    if (line === "</urlset>") {
      closed = true;
      continue;
    }
    const match = closed ? null : URL_ENTRY.exec(line);
    if (!match) {
      if (problems.length < 20)
        problems.push(`${url}: not a sitemap url entry: ${line.slice(0, 120)}`);
      continue;
    }
    report.urls++;
    checkLoc(match[1]!, url, problems);
  }
  if (!closed) problems.push(`${url}: no </urlset>`);
  if (report.urls > SITEMAP_MAX_URLS) problems.push(`${url}: ${report.urls} URLs (≤ 50,000)`);
  if (report.bytes > SITEMAP_MAX_BYTES) problems.push(`${url}: ${report.bytes} bytes (≤ 50 MB)`);
  return report;
}

/** The index at `base`/sitemap.xml and every part it names, one after the other. */
export async function checkSitemap(base: string) {
  const problems: string[] = [];
  const started = performance.now();
  const response = await fetch(`${base}/sitemap.xml`);
  const text = await response.text();
  const [declaration, open, ...rest] = text.trimEnd().split("\n");
  if (response.status !== 200) problems.push(`/sitemap.xml: ${response.status}`);
  if (
    declaration !== DECLARATION ||
    open !== '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
  )
    problems.push("/sitemap.xml: not a sitemap index");
  if (rest.pop() !== "</sitemapindex>") problems.push("/sitemap.xml: no </sitemapindex>");
  const urls: string[] = [];
  for (const line of rest) {
    const match = INDEX_ENTRY.exec(line);
    if (match) urls.push(match[1]!.replace(/&amp;/g, "&"));
    else problems.push(`/sitemap.xml: not a sitemap entry: ${line.slice(0, 120)}`);
  }
  const indexMs = performance.now() - started;
  const parts: PartReport[] = [];
  for (const url of urls) parts.push(await checkPart(url, problems));
  return { parts, problems, indexMs, totalMs: performance.now() - started };
}
