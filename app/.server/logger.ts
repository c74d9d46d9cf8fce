import { createRequire } from "node:module";
import pino from "pino";
import type { PrettyOptions } from "pino-pretty";
import { getEnv } from "./env";

const key = Symbol.for("vitrine.logger");
type Holder = { [key]?: pino.Logger };

/**
 * Where log lines go: JSON lines for a collector when stdout is a file or a pipe (as pino users
 * expect), readable coloured lines when someone watches a terminal. pino-pretty is loaded only
 * then, and writes in this thread (a transport would start a worker thread for it).
 */
function destination(): pino.DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  const require = createRequire(import.meta.url);
  const pretty = require("pino-pretty") as (options: PrettyOptions) => pino.DestinationStream;
  return pretty({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", sync: true });
}

/** Structured logs; secrets never go in (see redact). */
export function getLogger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[key] ??= pino(
    {
      level: getEnv().LOG_LEVEL,
      redact: ["password", "*.password", "token", "*.token", "cookie", "*.cookie", "authorization"],
    },
    destination(),
  );
  return holder[key];
}
