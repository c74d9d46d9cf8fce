import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandsScripts, SPECULATION_RULES } from "./islands-scripts";

describe("a store page prefetches the next store page, never the back office", () => {
  const manifest = { entry: "/assets/islands.js", imports: [], texts: {} };
  const html = renderToStaticMarkup(
    <IslandsScripts manifest={manifest} locale="pt" nonce="n0nce" />,
  );

  it("carries the rules in a script the page's nonce lets run", () => {
    expect(html).toContain(
      `<script type="speculationrules" nonce="n0nce">${SPECULATION_RULES}</script>`,
    );
  });

  it("prefetches same-site links on a hover or a press, leaving out /admin, /api and /media", () => {
    const rules = JSON.parse(SPECULATION_RULES) as {
      prefetch: { where: { and: unknown[] }; eagerness: string }[];
    };
    expect(rules.prefetch).toHaveLength(1);
    const [rule] = rules.prefetch;
    expect(rule!.eagerness).toBe("moderate");
    expect(rule!.where.and).toEqual(
      expect.arrayContaining([
        { href_matches: "/*" },
        { not: { href_matches: "/admin*" } },
        { not: { href_matches: "/api/*" } },
        { not: { href_matches: "/media/*" } },
      ]),
    );
  });
});
