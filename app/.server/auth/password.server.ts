import { scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from "@node-rs/argon2";

/**
 * Password hashing for better-auth (`emailAndPassword.password`): Argon2id at OWASP's parameters
 * (m=19456 KiB, t=2, p=1), 19 MiB and about 70 ms a hash
 * (docs/decisions/060-argon2id-password-hashing.md). scrypt at N=2^17 took 128 MiB a hash, and a
 * burst of sign-ins could take the process's memory with it.
 *
 * Stored as the PHC string the library writes, `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>`.
 * Hashes of before still verify, and are replaced at the account's next successful sign-in
 * (needsRehash): our scrypt PHC strings `$scrypt$ln=17,r=8,p=1$<salt>$<key>` and better-auth's
 * own `<salt>:<key>` in hex. The number of hashes running at once is capped by the caller
 * (hash-queue.server.ts, auth.server.ts).
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** @node-rs/argon2's `Algorithm.Argon2id` and `Version.V0x13` (const enums: no runtime value). */
const ARGON2ID = 2;
const V0X13 = 1;
const ARGON2_OUTPUT_LENGTH = 32;
const ARGON2_SALT_LENGTH = 16;

// Bounds for parameters read back from a stored hash: a corrupt row must not make us allocate
// gigabytes or spin for minutes. 256 MiB at most for either algorithm (ours take 19 MiB; the
// scrypt of before, 128 MiB).
const MAX_HASH_MEMORY = 256 * 1024 * 1024;
const MAX_ARGON2_MEMORY_KIB = MAX_HASH_MEMORY / 1024;
const MAX_ARGON2_TIME = 10;
const MAX_ARGON2_PARALLELISM = 4;
const MAX_LOG2N = 20;
const MAX_R = 32;
const MAX_P = 4;

/** Every format hashes the same text for the same password, however it was typed or pasted. */
const normalised = (password: string) => password.normalize("NFKC");

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalised(password), {
    ...ARGON2_PARAMS,
    algorithm: ARGON2ID,
    version: V0X13,
    outputLen: ARGON2_OUTPUT_LENGTH,
  });
}

export interface ParsedArgon2Hash {
  kind: "argon2id";
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  version: number;
  outputLen: number;
  saltLen: number;
}

export interface ParsedScryptHash {
  kind: "scrypt";
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export type ParsedHash = ParsedArgon2Hash | ParsedScryptHash;

const ARGON2ID_PHC = /^\$argon2id\$/;

function parseArgon2id(hash: string): ParsedArgon2Hash | null {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(hash);
  } catch {
    return null;
  }
  const { memoryCost, timeCost, parallelism, version, outputLen, saltLen } = options;
  if (options.algorithm !== ARGON2ID) return null;
  if (memoryCost < 8 * parallelism || memoryCost > MAX_ARGON2_MEMORY_KIB) return null;
  if (timeCost < 1 || timeCost > MAX_ARGON2_TIME) return null;
  if (parallelism < 1 || parallelism > MAX_ARGON2_PARALLELISM) return null;
  if (outputLen < 16 || saltLen < 8) return null;
  return { kind: "argon2id", memoryCost, timeCost, parallelism, version, outputLen, saltLen };
}

const SCRYPT_PHC =
  /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/**
 * better-auth's own format, `<salt>:<key>` in hex, scrypt N=2^14, r=16, p=1, 64-byte key, the
 * salt's hex text itself being the salt (@better-auth/utils/password).
 */
const BETTER_AUTH_DEFAULT = /^([0-9a-f]{32}):([0-9a-f]{128})$/;

function parseScrypt(hash: string): ParsedScryptHash | null {
  const legacy = BETTER_AUTH_DEFAULT.exec(hash);
  if (legacy) {
    return {
      kind: "scrypt",
      log2N: 14,
      r: 16,
      p: 1,
      salt: Buffer.from(legacy[1]!, "utf8"),
      key: Buffer.from(legacy[2]!, "hex"),
    };
  }
  const match = SCRYPT_PHC.exec(hash);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const parsed: ParsedScryptHash = {
    kind: "scrypt",
    log2N: Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
  if (parsed.log2N < 1 || parsed.log2N > MAX_LOG2N) return null;
  if (parsed.r < 1 || parsed.r > MAX_R || parsed.p < 1 || parsed.p > MAX_P) return null;
  if (128 * 2 ** parsed.log2N * parsed.r > MAX_HASH_MEMORY) return null;
  if (parsed.key.length < 16 || parsed.salt.length < 8) return null;
  return parsed;
}

/** Reads a stored hash; null when it is not one we know or its parameters are out of bounds. */
export function parsePasswordHash(hash: string): ParsedHash | null {
  return ARGON2ID_PHC.test(hash) ? parseArgon2id(hash) : parseScrypt(hash);
}

/**
 * Whether a stored hash should be replaced by one made now: anything but Argon2id at
 * ARGON2_PARAMS (scrypt of ours or better-auth's, other Argon2 costs). Checked after a password
 * verified, when the password is at hand (auth.server.ts).
 */
export function needsRehash(hash: string): boolean {
  const parsed = parsePasswordHash(hash);
  return (
    parsed?.kind !== "argon2id" ||
    parsed.memoryCost !== ARGON2_PARAMS.memoryCost ||
    parsed.timeCost !== ARGON2_PARAMS.timeCost ||
    parsed.parallelism !== ARGON2_PARAMS.parallelism ||
    parsed.version !== V0X13 ||
    parsed.outputLen !== ARGON2_OUTPUT_LENGTH ||
    parsed.saltLen !== ARGON2_SALT_LENGTH
  );
}

function scryptAsync(password: string, parsed: ParsedScryptHash): Promise<Buffer> {
  const N = 2 ** parsed.log2N;
  const options: ScryptOptions = {
    N,
    r: parsed.r,
    p: parsed.p,
    // scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8); Node's default cap is 32 MiB.
    maxmem: 2 * 128 * N * parsed.r * parsed.p + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(normalised(password), parsed.salt, parsed.key.length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Checks a password against a stored hash: Argon2id by the library's own verify (constant-time),
 * the older scrypt formats by comparing keys in constant time. False for a hash we cannot read.
 */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed) return false;
  if (parsed.kind === "argon2id") {
    // A string parseOptions read may still be refused by verify (e.g. a key of a bad length).
    return argon2Verify(hash, normalised(password)).catch(() => false);
  }
  const key = await scryptAsync(password, parsed);
  // Same length by construction (the key is derived at the stored key's length).
  return timingSafeEqual(key, parsed.key);
}
