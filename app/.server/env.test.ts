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
