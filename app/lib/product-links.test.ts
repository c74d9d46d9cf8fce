import { describe, expect, it } from "vitest";
import {
  editLinkList,
  MAX_LINKS_PER_TYPE,
  linkSides,
  linkSidesOf,
  parseLinkCell,
  planLinks,
  type StoredLink,
} from "./product-links";

const DRILL = 1;
const BATTERY = 2;
const CASE = 3;
const BRUSH = 4;
const GRINDER = 5;
const CHARGER = 6;

const link = (productId: number, linkedId: number, type: StoredLink["type"], position: number) => ({
  productId,
  linkedId,
  type,
  position,
});

describe("a link between products", () => {
  const links = [
    link(DRILL, CASE, "accessory", 2),
    link(DRILL, BATTERY, "accessory", 1),
    link(DRILL, BRUSH, "spare_part", 1),
    link(DRILL, CHARGER, "compatible", 1),
    link(GRINDER, BATTERY, "accessory", 1),
  ];

  it("shows on the product that names it, by type, in the administrator's order", () => {
    expect(linkSides(DRILL, links)).toEqual({
      accessories: [BATTERY, CASE],
      spareParts: [BRUSH],
      compatibleWith: [CHARGER],
    });
  });

  it("is shown on both sides: the accessory lists its machines under Compatível com", () => {
    expect(linkSides(BATTERY, links)).toEqual({
      accessories: [],
      spareParts: [],
      compatibleWith: [DRILL, GRINDER],
    });
  });

  it("is shown on both sides: the spare part lists its machine under Compatível com", () => {
    expect(linkSides(BRUSH, links).compatibleWith).toEqual([DRILL]);
  });

  it("compatível com works both ways", () => {
    expect(linkSides(CHARGER, links).compatibleWith).toEqual([DRILL]);
  });

  it("lists the product's own compatible products before those that name it, each once", () => {
    const more = [
      link(BATTERY, CHARGER, "compatible", 1),
      link(CHARGER, BATTERY, "accessory", 1),
      link(DRILL, BATTERY, "accessory", 1),
      link(GRINDER, BATTERY, "spare_part", 1),
      link(GRINDER, BATTERY, "compatible", 1),
    ];
    expect(linkSides(BATTERY, more).compatibleWith).toEqual([CHARGER, DRILL, GRINDER]);
  });

  it("never lists a product beside itself", () => {
    expect(linkSides(DRILL, [link(DRILL, DRILL, "accessory", 1)]).accessories).toEqual([]);
  });

  it("reads the sides of many products from the links touching any of them", () => {
    const sides = linkSidesOf([DRILL, BATTERY, 99], links);
    expect(sides.get(DRILL)?.accessories).toEqual([BATTERY, CASE]);
    expect(sides.get(BATTERY)?.compatibleWith).toEqual([DRILL, GRINDER]);
    expect(sides.get(99)).toEqual({ accessories: [], spareParts: [], compatibleWith: [] });
  });
});

describe("a write of links", () => {
  it("keeps each list's order, a product named twice once, and leaves absent types alone", () => {
    expect(planLinks(DRILL, { accessory: [CASE, BATTERY, CASE] }, [])).toEqual({
      lists: { accessory: [CASE, BATTERY] },
    });
  });

  it("refuses a product linked to itself", () => {
    expect(planLinks(DRILL, { spare_part: [DRILL] }, [])).toEqual({
      problem: { code: "selfLink", type: "spare_part" },
    });
  });

  it(`refuses more than ${MAX_LINKS_PER_TYPE} products of one type`, () => {
    const many = Array.from({ length: MAX_LINKS_PER_TYPE + 1 }, (_, i) => 100 + i);
    expect(planLinks(DRILL, { accessory: many }, [])).toEqual({
      problem: { code: "tooManyLinks", type: "accessory" },
    });
  });

  it("does not store again in compatível com the products that name this one (read, write back: no change)", () => {
    expect(planLinks(BATTERY, { compatible: [CHARGER, DRILL] }, [DRILL])).toEqual({
      lists: { compatible: [CHARGER] },
    });
  });
});

describe("a spreadsheet's link cell", () => {
  it("is SKUs separated by |, trimmed, empty ones left out", () => {
    expect(parseLinkCell(" BAT-1 | BAT-2|")).toEqual(["BAT-1", "BAT-2"]);
    expect(parseLinkCell("")).toEqual([]);
  });
});

describe("a step of the links editor", () => {
  it("adds at the end, once; removes; moves one step, nothing past either end", () => {
    expect(editLinkList([BATTERY], { add: CASE })).toEqual([BATTERY, CASE]);
    expect(editLinkList([BATTERY, CASE], { add: BATTERY })).toEqual([BATTERY, CASE]);
    expect(editLinkList([BATTERY, CASE], { remove: BATTERY })).toEqual([CASE]);
    expect(editLinkList([BATTERY, CASE], { move: { id: CASE, direction: "up" } })).toEqual([
      CASE,
      BATTERY,
    ]);
    expect(editLinkList([BATTERY, CASE], { move: { id: BATTERY, direction: "up" } })).toEqual([
      BATTERY,
      CASE,
    ]);
  });
});
