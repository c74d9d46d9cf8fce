import { getEnv } from "../env";

/**
 * A cap on the password hashes running at once (docs/decisions/060-argon2id-password-hashing.md).
 *
 * Every sign-in costs a hash, an unknown e-mail's too, and each holds 19 MiB for about 70 ms
 * outside the JavaScript heap. At most `concurrency` run; up to `maxWaiting` more wait their turn
 * in arrival order; any further one is refused at once with HashQueueFull, which names the
 * seconds after which the queue will have drained. The memory hashing can take is then
 * `concurrency` × 19 MiB whatever the load, and a waiting request is a few hundred bytes.
 */
export class HashQueueFull extends Error {
  constructor(readonly retryAfter: number) {
    super("too many password hashes waiting");
    this.name = "HashQueueFull";
  }
}

export interface HashQueue {
  /** Runs `task` when a slot is free; throws HashQueueFull when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** Waiting places per running slot: a place in the queue never waits more than ~8 hash times. */
export const WAITING_PER_SLOT = 8;

export function createHashQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): HashQueue {
  let running = 0;
  const queue: Array<() => void> = [];
  // A moving mean of a task's duration, for Retry-After; starts at a hash's usual time.
  let meanMs = 100;

  /** Whole seconds for a full queue to drain, at least 1. */
  const drainSeconds = () =>
    Math.max(1, Math.ceil((((maxWaiting + concurrency) / concurrency) * meanMs) / 1000));

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) {
      running++;
    } else if (queue.length < maxWaiting) {
      // The slot is handed over by the task that ends (below): `running` stays as it is.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      throw new HashQueueFull(drainSeconds());
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      meanMs = 0.8 * meanMs + 0.2 * (performance.now() - started);
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

const key = Symbol.for("vitrine.hash-queue");
type Holder = { [key]?: HashQueue };

/**
 * The process's queue (PASSWORD_HASH_CONCURRENCY slots, 8 waiting places per slot). Kept on
 * globalThis like getDb, so the bundled server and tsx scripts share one.
 */
export function getHashQueue(): HashQueue {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    const concurrency = getEnv().PASSWORD_HASH_CONCURRENCY;
    holder[key] = createHashQueue({ concurrency, maxWaiting: WAITING_PER_SLOT * concurrency });
  }
  return holder[key];
}
