import { describe, expect, it } from "vitest";
import { pageSearch, pageWindow, sortSearch } from "./list-href";
import { isListPath } from "~/lib/list-path";

describe("list links", () => {
  it("a new order keeps the search words and starts again at page 1", () => {
    expect(sortSearch("?q=martelo&page=3", "price_asc")).toBe("?q=martelo&sort=price_asc");
    expect(sortSearch("?sort=name&page=2", "relevance")).toBe("");
  });

  it("a page link keeps the order and the words; page 1 is the bare list", () => {
    expect(pageSearch("?q=serra&sort=name", 2)).toBe("?q=serra&sort=name&page=2");
    expect(pageSearch("?sort=name&page=2", 1)).toBe("?sort=name");
  });

  it("few pages are all shown; many show the ends and the current page's neighbours", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 100)).toEqual([1, 2, "gap", 100]);
    expect(pageWindow(50, 100)).toEqual([1, "gap", 49, 50, 51, "gap", 100]);
    expect(pageWindow(100, 100)).toEqual([1, "gap", 99, 100]);
    expect(pageWindow(3, 100)).toEqual([1, 2, 3, 4, "gap", 100]);
    // A page past the last still offers the way back.
    expect(pageWindow(500, 100)).toEqual([1, "gap", 99, 100]);
  });
});

describe("which navigations show the loading text (decision 032)", () => {
  it("product lists and brand pages, in every language", () => {
    for (const path of ["/produtos", "/produtos/2", "/ofertas", "/busca", "/bosch", "/en/bosch"]) {
      expect(isListPath(path), path).toBe(true);
    }
    for (const path of [
      "/en/produtos/3",
      "/es/produtos/3",
      "/es/ofertas",
      "/es/busca",
      "/es/bosch",
    ]) {
      expect(isListPath(path), path).toBe(true);
    }
    // A brand whose slug merely starts with a language code is a brand page.
    expect(isListPath("/esab")).toBe(true);
  });

  it("not the home, product, about or admin pages", () => {
    for (const path of [
      "/",
      "/en",
      "/es",
      "/produto/1",
      "/es/produto/1",
      "/about",
      "/en/about",
      "/es/about",
      "/admin",
      "/categorias",
      "/es/categorias",
    ]) {
      expect(isListPath(path), path).toBe(false);
    }
  });
});
