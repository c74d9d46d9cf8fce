import { parse } from "csv-parse";

// What `npm run bench` checks of the product feeds at 100,000 products, and
// what the tests check at the demo's size: every item or row carries each format's required
// fields within their lengths (Google Merchant Center's RSS 2.0 `g:` attributes; Meta's catalogue
// columns), read as a stream, never held whole.

const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const PRICE = /^\d+\.\d{2} USD$/;
const URL = /^https?:\/\/\S+$/;

export interface FeedReport {
  url: string;
  items: number;
  bytes: number;
  ms: number;
  problems: string[];
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The problems of one product, by field: required, length, form. */
function checkProduct(fields: Map<string, string[]>, where: string, problems: string[]) {
  const one = (name: string) => fields.get(name)?.[0] ?? "";
  for (const name of ["id", "title", "description", "link", "image_link", "availability"]) {
    if (!one(name)) problems.push(`${where}: no ${name}`);
  }
  for (const name of ["price", "brand", "condition"]) {
    if (!one(name)) problems.push(`${where}: no ${name}`);
  }
  if ([...one("title")].length > TITLE_MAX) problems.push(`${where}: title over ${TITLE_MAX}`);
  if ([...one("description")].length > DESCRIPTION_MAX)
    problems.push(`${where}: description over ${DESCRIPTION_MAX}`);
  if (!PRICE.test(one("price"))) problems.push(`${where}: price "${one("price")}"`);
  const sale = one("sale_price");
  if (sale && !PRICE.test(sale)) problems.push(`${where}: sale_price "${sale}"`);
  if (one("condition") !== "new") problems.push(`${where}: condition "${one("condition")}"`);
  for (const name of ["link", "image_link", "additional_image_link"]) {
    for (const value of fields.get(name) ?? []) {
      if (!URL.test(value)) problems.push(`${where}: ${name} "${value.slice(0, 80)}"`);
    }
  }
}

/** A feed's answer and its report, or the report alone when the answer is not 200. */
async function open(url: string): Promise<{ report: FeedReport; response?: Response }> {
  const report: FeedReport = { url, items: 0, bytes: 0, ms: 0, problems: [] };
  const response = await fetch(url);
  if (response.status === 200) return { report, response };
  report.problems.push(`${url}: ${response.status}`);
  return { report };
}

async function* chunks(response: Response, report: FeedReport) {
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    report.bytes += next.value.byteLength;
    yield next.value;
  }
}

/** A Google Merchant Center feed: RSS 2.0, one `<item>` a line, `g:` attributes. */
export async function checkGoogleFeed(url: string): Promise<FeedReport> {
  const started = performance.now();
  const { report, response } = await open(url);
  if (!response) return report;
  const decoder = new TextDecoder();
  let rest = "";
  let head = "";
  let closed = false;
  const line = (text: string) => {
    if (!text.startsWith("<item>")) {
      if (text === "</rss>") closed = true;
      else if (report.items === 0) head += `${text}\n`;
      return;
    }
    report.items++;
    const fields = new Map<string, string[]>();
    const body = text.slice("<item>".length, -"</item>".length);
    for (const m of body.matchAll(/<(g:)?([a-z_]+)>([^<]*)<\/(?:g:)?\2>/g)) {
      const name = m[2]!;
      fields.set(name, [...(fields.get(name) ?? []), unescape(m[3]!)]);
    }
    const problems = report.problems.length < 20 ? report.problems : [];
    checkProduct(fields, `${url} item ${report.items}`, problems);
    const availability = fields.get("availability")?.[0];
    if (availability !== "in_stock" && availability !== "out_of_stock")
      problems.push(`${url} item ${report.items}: availability "${availability}"`);
    if (!text.endsWith("</item>")) problems.push(`${url} item ${report.items}: not closed`);
  };
  for await (const chunk of chunks(response, report)) {
    rest += decoder.decode(chunk, { stream: true });
    const lines = rest.split("\n");
    rest = lines.pop()!;
    lines.forEach(line);
  }
  if (rest) line(rest);
  if (
    !/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">\n<channel>\n<title>[^<]+<\/title>\n<link>[^<]+<\/link>\n<description>[^<]*<\/description>\n<language>[a-zA-Z-]+<\/language>\n$/.test(
      head,
    )
  )
    report.problems.push(`${url}: not an RSS 2.0 channel with the g: namespace`);
  if (!closed) report.problems.push(`${url}: no </rss>`);
  report.ms = Math.round(performance.now() - started);
  return report;
}

/**
 * Meta's required columns, written out here rather than taken from the writer
 * (app/lib/feed-formats.ts): the check must not trust the list it checks.
 */
const META_REQUIRED = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
];

/** A Meta catalogue CSV: the required columns, then one product a row. */
export async function checkMetaFeed(url: string): Promise<FeedReport> {
  const started = performance.now();
  const { report, response } = await open(url);
  if (!response) return report;
  const parser = parse({ relax_column_count: false });
  const feeding = (async () => {
    for await (const chunk of chunks(response, report)) {
      if (!parser.write(chunk)) await new Promise((resolve) => parser.once("drain", resolve));
    }
    parser.end();
  })();
  let header: string[] | null = null;
  for await (const row of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = row;
      for (const column of META_REQUIRED) {
        if (!header.includes(column)) report.problems.push(`${url}: no column ${column}`);
      }
      continue;
    }
    report.items++;
    const fields = new Map<string, string[]>();
    header.forEach((column, i) => {
      const value = row[i] ?? "";
      if (!value) return;
      fields.set(column, column === "additional_image_link" ? value.split(",") : [value]);
    });
    const problems = report.problems.length < 20 ? report.problems : [];
    checkProduct(fields, `${url} row ${report.items}`, problems);
    const availability = fields.get("availability")?.[0];
    if (availability !== "in stock" && availability !== "out of stock")
      problems.push(`${url} row ${report.items}: availability "${availability}"`);
  }
  await feeding;
  report.ms = Math.round(performance.now() - started);
  return report;
}
