import type { EvaluationSpan, TraceEvent } from "./trace-record";

// The main-thread part of `npm run audit -- trace` (tools/audit/audit-trace.ts): which thread is the
// page's, its tasks, and where each task's time goes by the trace's own events.

/** What an event's self time is counted as. */
export type Kind = "script" | "compile" | "gc" | "html" | "style" | "layout" | "paint" | "other";

export interface PageThread {
  pid: number;
  tid: number;
  frame: string;
  /** navigationStart of the page's document, in trace µs. */
  navigationStart: number;
  firstContentfulPaint?: number;
  end: number;
}

/** A top-level task of the main thread (µs), with its self time by label (ms). */
export interface Task {
  start: number;
  dur: number;
  /**
   * The thread's CPU time in the task. The slowdown spins on the thread, so this counts it too,
   * but not the time the system gave the cores to other processes: what the task would take on a
   * machine with nothing else running.
   */
  cpu: number;
  parts: Map<string, { kind: Kind; ms: number }>;
}

const GC =
  /^(?:MinorGC|MajorGC|GCEvent|V8\.GC|BlinkGC|V8\.GCScavenger|V8\.GCFinalize|V8\.GCIncremental)/;
const KINDS: Record<string, [Kind, string]> = {
  EvaluateScript: ["script", "script evaluation"],
  "v8.run": ["script", "script evaluation"],
  "v8.evaluateModule": ["script", "module evaluation"],
  FunctionCall: ["script", "function call"],
  "v8.callFunction": ["script", "function call"],
  RunMicrotasks: ["script", "microtasks"],
  TimerFire: ["script", "timer"],
  EventDispatch: ["script", "event"],
  FireAnimationFrame: ["script", "animation frame callback"],
  FireIdleCallback: ["script", "idle callback"],
  "v8.compile": ["compile", "compile"],
  "v8.compileModule": ["compile", "compile"],
  "v8.produceCache": ["compile", "compile"],
  "v8.produceModuleCache": ["compile", "compile"],
  ParseHTML: ["html", "parse HTML"],
  "DecodedDataDocumentParser::AppendBytes": ["html", "parse HTML"],
  "HTMLDocumentParser::MaybeFetchQueuedPreloads": ["html", "parse HTML"],
  UpdateLayoutTree: ["style", "style"],
  RecalculateStyles: ["style", "style"],
  ParseAuthorStyleSheet: ["style", "parse CSS"],
  Layout: ["layout", "layout"],
  PrePaint: ["paint", "paint"],
  Paint: ["paint", "paint"],
  PaintImage: ["paint", "paint"],
  Layerize: ["paint", "paint"],
  Commit: ["paint", "paint"],
  "Decode Image": ["paint", "image decode"],
  "CpuProfiler::StartProfiling": ["other", "profiler start (trace overhead)"],
  "LocalWindowProxy::Initialize": ["other", "JS context set-up"],
  "DocumentLoader::CommitNavigation": ["other", "navigation commit"],
  "ResourceFetcher::requestResource": ["other", "starting resource loads"],
};

function fileOf(url: unknown): string {
  if (typeof url !== "string" || !url) return "";
  const { pathname } = new URL(url);
  return pathname.startsWith("/assets/") ? pathname.slice("/assets/".length) : "inline";
}

/** The label of an event that names its time, or undefined when its parent's label applies. */
export function labelOf(event: TraceEvent): { kind: Kind; label: string } | undefined {
  if (GC.test(event.name)) return { kind: "gc", label: "GC" };
  const known = KINDS[event.name];
  if (!known) return undefined;
  const [kind, label] = known;
  const data = (event.args?.data ?? {}) as Record<string, unknown>;
  if (event.name === "EvaluateScript" || event.name.startsWith("v8.compile")) {
    const file = fileOf(data.url ?? event.args?.fileName);
    return { kind, label: file ? `${label} ${file}` : label };
  }
  if (event.name === "EventDispatch" && typeof data.type === "string") {
    return { kind, label: `event ${data.type}` };
  }
  return { kind, label };
}

function threadNames(events: TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") {
      names.set(`${e.pid}:${e.tid}`, String(e.args?.name ?? ""));
    }
  }
  return names;
}

/**
 * The renderer main thread (CrRendererMain) of the process that committed the page's document,
 * and the document's navigation start and first contentful paint.
 */
