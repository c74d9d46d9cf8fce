import { Worker } from "node:worker_threads";
import { promisify } from "node:util";
import { brotliCompress, type BrotliOptions } from "node:zlib";

/**
 * Brotli for the bodies the page cache stores, made on a thread of its own
 * (docs/perf/README.md, "Memory under the soak"). A brotli encoder allocates 1-2 MB of state for
 * each body and frees it at the end. Made on libuv's pool, that state is allocated by the main
 * thread, in the C library's main heap, between the buffers the page cache holds for minutes: the
 * heap grew to 215 MB under the mixed soak and never gave it back. This thread allocates and frees
 * the same state again and again in its own heap, which stays at the size of one encoder; the body
 * and its compression are handed over without a copy. If the thread fails, compression goes back
 * to libuv's pool.
 */

const SOURCE = `
const { parentPort } = require("node:worker_threads");
const { brotliCompressSync, brotliDecompressSync } = require("node:zlib");
parentPort.on("message", ({ id, body, options, recompress }) => {
  try {
    // A stored brotli made again at a higher quality: its plain bytes first.
    const out = brotliCompressSync(recompress ? brotliDecompressSync(body) : body, options);
    // A copy of exactly the compressed bytes, handed over whole (the encoder's output buffer is
    // the body's size).
    const br = new Uint8Array(out.byteLength);
    br.set(out);
    parentPort.postMessage({ id, br }, [br.buffer]);
  } catch (error) {
    // The body goes back with the refusal, for the caller to compress another way.
    parentPort.postMessage({ id, body, error: String(error && error.message || error) }, [body.buffer]);
  }
});
`;

type Pending = {
  resolve: (br: Uint8Array) => void;
  /** `body`: the body handed back with a refusal. */
  reject: (error: Error, body?: Uint8Array) => void;
};

const inThread = promisify(brotliCompress);

let worker: Worker | undefined;
let failed = false;
let nextId = 0;
const pending = new Map<number, Pending>();
/** Recompressions waiting for the thread to have nothing else to do, oldest first. */
const idle: { body: Uint8Array; options: BrotliOptions; pending: Pending }[] = [];
/** More waiting than this and a new recompression is not made (it is only a saving). */
const IDLE_QUEUE = 64;

function start(): Worker | undefined {
  if (failed) return undefined;
  if (worker) return worker;
  try {
    const started = new Worker(SOURCE, {
      eval: true,
      name: "brotli",
      // It holds one body at a time and no state: a small heap (V8's defaults grow a worker's
      // young generation to 16 MB and more).
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
    });
    started.unref();
    started.on(
      "message",
      (message: { id: number; br?: Uint8Array; body?: Uint8Array; error?: string }) => {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        if (message.br) waiting.resolve(message.br);
        else waiting.reject(new Error(message.error ?? "brotli failed"), message.body);
        pump();
      },
    );
    const stop = (error: Error) => {
      failed = true;
      worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      for (const waiting of idle.splice(0)) waiting.pending.reject(error);
    };
    started.on("error", stop);
    started.on("exit", (code) => stop(new Error(`brotli thread exited with code ${code}`)));
    worker = started;
    return started;
  } catch {
    failed = true;
    return undefined;
  }
}

/**
 * `body` compressed with brotli. `body`'s memory is handed to the compression thread when it is
 * a whole buffer of its own (`transfer`): the caller must not read it afterwards.
 */
export async function brotliOf(
  body: Uint8Array,
  options: BrotliOptions,
  transfer: boolean,
): Promise<Uint8Array> {
  const thread = start();
  if (thread) {
    const owned =
      transfer && body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
        ? body
        : body.slice();
    const id = nextId++;
    const answer = await new Promise<{ br: Uint8Array } | { back?: Uint8Array }>((resolve) => {
      pending.set(id, {
        resolve: (br) => resolve({ br }),
        reject: (_error, back) => resolve({ back }),
      });
      thread.postMessage({ id, body: owned, options }, [owned.buffer as ArrayBuffer]);
    });
    if ("br" in answer) return answer.br;
    // Refused, or the thread stopped: made here instead, from the bytes handed back or the
    // caller's own.
    const bytes = answer.back ?? (owned === body ? undefined : body);
    if (!bytes) throw new Error("the brotli thread stopped with the body handed to it");
    return inThread(bytes, options);
  }
  return inThread(body, options);
}

/** Hands the oldest waiting recompression to the thread when it has nothing else to do. */
function pump(): void {
  if (pending.size > 0 || idle.length === 0 || !worker) return;
  const next = idle.shift()!;
  const id = nextId++;
  pending.set(id, next.pending);
  worker.postMessage({ id, body: next.body, options: next.options, recompress: true }, [
    next.body.buffer as ArrayBuffer,
  ]);
}

/**
 * `br` (a whole brotli body) made again with `options` (a higher quality), when the compression
 * thread has nothing else to do: a page being rendered never waits behind it for more than the
 * one recompression under way. Undefined when it is not made (no thread, too many waiting, or a
 * failure); `br` itself is copied, never taken.
 */
export function recompressBrotli(
  br: Uint8Array,
  options: BrotliOptions,
): Promise<Uint8Array | undefined> {
  const thread = start();
  if (!thread || idle.length >= IDLE_QUEUE) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    idle.push({
      body: br.slice(),
      options,
      pending: { resolve, reject: () => resolve(undefined) },
    });
    pump();
  });
}
