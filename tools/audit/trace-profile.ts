import { ownerOfSource, type SourceMaps } from "./trace-sourcemap";
import type { PageThread } from "./trace-events";
import type { EvaluationSpan, TraceEvent } from "./trace-record";

export type { EvaluationSpan };

// The JavaScript part of `npm run audit -- trace` (tools/audit/audit-trace.ts): the V8 CPU profile
// the trace carries (ProfileChunk events, 10 kHz), its samples named through the client build's
// source maps, and each sample's time put down to an activity (React's render, a chunk's module
// evaluation, a package's or a file's own code).

interface CallFrame {
  functionName: string;
  url?: string;
  scriptId?: number | string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** A resolved function: the package or file its code comes from, and its name. */
export interface Frame {
  owner: string;
  name: string;
  /** The chunk (or "inline") the code ran from. */
  file: string;
}

export interface Sample {
  ts: number;
  /** µs until the next sample (capped). */
  dur: number;
  node: number;
}

const SPECIAL = new Set(["(root)", "(program)", "(idle)", "(garbage collector)"]);
/** Longest gap one sample stands for (µs): longer ones are the profiler pausing, not work. */
const MAX_SAMPLE_US = 2_000;

export class CpuProfile {
  private readonly nodes = new Map<number, ProfileNode>();
  private readonly frames = new Map<number, Frame | string>();
  private readonly scriptUrls = new Map<string, string>();
  private readonly jsStacks = new Map<number, Frame[]>();
  readonly samples: Sample[] = [];

  constructor(
    events: TraceEvent[],
    thread: PageThread,
    private readonly maps: SourceMaps,
  ) {
    for (const e of events) {
      const data = e.args?.data as { scriptId?: number; url?: string } | undefined;
      // Script 0 is no script: native functions carry it.
      if (e.pid === thread.pid && data?.url && data.scriptId)
        this.scriptUrls.set(String(data.scriptId), data.url);
    }
    const profile = events.find(
      (e) => e.name === "Profile" && e.pid === thread.pid && e.tid === thread.tid,
    );
    if (!profile) return;
    let ts = Number((profile.args?.data as { startTime?: number }).startTime ?? profile.ts);
    const times: [number, number][] = [];
    for (const e of events) {
      if (e.name !== "ProfileChunk" || e.pid !== thread.pid || e.id !== profile.id) continue;
      const data = e.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) {
        this.nodes.set(node.id, node);
        const url = node.callFrame.url;
        if (url && node.callFrame.scriptId && node.callFrame.scriptId !== "0")
          this.scriptUrls.set(String(node.callFrame.scriptId), url);
      }
      const samples = data.cpuProfile?.samples ?? [];
      samples.forEach((node, i) => {
        ts += data.timeDeltas?.[i] ?? 0;
        times.push([ts, node]);
      });
    }
    times.sort((a, b) => a[0] - b[0]);
    times.forEach(([at, node], i) => {
      const next = times[i + 1]?.[0] ?? at;
      this.samples.push({ ts: at, dur: Math.min(next - at, MAX_SAMPLE_US), node });
    });
  }

  /** The node's function, resolved through the source maps; a string for V8's own nodes. */
  frame(id: number): Frame | string {
    const cached = this.frames.get(id);
    if (cached) return cached;
    const { callFrame } = this.nodes.get(id) ?? {
      callFrame: { functionName: "(program)" } as CallFrame,
    };
    let frame: Frame | string;
    if (SPECIAL.has(callFrame.functionName)) {
      frame = callFrame.functionName;
    } else if (
      !callFrame.functionName &&
      callFrame.lineNumber === 0 &&
      callFrame.columnNumber === 0 &&
      callFrame.url
    ) {
      // A script's or module's top-level code.
      const file = this.fileOf(callFrame.url);
      frame = { owner: file === "inline" ? "inline <script>" : file, file, name: "(top level)" };
    } else {
      const url = callFrame.url || this.scriptUrls.get(String(callFrame.scriptId)) || "";
      const file = this.fileOf(url);
      const line = callFrame.lineNumber ?? 0;
      const original =
        file.endsWith(".js") && callFrame.lineNumber !== undefined
          ? this.maps.lookup(file, line, callFrame.columnNumber ?? 0)
          : undefined;
      if (original) {
        const owner = ownerOfSource(original.source);
        const base = original.source.split("/").at(-1);
        frame = { owner, file, name: original.name ?? `(anonymous ${base})` };
      } else {
        // A chunk whose map names no source here holds the bundler's own code (its preload
        // helper, its module runtime).
        const unmapped = file.endsWith(".js") && this.maps.has(file);
        frame = {
          owner: file === "inline" ? "inline <script>" : unmapped ? "bundler code" : file,
          file,
          name:
            callFrame.functionName ||
            (file === "inline" ? `(inline script, line ${line + 1})` : `(anonymous ${file})`),
        };
      }
    }
    this.frames.set(id, frame);
    return frame;
  }

