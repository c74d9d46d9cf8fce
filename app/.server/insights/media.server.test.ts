import { describe, expect, it } from "vitest";
import { documentItem, documentOpenEvent } from "./media.server";

const browser = new Headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" });
const doc = { id: 7, productId: 3 };

describe("documentOpenEvent (rule: a document served counts as opened for a shopper's GET only)", () => {
  it("counts a shopper's GET, item '<document id>:<product id>'", () => {
    expect(documentOpenEvent("GET", browser, doc)).toEqual({
      kind: "document_open",
      item: "7:3",
      locale: "pt",
    });
    expect(documentItem(7, 3)).toBe("7:3");
  });
  it("counts no HEAD", () => {
    expect(documentOpenEvent("HEAD", browser, doc)).toBeNull();
  });
  it("counts no robot, no agent, no Sec-GPC or DNT", () => {
    expect(
      documentOpenEvent("GET", new Headers({ "user-agent": "Googlebot/2.1" }), doc),
    ).toBeNull();
    expect(documentOpenEvent("GET", new Headers(), doc)).toBeNull();
    const gpc = new Headers(browser);
    gpc.set("sec-gpc", "1");
    expect(documentOpenEvent("GET", gpc, doc)).toBeNull();
    const dnt = new Headers(browser);
    dnt.set("dnt", "1");
    expect(documentOpenEvent("GET", dnt, doc)).toBeNull();
  });
});
