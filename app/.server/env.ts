import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const databaseUrl = z
  .string()
  .refine((v) => v.startsWith("file:") || /^postgres(ql)?:\/\//.test(v), {
    message: "must start with file: or postgres://",
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: databaseUrl.default("file:data/vitrine.sqlite"),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (0: none, the client
   * is the socket's peer). Only those hops are believed; see server/app.ts.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The mail server for the shop's notices (docs/decisions/053-outbox.md), e.g.
   * `smtps://user:pass@mail.example.com`. Unset: notices wait in the outbox, shown in the back office.
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /./, message: "must be an smtp:// or smtps:// URL" })
    .optional(),
  /** The notices' sender (`Loja <avisos@example.com>` or an address); by default the shop's e-mail. */
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      message: "must be an e-mail address, or a name and <address>",
    })
    .optional(),
  /**
   * How often the insights' events held in memory are written (docs/decisions/059-insights.md), in
   * milliseconds: what a crash may lose.
   */
  INSIGHTS_FLUSH_MS: z.coerce.number().int().min(200).max(60_000).default(5_000),
  /**
   * How many password hashes may run at once (Argon2id, 19 MiB each); 8 times as many may wait,
   * and further sign-ins are answered 503 with Retry-After
   * (docs/decisions/060-argon2id-password-hashing.md).
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /**
   * The deadline of a statement (PostgreSQL's statement_timeout; on SQLite, how long a write
   * keeps trying for the write lock), in ms: docs/operations.md#faults.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** PostgreSQL's lock_timeout: a statement behind a lock fails after it, in ms. */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  /** How long a query waits for a pooled PostgreSQL connection (or a new one to open), in ms. */
  DB_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /**
   * Queries waiting for the database at once; past it the next one fails at once (a 503). A page
   * asks up to eight at once (the product page), so 400 is fifty shoppers' pages: 100 answered 503
   * to the mixed soak's 50 connections on PostgreSQL (docs/operations.md).
   */
  DB_MAX_WAITING: z.coerce.number().int().min(0).max(10_000).default(400),
  /** How long `npm start` retries an unreachable database, in seconds. */
  DB_STARTUP_WAIT_S: z.coerce.number().int().min(0).max(3_600).default(60),
  /**
   * For `npm run bench` only: a query parameter whose presence renders a cacheable page afresh
   * and keeps it out of the page cache, to measure what a page nobody asked for costs. Unset (as
   * in production), every parameter a page does not read is dropped (server/page-cache.ts).
   */
  PAGE_CACHE_BYPASS_PARAM: z
    .string()
    .regex(/^[\w-]{1,32}$/)
    .optional(),
  /**
   * A scraper outside this machine reads `/metrics` with `Authorization: Bearer <token>`;
   * unset, only loopback is answered (server/metrics.ts). Long enough not to be guessed.
   */
  METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, "BASE_URL" | "BETTER_AUTH_SECRET"> & {
  BASE_URL: string;
  BETTER_AUTH_SECRET: string;
  /** Directory holding the SQLite file and generated secrets. */
  DATA_DIR: string;
};

export class EnvError extends Error {}

/** Parses an environment; throws EnvError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = env.DATABASE_URL.startsWith("file:")
    ? path.dirname(path.resolve(env.DATABASE_URL.slice("file:".length)))
    : path.resolve("data");
  return {
    ...env,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir),
    DATA_DIR: dataDir,
  };
}

/** A missing auth secret is generated once and kept (git-ignored) beside the database. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      return readFileSync(file, "utf8").trim();
    throw error;
  }
}

const key = Symbol.for("vitrine.env");
type Holder = { [key]?: Env };

/** The process's environment, parsed once. The server build and the CLI share one copy. */
export function getEnv(): Env {
  const holder = globalThis as Holder;
  holder[key] ??= parseEnv(process.env);
  return holder[key];
}
