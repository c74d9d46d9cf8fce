import { useId as useIdForTest } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageLocationProvider, usePageLocation, type PageLocation } from "~/i18n/use-messages";
import { HtmlPieces } from "./html-pieces";
import { Island, IslandModeContext, IslandRendererContext, type IslandRenderer } from "./island";

const renderIsland: IslandRenderer = (element, idPrefix) =>
  renderToString(element, { identifierPrefix: idPrefix });

/** Renders `children` as a store page with islands would, counting the islands' own renders. */
function page(location: PageLocation, children: React.ReactNode) {
  let renders = 0;
  const counting: IslandRenderer = (element, prefix) => {
    renders++;
    return renderIsland(element, prefix);
  };
  const html = renderToString(
    <IslandRendererContext.Provider value={counting}>
      <IslandModeContext.Provider value={true}>
        <PageLocationProvider value={location}>{children}</PageLocationProvider>
      </IslandModeContext.Provider>
    </IslandRendererContext.Provider>,
  );
  return { html, renders };
}

function Labelled({ label }: { label: string }) {
  return <button aria-label={label}>{label}</button>;
}

function Addressed({ label }: { label: string }) {
  const { pathname, search } = usePageLocation();
  return <a href={`${pathname}${search}`}>{label}</a>;
}

const pt = (pathname: string, search = ""): PageLocation => ({ locale: "pt", pathname, search });

describe("islands' HTML is rendered once per component, props, language and address read", () => {
  it("an island that reads only its props and language is rendered once for every page", () => {
    const island = <Island name="quote-nav" component={Labelled} props={{ label: "once-a" }} />;
    expect(page(pt("/produtos/1"), island).renders).toBe(1);
    const again = page(pt("/busca", "?q=serra"), island);
    expect(again.renders).toBe(0);
    expect(again.html).toContain('aria-label="once-a"');
    expect(page({ ...pt("/busca"), locale: "en" }, island).renders).toBe(1);
    expect(
      page(pt("/"), <Island name="quote-nav" component={Labelled} props={{ label: "once-b" }} />)
        .renders,
    ).toBe(1);
  });

  it("an island that reads the page's address is rendered again for another address", () => {
    const island = <Island name="filter-panel" component={Addressed} props={{ label: "addr" }} />;
    expect(page(pt("/produtos/1", "?sort=name"), island).renders).toBe(1);
    expect(page(pt("/produtos/1", "?sort=name"), island).renders).toBe(0);
    const other = page(pt("/produtos/2"), island);
    expect(other.renders).toBe(1);
    expect(other.html).toContain('href="/produtos/2"');
  });

  it("two islands with the same props on one page keep ids of their own", () => {
    function WithId() {
      const id = useIdForTest();
      return <input id={id} aria-label="x" />;
    }
    const twice = page(
      pt("/"),
      <>
        <Island name="header-search" component={WithId} props={{}} />
        <Island name="header-search" component={WithId} props={{}} />
      </>,
    );
    const ids = [...twice.html.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
    const prefixes = [...twice.html.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // Each id carries its island's data-id, the prefix the browser hydrates that island with.
    ids.forEach((id, i) => expect(id).toContain(prefixes[i]));
  });
});

describe("HtmlPieces", () => {
  it("drops the least recently used piece first", () => {
    const pieces = new HtmlPieces(2, 1_000);
    pieces.set("a", "A");
    pieces.set("b", "B");
    expect(pieces.get("a")).toBe("A");
    pieces.set("c", "C");
    expect(pieces.get("b")).toBeUndefined();
    expect(pieces.get("a")).toBe("A");
    expect(pieces.get("c")).toBe("C");
  });

  it("holds at most its characters, keys included, dropping the oldest", () => {
    const pieces = new HtmlPieces(10, 10);
    pieces.set("a", "1234");
    pieces.set("b", "1234");
    expect(pieces.size).toBe(10);
    pieces.set("c", "12");
    expect(pieces.get("a")).toBeUndefined();
    expect(pieces.size).toBe(8);
    pieces.set("d", "x".repeat(20));
    expect(pieces.get("d")).toBeUndefined();
    expect(pieces.get("b")).toBe("1234");
  });
});