export function findPageThread(events: TraceEvent[]): PageThread {
  const commits = events.filter((e) => {
    const data = e.args?.data as { isOutermostMainFrame?: boolean; url?: string } | undefined;
    return (
      e.name === "FrameCommittedInBrowser" &&
      data?.isOutermostMainFrame &&
      data.url?.startsWith("http")
    );
  });
  const commit = commits.at(-1)?.args?.data as { frame: string; processId: number } | undefined;
  if (!commit) throw new Error("no page committed in the trace");
  const names = threadNames(events);
  const pid = commit.processId;
  const main = [...names].find(
    ([key, name]) => key.startsWith(`${pid}:`) && name === "CrRendererMain",
  );
  if (!main) throw new Error(`no CrRendererMain thread in process ${pid}`);
  const tid = Number(main[0].split(":")[1]);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  // The document's own navigationStart names its URL; the renderer's first (empty) document
  // has one too, without. Should neither be there, the commit's time stands in.
  const starts = onMain.filter((e) => e.name === "navigationStart");
  const navigation =
    starts.find((e) => {
      const data = e.args?.data as { documentLoaderURL?: string } | undefined;
      return data?.documentLoaderURL?.startsWith("http");
    }) ??
    starts.find((e) => e.args?.frame === commit.frame) ??
    commits.at(-1)!;
  const fcp = onMain.find(
    (e) =>
      e.name === "firstContentfulPaint" && e.args?.frame === commit.frame && e.ts >= navigation.ts,
  );
  const end = Math.max(...onMain.map((e) => e.ts + (e.dur ?? 0)));
  return {
    pid,
    tid,
    frame: commit.frame,
    navigationStart: navigation.ts,
    firstContentfulPaint: fcp?.ts,
    end,
  };
}

/** The top-level tasks of the page's main thread from its navigation on, each broken down. */
export function mainThreadTasks(events: TraceEvent[], thread: PageThread): Task[] {
  const complete = events
    .filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const hasRunTask = complete.some((e) => e.name === "RunTask");
  const isTask = (e: TraceEvent) =>
    hasRunTask ? e.name === "RunTask" : e.name === "ThreadControllerImpl::RunTask";
  const tasks: Task[] = [];
  // A stack of open events: each with its label (its own or inherited) and its children's time.
  let stack: { end: number; kind: Kind; label: string; childMs: number; ms: number }[] = [];
  let task: Task | undefined;
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.end <= upTo) {
      const open = stack.pop()!;
      const self = Math.max(0, open.ms - open.childMs);
      const part = task!.parts.get(open.label) ?? { kind: open.kind, ms: 0 };
      part.ms += self;
      task!.parts.set(open.label, part);
    }
  };
  for (const e of complete) {
    if (task && e.ts >= task.start + task.dur) {
      close(Infinity);
      task = undefined;
    }
    if (!task) {
      if (!isTask(e) || e.ts + e.dur! < thread.navigationStart) continue;
      task = { start: e.ts, dur: e.dur!, cpu: e.tdur ?? e.dur!, parts: new Map() };
      tasks.push(task);
      stack = [
        { end: e.ts + e.dur!, kind: "other", label: "other", childMs: 0, ms: e.dur! / 1000 },
      ];
      continue;
    }
    close(e.ts);
    const parent = stack.at(-1)!;
    // Clamped to the parent: timestamps rounded to the microsecond can overhang by one.
    const end = Math.min(e.ts + e.dur!, parent.end);
    const ms = Math.max(0, end - e.ts) / 1000;
    parent.childMs += ms;
    const own = labelOf(e);
    stack.push({
      end,
      kind: own?.kind ?? parent.kind,
      label: own?.label ?? parent.label,
      childMs: 0,
      ms,
    });
  }
  if (task) close(Infinity);
  return tasks;
}

/** Spans (trace µs) of module and classic script evaluation: the code that runs is top level. */
export function evaluationSpans(events: TraceEvent[], thread: PageThread): EvaluationSpan[] {
  return events
    .filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === "X" &&
        (e.name === "v8.evaluateModule" || e.name === "EvaluateScript"),
    )
    .map((e): EvaluationSpan => [
      e.ts,
      e.ts + (e.dur ?? 0),
      e.name === "v8.evaluateModule" ? "module" : "script",
    ]);
}

/** JavaScript the page downloaded: bytes over the network (compressed) and decoded. */
export function scriptBytes(events: TraceEvent[], thread: PageThread) {
  const scripts = new Set<string>();
  for (const e of events) {
    const data = e.args?.data as { requestId?: string; resourceType?: string } | undefined;
    if (e.name === "ResourceSendRequest" && e.pid === thread.pid && data?.resourceType === "Script")
      scripts.add(data.requestId!);
  }
  let transferred = 0;
  let decoded = 0;
  for (const e of events) {
    const data = e.args?.data as
      { requestId?: string; encodedDataLength?: number; decodedBodyLength?: number } | undefined;
    if (e.name !== "ResourceFinish" || !scripts.has(data?.requestId ?? "")) continue;
    transferred += data?.encodedDataLength ?? 0;
    decoded += data?.decodedBodyLength ?? 0;
  }
  return { files: scripts.size, transferred, decoded };
}
