import { describe, expect, it } from "vitest";
import { createHashQueue, HashQueueFull } from "./hash-queue.server";

/** A task that runs until `finish` is called, and says when it started. */
function gate() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const state = { started: false };
  const task = async () => {
    state.started = true;
    await done;
    return "done";
  };
  return { task, finish, fail, state };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the password hash queue", () => {
  it("runs at most N hashes at once, lets M more wait in arrival order, and refuses any further one at once with a Retry-After", async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 3 });
    const gates = Array.from({ length: 5 }, gate);
    const results = gates.map((g) => queue.run(g.task));
    await settle();
    expect(gates.map((g) => g.state.started)).toEqual([true, true, false, false, false]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 3 });

    // The sixth finds every place taken: refused at once, told when to come back.
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashQueueFull);
    expect((refused as HashQueueFull).retryAfter).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger((refused as HashQueueFull).retryAfter)).toBe(true);

    // A finished hash hands its slot to the first one waiting; never more than 2 run.
    gates[1]!.finish();
    await settle();
    expect(gates.map((g) => g.state.started)).toEqual([true, true, true, false, false]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 2 });

    // With a place free again, a new one waits instead of being refused.
    const late = gate();
    const lateResult = queue.run(late.task);
    expect(queue.waiting).toBe(3);

    for (const g of [...gates, late]) g.finish();
    expect(await Promise.all([...results, lateResult])).toEqual(Array(6).fill("done"));
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it("a hash that fails gives its slot to the next one waiting, and its error to its caller", async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    const first = gate();
    const second = gate();
    const a = queue.run(first.task);
    const b = queue.run(second.task);
    first.fail(new Error("boom"));
    await expect(a).rejects.toThrow("boom");
    await settle();
    expect(second.state.started).toBe(true);
    second.finish();
    expect(await b).toBe("done");
    expect(queue.running).toBe(0);
  });
});
