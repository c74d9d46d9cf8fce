import pino from "pino";
import { getEnv } from "./env";

const key = Symbol.for("vitrine.logger");
type Holder = { [key]?: pino.Logger };

/** Structured JSON logs; secrets never go in (see redact). */
export function getLogger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[key] ??= pino({
    level: getEnv().LOG_LEVEL,
    redact: ["password", "*.password", "token", "*.token", "cookie", "*.cookie", "authorization"],
  });
  return holder[key];
}
