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

export interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Reads a stored hash; null when it is not one of ours or its parameters are out of bounds. */
export function parsePasswordHash(hash: string): ParsedHash | null {
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
  return timingSafeEqual(key, parsed.key);
}
