import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Messages } from "./pt";
import { textsFor } from "./texts";
import { PageLocationProvider } from "./use-messages";
import { TextsProvider, useTexts } from "./use-texts";

function Show<S extends keyof Messages>({
  section,
  pick,
}: {
  section: S;
  pick: (texts: Messages[S]) => string;
}) {
  return <>{pick(useTexts(section))}</>;
}

const page = (locale: "pt" | "en" | "es") => ({ locale, pathname: "/", search: "" });

describe("useTexts", () => {
  it("reads a section of the provided catalogue: the back office's language", () => {
    const html = renderToStaticMarkup(
      <PageLocationProvider value={page("pt")}>
        <TextsProvider value={textsFor("es")}>
          <Show section="admin" pick={(t) => t.shell.welcome} />|
          <Show section="nav" pick={(t) => t.home} />
        </TextsProvider>
      </PageLocationProvider>,
    );
    expect(html).toBe(`${textsFor("es").admin.shell.welcome}|${textsFor("es").nav.home}`);
  });

  it("without a provider, reads the store's public catalogue in the page's language", () => {
    for (const locale of ["pt", "en", "es"] as const) {
      const html = renderToStaticMarkup(
        <PageLocationProvider value={page(locale)}>
          <Show section="catalog" pick={(t) => t.product.price} />
        </PageLocationProvider>,
      );
      expect(html).toBe(textsFor(locale).catalog.product.price);
    }
  });

  it("refuses a back-office section on a store page, naming it", () => {
    expect(() =>
      renderToStaticMarkup(
        <PageLocationProvider value={page("en")}>
          <Show section="adminSections" pick={(t) => t.users.title} />
        </PageLocationProvider>,
      ),
    ).toThrow(/"adminSections"/);
  });
});
