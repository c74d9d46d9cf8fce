import { describe, expect, it } from "vitest";
import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import {
  hashPassword,
  needsRehash,
  parsePasswordHash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "./password.server";

describe("password hashing", () => {
  it("uses scrypt at OWASP's minimum: N=2^17, r=8, p=1, stored with the hash", async () => {
    expect(SCRYPT_PARAMS).toMatchObject({ log2N: 17, r: 8, p: 1 });
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    const parsed = parsePasswordHash(hash);
    expect(parsed).toMatchObject({ log2N: 17, r: 8, p: 1 });
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.key).toHaveLength(64);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("segredo123");
    expect(await verifyPassword({ hash, password: "segredo123" })).toBe(true);
    expect(await verifyPassword({ hash, password: "segredo124" })).toBe(false);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
  });

  it("still verifies hashes made with other parameters (they travel with the hash)", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("legacy", salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const hash = `$scrypt$ln=10,r=8,p=1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword({ hash, password: "legacy" })).toBe(true);
  });

  it("refuses malformed hashes and absurd parameters instead of computing them", async () => {
    for (const hash of [
      "",
      "salt:key",
      "$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5",
      "$scrypt$ln=17,r=8,p=99$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5",
    ]) {
      expect(await verifyPassword({ hash, password: "x" })).toBe(false);
    }
  });

  it("verifies better-auth's default hashes (N=2^14, r=16, hex salt:key), so such accounts still sign in", async () => {
    const hash = await betterAuthDefaultHash("segredo antigo");
    expect(parsePasswordHash(hash)).toMatchObject({ log2N: 14, r: 16, p: 1 });
    expect(await verifyPassword({ hash, password: "segredo antigo" })).toBe(true);
    expect(await verifyPassword({ hash, password: "segredo novo" })).toBe(false);
  });

  it("asks for a new hash whenever a stored one is not at the current parameters", async () => {
    expect(needsRehash(await hashPassword("x"))).toBe(false);
    expect(needsRehash(await betterAuthDefaultHash("x"))).toBe(true);
    const salt = "c2FsdHNhbHRzYWx0c2FsdA";
    const key = Buffer.alloc(64, 1).toString("base64").replace(/=+$/, "");
    expect(needsRehash(`$scrypt$ln=14,r=8,p=1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`$scrypt$ln=17,r=4,p=1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`$scrypt$ln=17,r=8,p=1$${salt}$${key}`)).toBe(false);
    expect(needsRehash("")).toBe(true);
  });
});
