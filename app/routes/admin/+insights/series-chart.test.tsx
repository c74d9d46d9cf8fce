import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/languages";
import { textsFor } from "~/i18n/texts";
import { AdminLocaleProvider } from "~/i18n/use-admin-messages";
import { TextsProvider } from "~/i18n/use-texts";
import { peakOf, SeriesChart } from "./series-chart";

// Each Insights chart is SVG drawn on the server with a text alternative — the
// total and the busiest day in the admin's language — and its numbers per day in a table.

const POINTS = [
  { day: "2026-11-24", value: 2 },
  { day: "2026-11-25", value: 5 },
  { day: "2026-11-26", value: 5 },
];

const render = (locale: Locale, points = POINTS) =>
  renderToStaticMarkup(
    <AdminLocaleProvider value={locale}>
      <TextsProvider value={textsFor(locale)}>
        <SeriesChart id="c" measure={locale === "pt" ? "Buscas" : "Searches"} points={points} />
      </TextsProvider>
    </AdminLocaleProvider>,
  );

describe("an Insights chart", () => {
  it("is an image named by its title and described by its summary: the total and the first busiest day", () => {
    const html = render("pt");
    expect(html).toContain('role="img" aria-labelledby="c-title" aria-describedby="c-desc"');
    expect(html).toContain('<h3 id="c-title" class="font-semibold text-ink">Buscas por dia</h3>');
    expect(html).toContain(">Total no período: 12. Pico em 25 de novembro, com 5.</p>");
    // A UTC day is that day wherever the shop's clock is (never the evening before).
    expect(render("en")).toContain("Total for the period: 12. Peak on November 25, with 5.");
  });

  it("gives the numbers per day in a table, scales to its box and moves nothing", () => {
    const html = render("pt");
    expect(html.match(/<tr class="border-t/g)).toHaveLength(3);
    expect(html).toContain('<time dateTime="2026-11-24">24 de nov.</time>');
    expect(html).toMatch(/<svg viewBox="0 0 \d+ \d+" width="100%"/);
    expect(html).not.toMatch(/<animate|transition|animation/);
  });

  it("says when nothing was counted, without an empty chart", () => {
    const html = render(
      "pt",
      POINTS.map((p) => ({ ...p, value: 0 })),
    );
    expect(html).toContain("Nenhum registro no período.");
    expect(html).not.toContain("<svg");
    expect(peakOf([])).toBeNull();
  });
});
