import { randomBytes, scryptSync } from "node:crypto";
import { hash as argon2Hash } from "@node-rs/argon2";
import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import {
  ARGON2_PARAMS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyPassword,
} from "./password.server";

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

/** A scrypt PHC string as this shop stored them before Argon2id (N=2^ln, r, p, 64-byte key). */
function scryptPhc(password: string, { ln = 17, r = 8, p = 1 } = {}): string {
  const salt = randomBytes(16);
  const N = 2 ** ln;
  const key = scryptSync(password.normalize("NFKC"), salt, 64, {
    N,
    r,
    p,
    maxmem: 2 * 128 * N * r * p,
  });
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

/** An Argon2id PHC string at other costs than ours (cheap, so the tests stay fast). */
const argon2idAt = (password: string, options: { memoryCost: number; timeCost: number }) =>
  argon2Hash(password, { ...options, parallelism: 1, algorithm: 2 });

describe("password hashing", () => {
  it("hashes with Argon2id at OWASP's parameters (m=19456 KiB, t=2, p=1), stored with the hash", async () => {
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(parsePasswordHash(hash)).toMatchObject({
      kind: "argon2id",
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
      saltLen: 16,
      outputLen: 32,
    });
    expect(needsRehash(hash)).toBe(false);
  });

  it("verifies the right password and refuses a wrong one (Argon2id round trip)", async () => {
    const hash = await hashPassword("segredo123");
    expect(await verifyPassword({ hash, password: "segredo123" })).toBe(true);
    expect(await verifyPassword({ hash, password: "segredo124" })).toBe(false);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
  });

  it("normalises the password (NFKC) in every format, so a password typed another way still matches", async () => {
    // "ﬁ" (one ligature character) and "fi", a full-width "Ａ" and "A": the same under NFKC.
    const typed = "ﬁgo Ａzul 1";
    const pasted = "figo Azul 1";
    for (const hash of [
      await hashPassword(typed),
      scryptPhc(typed, { ln: 10 }),
      await betterAuthDefaultHash(pasted.normalize("NFKC")),
    ]) {
      expect(await verifyPassword({ hash, password: pasted })).toBe(true);
      expect(await verifyPassword({ hash, password: typed })).toBe(true);
    }
  });

  it("still verifies our scrypt hashes (N=2^17 or other parameters, they travel with the hash) and asks to replace them", async () => {
    for (const hash of [scryptPhc("antiga"), scryptPhc("antiga", { ln: 10 })]) {
      expect(parsePasswordHash(hash)).toMatchObject({ kind: "scrypt" });
      expect(await verifyPassword({ hash, password: "antiga" })).toBe(true);
      expect(await verifyPassword({ hash, password: "antigo" })).toBe(false);
      expect(needsRehash(hash)).toBe(true);
    }
  });

  it("still verifies better-auth's default hashes (N=2^14, r=16, hex salt:key) and asks to replace them", async () => {
    const hash = await betterAuthDefaultHash("segredo antigo");
    expect(parsePasswordHash(hash)).toMatchObject({ kind: "scrypt", log2N: 14, r: 16, p: 1 });
    expect(await verifyPassword({ hash, password: "segredo antigo" })).toBe(true);
    expect(await verifyPassword({ hash, password: "segredo novo" })).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it("asks for a new hash whenever a stored one is not Argon2id at the current parameters", async () => {
    expect(needsRehash(await hashPassword("x"))).toBe(false);
    const cheaper = await argon2idAt("x", { memoryCost: 4096, timeCost: 2 });
    expect(await verifyPassword({ hash: cheaper, password: "x" })).toBe(true);
    expect(needsRehash(cheaper)).toBe(true);
    expect(needsRehash(await argon2idAt("x", { memoryCost: 19_456, timeCost: 1 }))).toBe(true);
    expect(needsRehash("")).toBe(true);
    expect(needsRehash("not a hash")).toBe(true);
  });

  it("refuses malformed hashes and out-of-bounds parameters instead of computing them", async () => {
    const salt = b64(randomBytes(16));
    const key = b64(randomBytes(32));
    const scryptKey = b64(randomBytes(64));
    for (const hash of [
      "",
      "salt:key",
      "$argon2id$v=19$m=19456,t=2,p=1$not base64!$key",
      // Argon2id above 256 MiB, 10 passes or 4 lanes: a corrupt row must not allocate gigabytes.
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${key}`,
      `$argon2id$v=19$m=263169,t=2,p=1$${salt}$${key}`,
      `$argon2id$v=19$m=19456,t=11,p=1$${salt}$${key}`,
      `$argon2id$v=19$m=19456,t=2,p=5$${salt}$${key}`,
      // Other Argon2 variants are not ours.
      `$argon2i$v=19$m=19456,t=2,p=1$${salt}$${key}`,
      // scrypt past 256 MiB (512 MiB: N=2^19 and r=8, or N=2^17 and r=32), or out of bounds.
      `$scrypt$ln=19,r=8,p=1$${salt}$${scryptKey}`,
      `$scrypt$ln=17,r=32,p=1$${salt}$${scryptKey}`,
      `$scrypt$ln=30,r=8,p=1$${salt}$${scryptKey}`,
      `$scrypt$ln=17,r=8,p=99$${salt}$${scryptKey}`,
    ]) {
      expect(parsePasswordHash(hash), hash).toBeNull();
      expect(await verifyPassword({ hash, password: "x" }), hash).toBe(false);
      expect(needsRehash(hash), hash).toBe(true);
    }
  });
});
