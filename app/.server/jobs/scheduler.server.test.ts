import { describe, expect, it } from "vitest";
import { startJob, stopAll, type JobLogger } from "./scheduler.server";

// The background jobs' timer (docs/decisions/053-outbox.md): runs of one job never overlap, a
// failing run is logged and the next comes as usual, and stopping waits for the run in hand.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function quietLogger(): JobLogger & { errors: { job: string; err: unknown }[] } {
  const errors: { job: string; err: unknown }[] = [];
  return { errors, error: (fields) => void errors.push(fields) };
}

describe("the job scheduler", () => {
  it("never overlaps two runs of one job, however long a run takes", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const stop = startJob("slow", 1, async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(15);
      running -= 1;
      runs += 1;
    });
    await sleep(120);
    await stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });

  it("logs a failing run with the job's name, and runs again at the next interval", async () => {
    const logger = quietLogger();
    let calls = 0;
    const stop = startJob(
      "flaky",
      5,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("mail server down");
      },
      { logger },
    );
    await sleep(80);
    await stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]).toMatchObject({ job: "flaky" });
    expect((logger.errors[0]!.err as Error).message).toBe("mail server down");
  });

  it("stopping waits for the run in hand, tells it to stop, and starts no other", async () => {
    let started = 0;
    let finished = 0;
    let sawAbort = false;
    const stop = startJob("long", 1, async (signal) => {
      started += 1;
      await sleep(40);
      sawAbort = signal.aborted;
      finished += 1;
    });
    await sleep(10);
    await stop();
    expect({ started, finished, sawAbort }).toEqual({ started: 1, finished: 1, sawAbort: true });
    await sleep(30);
    expect(started).toBe(1);
  });

  it("can wait one interval before the first run; stopAll stops every job", async () => {
    let a = 0;
    let b = 0;
    const stop = stopAll([
      startJob("a", 1_000, async () => void (a += 1), { delayFirstRun: true }),
      startJob("b", 1_000, async () => void (b += 1)),
    ]);
    await sleep(30);
    await stop();
    expect({ a, b }).toEqual({ a: 0, b: 1 });
  });
});
