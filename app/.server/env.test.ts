import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const dir = () => mkdtempSync(path.join(tmpdir(), "vitrine-env-"));

describe("configuration", () => {
  it("defaults to port 3000 and the embedded SQLite database", () => {
    const d = dir();
    const env = parseEnv({ DATABASE_URL: `file:${d}/v.sqlite` });
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.LOG_LEVEL).toBe("info");
    // No proxy believed unless told: the client's address is the socket's peer.
    expect(env.TRUST_PROXY).toBe(0);
  });
  it("reads TRUST_PROXY as a number of proxy hops", () => {
    const d = dir();
    expect(parseEnv({ DATABASE_URL: `file:${d}/v.sqlite`, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    for (const bad of ["-1", "yes", "1.5", "11"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
  it("reads an optional SMTP_URL (smtp:// or smtps:// only) and sender for the e-mail notices", () => {
    const d = dir();
    const base = { DATABASE_URL: `file:${d}/v.sqlite` };
    // Unset: the notices wait in the outbox (docs/decisions/053-outbox.md).
    expect(parseEnv(base).SMTP_URL).toBeUndefined();
    expect(parseEnv(base).MAIL_FROM).toBeUndefined();
    const url = "smtps://loja:s%40nha@mail.example.com:465";
    expect(parseEnv({ ...base, SMTP_URL: url }).SMTP_URL).toBe(url);
    expect(parseEnv({ ...base, SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe(
      "smtp://127.0.0.1:2525",
    );
    for (const bad of ["http://mail.example.com", "mail.example.com", "smtp:", "smtp://"]) {
      expect(() => parseEnv({ ...base, SMTP_URL: bad })).toThrow(/SMTP_URL/);
    }
    for (const from of ["avisos@example.com", "Loja Vitrine <avisos@example.com>"]) {
      expect(parseEnv({ ...base, MAIL_FROM: from }).MAIL_FROM).toBe(from);
    }
    for (const bad of ["avisos", "Loja <avisos>", "a@b.c\r\nBcc: x@y.z"]) {
      expect(() => parseEnv({ ...base, MAIL_FROM: bad })).toThrow(/MAIL_FROM/);
    }
  });
  it("refuses a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
  it("generates a missing auth secret once and keeps it in the data directory", () => {
    const d = dir();
    const first = parseEnv({ DATABASE_URL: `file:${d}/v.sqlite` });
    const second = parseEnv({ DATABASE_URL: `file:${d}/v.sqlite` });
    expect(first.BETTER_AUTH_SECRET).toHaveLength(64);
    expect(second.BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET);
    expect(readFileSync(path.join(d, ".auth-secret"), "utf8")).toBe(first.BETTER_AUTH_SECRET);
  });
});
