import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing for better-auth (`emailAndPassword.password`). scrypt at OWASP's minimum
 * (N=2^17, r=8, p=1): better-auth's default is N=2^14, r=16, a quarter of that work.
 *
 * Stored as a PHC-style string, `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64, no padding), so the
 * parameters travel with each hash and can be raised later without breaking old passwords.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

// Bounds for parameters read back from a stored hash: a corrupt row must not make us allocate
// gigabytes or spin for minutes.
const MAX_LOG2N = 20;
const MAX_R = 32;
const MAX_P = 4;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function options(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8); Node's default cap is 32 MiB.
  return { N, r, p, maxmem: 2 * 128 * N * r * p + 1024 * 1024 };
}

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scryptAsync(password, salt, keyLength, options(log2N, r, p));
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/**
 * better-auth's own format, `<salt>:<key>` in hex, scrypt N=2^14, r=16, p=1, 64-byte key, the
 * salt's hex text itself being the salt (@better-auth/utils/password). Accounts hashed before our
 * parameters were set still sign in, and are re-hashed then (needsRehash).
 */
const BETTER_AUTH_DEFAULT = /^([0-9a-f]{32}):([0-9a-f]{128})$/;

export interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Reads a stored hash; null when it is not one we know or its parameters are out of bounds. */
export function parsePasswordHash(hash: string): ParsedHash | null {
  const legacy = BETTER_AUTH_DEFAULT.exec(hash);
  if (legacy) {
    return {
      log2N: 14,
      r: 16,
      p: 1,
      salt: Buffer.from(legacy[1]!, "utf8"),
      key: Buffer.from(legacy[2]!, "hex"),
    };
  }
  const match = PHC.exec(hash);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const parsed = {
    log2N: Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
  if (parsed.log2N < 1 || parsed.log2N > MAX_LOG2N) return null;
  if (parsed.r < 1 || parsed.r > MAX_R || parsed.p < 1 || parsed.p > MAX_P) return null;
  if (parsed.key.length < 16 || parsed.salt.length < 8) return null;
  return parsed;
}

/**
 * Whether a stored hash should be replaced by one made now: another format or any parameter other
 * than SCRYPT_PARAMS (better-auth's default N=2^14, r=16 is a quarter of the work). Checked after
 * a password verified, when the password is at hand (auth.server.ts).
 */
export function needsRehash(hash: string): boolean {
  const { log2N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const parsed = PHC.test(hash) ? parsePasswordHash(hash) : null;
  return (
    !parsed ||
    parsed.log2N !== log2N ||
    parsed.r !== r ||
    parsed.p !== p ||
    parsed.key.length !== keyLength ||
    parsed.salt.length !== saltLength
  );
}

/** Checks a password against a stored hash; the keys are compared in constant time. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed) return false;
  const key = await scryptAsync(
    password,
    parsed.salt,
    parsed.key.length,
    options(parsed.log2N, parsed.r, parsed.p),
  );
  // Same length by construction (the key is derived at the stored key's length).
  return timingSafeEqual(key, parsed.key);
}
