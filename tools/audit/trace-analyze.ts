import {
  evaluationSpans,
  findPageThread,
  mainThreadTasks,
  scriptBytes,
  type Kind,
} from "./trace-events";
import { activities, CpuProfile, firstReactCommit } from "./trace-profile";
import type { TraceEvent } from "./trace-record";
import type { SourceMaps } from "./trace-sourcemap";

// One page's trace read into figures (`npm run audit -- trace`, tools/audit/audit-trace.ts): its long
// tasks, what each is made of, and the page's totals.

export const LONG_TASK_MS = 50;

/** Milliseconds by label, and the functions behind a JavaScript label. */
export interface Contributor {
  label: string;
  ms: number;
  functions: Map<string, number>;
}

export interface LongTask {
  /** ms from navigation start. */
  start: number;
  dur: number;
  /** The thread's CPU time in the task (see Task.cpu). */
  cpu: number;
  contributors: Contributor[];
}

export interface PageFigures {
  fcp?: number;
  /** Lighthouse's definition: the part of each long task after FCP beyond 50 ms. */
  tbt: number;
  /** The same from navigation start (every long task). */
  blocking: number;
  /**
   * TBT on the tasks' CPU time (long tasks by CPU time, the part after FCP in proportion): the
   * same measure without the time other processes took the cores.
   */
  tbtCpu: number;
  longTasks: LongTask[];
  /** Main-thread self time by kind (ms), every task from navigation start. */
  byKind: Record<Kind, number>;
  script: { files: number; transferred: number; decoded: number };
  /** Contributors summed over the long tasks. */
  contributors: Contributor[];
}

function add(into: Map<string, Contributor>, label: string, ms: number, fns?: Map<string, number>) {
  const entry = into.get(label) ?? { label, ms: 0, functions: new Map<string, number>() };
  entry.ms += ms;
  for (const [fn, fnMs] of fns ?? [])
    entry.functions.set(fn, (entry.functions.get(fn) ?? 0) + fnMs);
  into.set(label, entry);
}

const sorted = (map: Map<string, Contributor>) => [...map.values()].sort((a, b) => b.ms - a.ms);

/** The figures of one trace; `maps` names the minified code. */
export function analyzeTrace(events: TraceEvent[], maps: SourceMaps): PageFigures {
  const thread = findPageThread(events);
  const tasks = mainThreadTasks(events, thread);
  const profile = new CpuProfile(events, thread, maps);
  const context = { evaluation: evaluationSpans(events, thread), hydrationEnd: 0 };
  context.hydrationEnd = firstReactCommit(profile);
  const nav = thread.navigationStart;
  const fcp = thread.firstContentfulPaint;

  const byKind: Record<Kind, number> = {
    script: 0,
    compile: 0,
    gc: 0,
    html: 0,
    style: 0,
    layout: 0,
    paint: 0,
    other: 0,
  };
  for (const task of tasks) for (const part of task.parts.values()) byKind[part.kind] += part.ms;

  const longTasks: LongTask[] = [];
  const pageContributors = new Map<string, Contributor>();
  let tbt = 0;
  let blocking = 0;
  let tbtCpu = 0;
  for (const task of tasks) {
    const dur = task.dur / 1000;
    const cpu = task.cpu / 1000;
    if (fcp !== undefined && task.start + task.dur > fcp && cpu >= LONG_TASK_MS) {
      const after = (task.start + task.dur - Math.max(task.start, fcp)) / task.dur;
      tbtCpu += Math.max(0, cpu * after - LONG_TASK_MS);
    }
    if (dur < LONG_TASK_MS) continue;
    const end = task.start + task.dur;
    blocking += Math.max(0, dur - LONG_TASK_MS);
    if (fcp !== undefined && end > fcp) {
      tbt += Math.max(0, (end - Math.max(task.start, fcp)) / 1000 - LONG_TASK_MS);
    }
    // The trace's events say how long JavaScript ran; the CPU samples say whose it was.
    const parts = new Map<string, Contributor>();
    let scriptMs = 0;
    for (const [label, part] of task.parts) {
      if (part.kind === "script") scriptMs += part.ms;
      else add(parts, label, part.ms);
    }
    const acts = activities(profile, task.start, end, context);
    const sampled = [...acts.values()].reduce((sum, a) => sum + a.ms, 0);
    // Samples stand for the JavaScript events' time when they cover most of it; what they do not
    // cover (native work inside a microtask checkpoint, say) keeps the events' own labels.
    const share = sampled >= scriptMs * 0.5 ? scriptMs / sampled : 1;
    for (const [label, act] of acts) {
      const fns = new Map([...act.functions].map(([fn, ms]) => [fn, ms * share]));
      add(parts, label, act.ms * share, fns);
    }
    const unsampled = Math.max(0, scriptMs - sampled * share);
    for (const [label, part] of task.parts) {
      if (part.kind === "script" && unsampled > 0.05) {
        add(parts, `${label} (no JS samples)`, (unsampled * part.ms) / scriptMs);
      }
    }
    for (const c of parts.values()) add(pageContributors, c.label, c.ms, c.functions);
    longTasks.push({ start: (task.start - nav) / 1000, dur, cpu, contributors: sorted(parts) });
  }

  return {
    fcp: fcp === undefined ? undefined : (fcp - nav) / 1000,
    tbt,
    blocking,
    tbtCpu,
    longTasks,
    byKind,
    script: scriptBytes(events, thread),
    contributors: sorted(pageContributors),
  };
}
