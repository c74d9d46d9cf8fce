import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { MAX_PASSWORD, SHOPPER_MIN_PASSWORD } from "~/lib/account-schemas";
import { dbKind, getDb, type Db } from "../db/kysely";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { AUTH_COOKIE_PREFIX } from "./cookie-prefix";
import { ADDRESS_LIMITS } from "./attempts.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { getHashQueue, HashQueueFull } from "./hash-queue.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";

/** Sessions end after 2 hours without a request… */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** …and 12 hours after sign-in whatever happens (checked in guards.server.ts). */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
/**
 * How stale a session's expiry may get before a request pushes it forward: the idle limit is
 * therefore between 1h59 and 2h, at the cost of one UPDATE per minute per active session.
 */
export const SESSION_REFRESH_SECONDS = 60;

export const AUTH_BASE_PATH = "/api/auth";

/**
 * better-auth endpoints the browser must never reach. Accounts are managed by our own services,
 * which enforce what these would bypass: administrators are created (12+ character passwords),
 * never promoted; the shop always keeps an active administrator; every change is audited.
 * Open are only sign-up, sign-in, sign-out and the caller's own sessions.
 */
export const DISABLED_AUTH_PATHS = [
  // The admin plugin's HTTP surface (our services call its functions on the server).
  "/admin/ban-user",
  "/admin/create-user",
  "/admin/get-user",
  "/admin/has-permission",
  "/admin/impersonate-user",
  "/admin/list-user-sessions",
  "/admin/list-users",
  "/admin/remove-user",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/set-role",
  "/admin/set-user-password",
  "/admin/stop-impersonating",
  "/admin/unban-user",
  "/admin/update-user",
  // Self-service flows the shop does not offer (no e-mail sender, no social sign-in); a
  // password change would skip the administrators' 12-character minimum.
  "/account-info",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/get-access-token",
  "/link-social",
  "/list-accounts",
  "/refresh-token",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/sign-in/social",
  "/unlink-account",
  "/update-session",
  "/update-user",
  "/verify-email",
  "/verify-password",
];

function authOptions(db: Db) {
  const env = getEnv();
  const secure = env.BASE_URL.startsWith("https://");
  const log = getLogger().child({ module: "better-auth" });
  return {
    appName: "Vitrine",
    baseURL: env.BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.BASE_URL],
    database: { db, type: dbKind(db) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: SHOPPER_MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      autoSignIn: true,
      // Every hash and verify waits its turn in the process's queue (hash-queue.server.ts).
      password: {
        hash: (password) => queued(() => hashPassword(password)),
        // Unknown e-mails are hashed too (better-auth hashes the password it was given), through
        // the same queue, so both refusals cost one Argon2id. A hash of an older kind (scrypt,
        // ours or better-auth's) is replaced once its password is proven, i.e. at the next
        // sign-in.
        verify: async ({ hash, password }) => {
          const ok = await queued(() => verifyPassword({ hash, password }));
          if (ok && needsRehash(hash)) await upgradeHash(db, hash, password);
          return ok;
        },
      },
    },
    user: {
      additionalFields: {
        first_name: { type: "string", required: true, input: true },
        last_name: { type: "string", required: true, input: true },
        phone: { type: "string", required: false, input: true },
        address: { type: "string", required: false, input: true },
        // Only the server changes a status (the back office deactivates accounts).
        status: { type: "string", required: false, defaultValue: "active", input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the session and the user's role and status from the database.
      cookieCache: { enabled: false },
    },
    // better-auth limits only in production by default and in memory; we want it everywhere and
    // shared by every instance. Every attempt at sign-in and sign-up counts per client address
    // (ADDRESS_LIMITS); failures by account are counted in attempts.server.ts.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { ...ADDRESS_LIMITS },
    },
    advanced: {
      // The one address header the server sets itself (server/fetch-bridge.ts), never one a
      // client wrote: X-Forwarded-For would let anyone choose their own rate-limit bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV is "test"; we want it everywhere.
      disableOriginCheck: false,
      useSecureCookies: secure,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    databaseHooks: {
      session: {
        create: {
          // An inactive account cannot start a session (its sign-in fails like a wrong password).
          before: async (session) => {
            const user = await db
              .selectFrom("user")
              .select("status")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            return user?.status === "active";
          },
        },
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    telemetry: { enabled: false },
    // No `level`: with one set, better-auth's router also prints every refused request to the
    // console through its own logger. Everything goes to pino instead.
    logger: {
      log: (level, message, ...args) => {
        if (level === "error") log.error({ args }, message);
        else if (level === "warn") log.warn({ args }, message);
        else log.debug({ args }, message);
      },
    },
  } satisfies BetterAuthOptions;
}

/** better-auth's error code for a sign-in or sign-up refused because the hash queue is full. */
const PASSWORD_HASH_BUSY = "PASSWORD_HASH_BUSY";

/**
 * Runs a hash in the process's queue. A full queue refuses the request with 503 and Retry-After
 * (an APIError, which better-auth answers as it is; http.server.ts words it in the caller's
 * language), not with a 500.
 */
async function queued<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await getHashQueue().run(task);
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    throw new APIError(
      "SERVICE_UNAVAILABLE",
      { code: PASSWORD_HASH_BUSY, message: "Too many sign-ins at once; try again shortly" },
      { "Retry-After": String(error.retryAfter) },
    );
  }
}

/** Replaces a proven password's outdated hash (the hash, salted, names its one account row). */
async function upgradeHash(db: Db, hash: string, password: string): Promise<void> {
  try {
    await db
      .updateTable("account")
      .set({ password: await queued(() => hashPassword(password)) })
      .where("providerId", "=", "credential")
      .where("password", "=", hash)
      .execute();
  } catch (error) {
    // The sign-in goes on with the old hash; the next one tries again.
    getLogger().warn({ err: error }, "password hash upgrade failed");
  }
}

export function createAuth(db: Db) {
  return betterAuth(authOptions(db));
}
export type Auth = ReturnType<typeof createAuth>;

const key = Symbol.for("vitrine.auth");
type Holder = { [key]?: WeakMap<Db, Auth> };

/** The auth instance over a given database, made once per database. */
export function authFor(db: Db): Auth {
  const holder = globalThis as Holder;
  const instances = (holder[key] ??= new WeakMap());
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}

/**
 * The process's auth instance, over getDb(). Kept on globalThis (like getDb) so the bundled
 * server and tsx scripts share one.
 */
export function getAuth(): Auth {
  return authFor(getDb());
}
