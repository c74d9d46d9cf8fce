import { describe, expect, it } from "vitest";
import { listPageMeta } from "./list-meta";
import { absoluteUrl, canonicalUrl, seoMeta, summarize } from "./meta";

const ORIGIN = "https://shop.example";

function find(meta: ReturnType<typeof seoMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, string>)[key] === value) as
    Record<string, string> | undefined;
}

describe("canonical URLs", () => {
  it("keep the search words and a page past the first; drop sorting and anything else", () => {
    expect(canonicalUrl(ORIGIN, "/produtos/2", "?sort=name&page=3&utm_source=x")).toBe(
      `${ORIGIN}/produtos/2?page=3`,
    );
    expect(canonicalUrl(ORIGIN, "/produtos", "?page=1")).toBe(`${ORIGIN}/produtos`);
    expect(canonicalUrl(ORIGIN, "/en/busca", "?q=serra&sort=name")).toBe(
      `${ORIGIN}/en/busca?q=serra`,
    );
    expect(canonicalUrl(ORIGIN, "/", "")).toBe(`${ORIGIN}/`);
  });

  it("make app paths absolute on the public origin and leave https URLs as they are", () => {
    expect(absoluteUrl(ORIGIN, "/media/a-1200.webp")).toBe(`${ORIGIN}/media/a-1200.webp`);
    expect(absoluteUrl(ORIGIN, "https://cdn.example/p.jpg")).toBe("https://cdn.example/p.jpg");
    expect(absoluteUrl(ORIGIN, null)).toBeNull();
  });
});

describe("descriptions", () => {
  it("are cut at a word boundary to 160 characters", () => {
    const long = "palavra ".repeat(40);
    const short = summarize(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith("palavra…")).toBe(true);
    expect(summarize("  Duas\n\nlinhas ")).toBe("Duas linhas");
  });
});

describe("a page's meta tags", () => {
  const meta = seoMeta({
    title: "Serra — YouTools",
    description: "Uma serra.",
    locale: "pt",
    siteName: "YouTools",
    url: `${ORIGIN}/produto/7`,
    image: `${ORIGIN}/media/a-1200.webp`,
    type: "product",
  });

  it("carry title, description, canonical, Open Graph and a large Twitter card", () => {
    expect(meta).toContainEqual({ title: "Serra — YouTools" });
    expect(find(meta, "name", "description")?.content).toBe("Uma serra.");
    expect(find(meta, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: `${ORIGIN}/produto/7`,
    });
    expect(find(meta, "property", "og:type")?.content).toBe("product");
    expect(find(meta, "property", "og:url")?.content).toBe(`${ORIGIN}/produto/7`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${ORIGIN}/media/a-1200.webp`);
    expect(find(meta, "property", "og:locale")?.content).toBe("pt_BR");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${ORIGIN}/media/a-1200.webp`);
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("name the page's Open Graph locale and every other language's as alternates", () => {
    const ogLocales = (locale: "pt" | "en" | "es") => {
      const tags = seoMeta({
        title: "T",
        description: "D",
        locale,
        siteName: "YouTools",
        url: null,
      }) as Record<string, string>[];
      return {
        locale: tags.find((m) => m.property === "og:locale")?.content,
        alternates: tags
          .filter((m) => m.property === "og:locale:alternate")
          .map((m) => m.content)
          .sort(),
      };
    };
    expect(ogLocales("pt")).toEqual({ locale: "pt_BR", alternates: ["en_US", "es_PY"] });
    expect(ogLocales("en")).toEqual({ locale: "en_US", alternates: ["es_PY", "pt_BR"] });
    expect(ogLocales("es")).toEqual({ locale: "es_PY", alternates: ["en_US", "pt_BR"] });
  });

  it("of a list page name its page number, quote its first products and keep search noindex", () => {
    const list = listPageMeta({
      locale: "en",
      location: { pathname: "/en/busca", search: "?q=saw&page=2&sort=name" },
      seo: { origin: ORIGIN, siteName: "YouTools", shareImage: null },
      title: "“saw” — Search — YouTools",
      description: "Search YouTools products by name.",
      list: {
        page: 2,
        items: [
          { name: "Hand Saw", image: { hash: null, url: "https://cdn.example/saw.jpg" } },
          { name: "Hacksaw", image: { hash: null, url: null } },
        ],
      },
      noindex: true,
    });
    expect(list).toContainEqual({ title: "“saw” — Search — YouTools (page 2)" });
    expect(find(list, "name", "description")?.content).toBe(
      "Search YouTools products by name. Including Hand Saw, Hacksaw.",
    );
    expect(find(list, "rel", "canonical")?.href).toBe(`${ORIGIN}/en/busca?q=saw&page=2`);
    expect(find(list, "name", "robots")?.content).toBe("noindex");
    expect(find(list, "property", "og:image")?.content).toBe("https://cdn.example/saw.jpg");
  });
});
