import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeTrace } from "./trace-analyze";
import type { TraceEvent } from "./trace-record";
import { ownerOfSource, SourceMaps } from "./trace-sourcemap";

// `npm run audit -- trace` on a trace written by hand: which thread, which tasks, what they are.

const PID = 7;
const TID = 9;
const URL = "http://127.0.0.1:4700/";
const FRAME = "F1";
const ms = (n: number) => n * 1000;

function event(name: string, ts: number, dur?: number, args?: TraceEvent["args"]): TraceEvent {
  return {
    name,
    cat: "test",
    ph: dur === undefined ? "R" : "X",
    ts,
    dur,
    pid: PID,
    tid: TID,
    args,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-trace-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const emptyMaps = new SourceMaps(dir);
const nav = ms(1000);
const trace: TraceEvent[] = [
  {
    name: "FrameCommittedInBrowser",
    cat: "test",
    ph: "I",
    ts: nav,
    pid: 1,
    tid: 1,
    args: { data: { frame: FRAME, processId: PID, url: URL, isOutermostMainFrame: true } },
  },
  {
    name: "thread_name",
    cat: "__metadata",
    ph: "M",
    ts: 0,
    pid: PID,
    tid: TID,
    args: { name: "CrRendererMain" },
  },
  event("navigationStart", nav, undefined, { frame: FRAME, data: { documentLoaderURL: URL } }),
  event("firstContentfulPaint", nav + ms(200), undefined, { frame: FRAME }),
  // A task before FCP: 120 ms of it parsing HTML, 20 of style inside.
  event("RunTask", nav + ms(10), ms(150)),
  event("ParseHTML", nav + ms(10), ms(120)),
  event("UpdateLayoutTree", nav + ms(50), ms(20)),
  // A task across FCP (100 ms, 50 after FCP): script with a GC inside.
  event("RunTask", nav + ms(150 + 10), ms(90)),
  event("FunctionCall", nav + ms(160), ms(80), { data: { url: `${URL}assets/a.js` } }),
  event("MinorGC", nav + ms(170), ms(10)),
  // A long task after FCP: layout, 70 ms.
  event("RunTask", nav + ms(400), ms(70)),
  event("Layout", nav + ms(400), ms(70)),
  // A short one: not a long task.
  event("RunTask", nav + ms(600), ms(30)),
  event("Paint", nav + ms(600), ms(30)),
  // Script requests, for the byte count.
  event("ResourceSendRequest", nav + ms(5), undefined, {
    data: { requestId: "r1", resourceType: "Script" },
  }),
  event("ResourceFinish", nav + ms(9), undefined, {
    data: { requestId: "r1", encodedDataLength: 2048, decodedBodyLength: 8192 },
  }),
];

describe("analyzeTrace", () => {
  const f = analyzeTrace(trace, emptyMaps);

  it("finds the page's main thread, navigation start and FCP", () => {
    expect(f.fcp).toBe(200);
  });

  it("lists the long tasks with their self time by label", () => {
    expect(f.longTasks.map((t) => [t.start, t.dur])).toEqual([
      [10, 150],
      [160, 90],
      [400, 70],
    ]);
    const first = Object.fromEntries(f.longTasks[0]!.contributors.map((c) => [c.label, c.ms]));
    expect(first).toEqual({ "parse HTML": 100, style: 20, other: 30 });
    const second = Object.fromEntries(f.longTasks[1]!.contributors.map((c) => [c.label, c.ms]));
    // No CPU profile in this trace: the script keeps its event's label.
    expect(second).toEqual({ "function call (no JS samples)": 70, GC: 10, other: 10 });
  });

  it("computes TBT after FCP and the blocking time from navigation start", () => {
    // After FCP: the second task's last 50 ms (0 beyond 50) and the third's 70 (20 beyond).
    expect(f.tbt).toBeCloseTo(20);
    expect(f.blocking).toBeCloseTo(100 + 40 + 20);
    expect(f.byKind.paint).toBe(30);
    expect(f.script).toEqual({ files: 1, transferred: 2048, decoded: 8192 });
  });
});

describe("SourceMaps", () => {
  writeFileSync(
    path.join(dir, "chunk.js.map"),
    JSON.stringify({
      version: 3,
      sources: ["../../node_modules/react-dom/cjs/client.js", "../../app/routes/home.tsx"],
      sourcesContent: ["", "export function renderHome() {}"],
      names: ["hydrateRoot"],
      // Column 0 → react-dom 0:0 named hydrateRoot; column 5 → home.tsx 0:0, no name; from
      // column 10, no source (bundler code).
      mappings: "AAAAA,KCAA,K",
    }),
  );
  const maps = new SourceMaps(dir);

  it("names a position by its mapping's name, else from the original line", () => {
    expect(maps.lookup("chunk.js", 0, 2)).toEqual({
      source: "../../node_modules/react-dom/cjs/client.js",
      name: "hydrateRoot",
    });
    expect(maps.lookup("chunk.js", 0, 9)).toEqual({
      source: "../../app/routes/home.tsx",
      name: "renderHome",
    });
    expect(maps.lookup("chunk.js", 0, 12)).toBeUndefined();
    expect(maps.lookup("other.js", 0, 0)).toBeUndefined();
  });

  it("owns a source by its package or its path in the project", () => {
    expect(ownerOfSource("../../../main/node_modules/@scope/pkg/x.js")).toBe("@scope/pkg");
    expect(ownerOfSource("../../node_modules/react-dom/cjs/client.js")).toBe("react-dom");
    expect(ownerOfSource("../../app/routes/home.tsx")).toBe("app/routes/home.tsx");
  });
});
