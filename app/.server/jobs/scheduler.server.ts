import { getLogger } from "../logger";

// Work the app process does by itself, on a timer (the outbox's deliveries; the daily retention
// job): docs/decisions/053-outbox.md. Each instance runs its own timers; a job that must not run
// twice across instances guards itself in the database (the outbox claims rows with a lease).

/** A job's work. `signal` is aborted when the app stops: finish the item in hand, take no more. */
export type JobRun = (signal: AbortSignal) => Promise<unknown>;

/** Where a failed run is reported: the app's pino logger, or a test's own. */
export interface JobLogger {
  error(fields: { err: unknown; job: string }, message: string): void;
}

export interface JobOptions {
  /** Wait one interval before the first run instead of starting at once. */
  delayFirstRun?: boolean;
  logger?: JobLogger;
}

/** Stops a job: no run starts after it is called, and it resolves once the running one ends. */
export type StopJob = () => Promise<void>;

/**
 * Runs `run` every `intervalMs`, counted from the end of the previous run, so two runs of one job
 * never overlap however long one takes. A run that throws is logged with the job's name and the
 * next one comes as usual: a background job never brings the process down. The timer does not
 * keep the process alive on its own.
 */
export function startJob(
  name: string,
  intervalMs: number,
  run: JobRun,
  { delayFirstRun = false, logger }: JobOptions = {},
): StopJob {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    timer = undefined;
    running = (async () => {
      try {
        await run(controller.signal);
      } catch (error) {
        (logger ?? getLogger()).error({ err: error, job: name }, "background job failed");
      }
    })();
    void running.then(() => {
      running = undefined;
      if (!controller.signal.aborted) schedule(intervalMs);
    });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  schedule(delayFirstRun ? intervalMs : 0);
  return async () => {
    controller.abort();
    if (timer) clearTimeout(timer);
    timer = undefined;
    await running;
  };
}

/** Stops several jobs at once, each finishing its run in hand. */
export function stopAll(stops: StopJob[]): StopJob {
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