  /** The chunk a script URL names, "inline" for the document's own scripts. */
  private fileOf(url: string): string {
    const pathname = url.startsWith("http") ? new URL(url).pathname : "";
    if (pathname.startsWith("/assets/")) return pathname.slice("/assets/".length);
    return pathname ? "inline" : "(native)";
  }

  /** The sample's stack, its own function first: V8's own nodes as strings. */
  stack(id: number): (Frame | string)[] {
    const stack: (Frame | string)[] = [];
    for (let node = this.nodes.get(id); node; node = this.nodes.get(node.parent ?? -1)) {
      stack.push(this.frame(node.id));
    }
    return stack;
  }

  /** The JavaScript functions of the sample's stack, its own first (memoized per node). */
  jsStack(id: number): Frame[] {
    let stack = this.jsStacks.get(id);
    if (!stack) {
      stack = this.stack(id).filter((f): f is Frame => typeof f !== "string");
      this.jsStacks.set(id, stack);
    }
    return stack;
  }

  /** The samples between two trace timestamps (µs). */
  between(start: number, end: number): Sample[] {
    let lo = 0;
    let hi = this.samples.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.samples[mid]!.ts < start) lo = mid + 1;
      else hi = mid;
    }
    const out: Sample[] = [];
    for (let i = lo; i < this.samples.length && this.samples[i]!.ts < end; i++)
      out.push(this.samples[i]!);
    return out;
  }
}

/** React's phases, told by the innermost react-dom function of a stack that names one. */
const REACT_PHASES: [RegExp, string][] = [
  [
    /^(?:workLoop|renderRoot|performUnitOfWork|beginWork|completeWork|completeUnitOfWork)/,
    "render",
  ],
  [/^(?:commitPassive|recursivelyTraversePassive|flushPassiveEffects)/, "effects"],
  [
    /^(?:commit|completeRoot|flushLayoutEffects|flushMutationEffects|recursivelyTraverse)/,
    "commit",
  ],
];

function reactPhase(js: Frame[]): string | undefined {
  for (const frame of js) {
    if (frame.owner !== "react-dom") continue;
    const phase = REACT_PHASES.find(([pattern]) => pattern.test(frame.name));
    if (phase) return phase[1];
  }
  return undefined;
}

/**
 * When React first committed (trace µs): its render before that is the hydration of the server's
 * HTML (hydrateRoot renders the whole page, maybe over several tasks, before its first commit).
 */
export function firstReactCommit(profile: CpuProfile): number {
  const sample = profile.samples.find((s) => reactPhase(profile.jsStack(s.node)) === "commit");
  return sample?.ts ?? Infinity;
}

/** JavaScript time (ms) by activity, and by function within each activity. */
export type Activities = Map<string, { ms: number; functions: Map<string, number> }>;

/** What one sample was doing (see activities). */
function activityOf(
  sample: Sample,
  js: Frame[],
  leaf: Frame,
  context: { evaluation: EvaluationSpan[]; hydrationEnd: number },
): string {
  const span = context.evaluation.find(([a, b]) => sample.ts >= a && sample.ts < b);
  if (span) {
    const file = js.at(-1)!.file;
    if (file === "inline") return "inline <script> evaluation";
    return `${span[2] === "module" ? "module" : "script"} evaluation ${file}`;
  }
  const phase = reactPhase(js);
  if (phase === "render") {
    return sample.ts < context.hydrationEnd
      ? "React hydration (render)"
      : "React render (after hydration)";
  }
  if (phase === "effects") return "React passive effects (useEffect)";
  if (phase === "commit") return "React commit (DOM updates, layout effects)";
  if (js.some((f) => f.owner === "react-dom")) return "React (other)";
  if (js.some((f) => f.owner === "react-router")) return "react-router";
  return leaf.owner;
}

/**
 * What the JavaScript samples of a span (a task) were doing: top-level evaluation of a chunk or
 * inline script (inside `evaluation` spans), React's render (hydration until React's first
 * commit), commit or passive effects, React Router, else the code's own package or file. V8's
 * idle, program and GC samples are left out (the trace's own events count those).
 */
export function activities(
  profile: CpuProfile,
  start: number,
  end: number,
  context: { evaluation: EvaluationSpan[]; hydrationEnd: number },
): Activities {
  const result: Activities = new Map();
  for (const sample of profile.between(start, end)) {
    const own = profile.stack(sample.node)[0];
    if (!own || typeof own === "string") continue;
    const js = profile.jsStack(sample.node);
    // Native functions (setAttribute, fetch) are put down to the code that called them.
    const leaf = js.find((f) => f.file !== "(native)") ?? own;
    const activity = activityOf(sample, js, leaf, context);
    const entry = result.get(activity) ?? { ms: 0, functions: new Map<string, number>() };
    entry.ms += sample.dur / 1000;
    const named = own.file === "(native)" ? `${own.name} (native, from ${leaf.name})` : own.name;
    const fn =
      own.file === "(native)" || own.owner === "react-dom" || activity.includes(own.owner)
        ? named
        : `${named} (${own.owner})`;
    entry.functions.set(fn, (entry.functions.get(fn) ?? 0) + sample.dur / 1000);
    result.set(activity, entry);
  }
  return result;
}
