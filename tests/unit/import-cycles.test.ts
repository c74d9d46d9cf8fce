import path from "node:path";
import { describe, expect, it } from "vitest";
import { cyclesOf, importGraph } from "./import-graph";

const root = path.resolve(import.meta.dirname, "../..");

describe("module layers", () => {
  it("no module of app/, server/ or scripts/ imports itself through others (no import cycle)", () => {
    const graph = importGraph(root, ["app", "server", "scripts"]);
    // A broken resolution would find no edges and pass for the wrong reason.
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.values()].filter((edges) => edges.size > 0).length).toBeGreaterThan(100);
    const cycles = cyclesOf(graph).map((group) => group.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it("finds a ring when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"]]);
  });
});
