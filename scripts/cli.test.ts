import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readCommandLine, readInteger } from "./cli";

// Every `npm run` script refuses unknown flags and bad values with its usage
// and exit code 2 (scripts/cli.ts, Node's util.parseArgs in strict mode).

const spec = {
  usage: "Usage: x -- FILE [--apply] [--rows N]",
  options: { apply: { type: "boolean" }, rows: { type: "string" } },
  positionals: { min: 1, max: 1 },
} as const;

describe("strict command lines", () => {
  it("reads known flags and the file", () => {
    const read = readCommandLine(["list.csv", "--apply", "--rows", "5"], spec);
    expect(read).toMatchObject({
      ok: true,
      line: { values: { apply: true, rows: "5" }, positionals: ["list.csv"] },
    });
  });
  it("refuses an unknown flag, a flag without its value, a value for a switch, a missing or extra file", () => {
    for (const argv of [
      ["list.csv", "--bogus"],
      ["list.csv", "--rows"],
      ["list.csv", "--apply=yes"],
      [],
      ["a.csv", "b.csv"],
      ["list.csv", "--rows", "--apply"],
    ]) {
      expect(readCommandLine(argv, spec).ok, argv.join(" ")).toBe(false);
    }
  });
  it("takes whole numbers within bounds only", () => {
    const bounds = { min: 1, max: 100, fallback: 10 };
    expect(readInteger(undefined, "rows", bounds)).toEqual({ ok: true, value: 10 });
    expect(readInteger("42", "rows", bounds)).toEqual({ ok: true, value: 42 });
    for (const bad of ["abc", "1e3", "2.5", "-1", "0", "101", " 5", ""]) {
      expect(readInteger(bad, "rows", bounds).ok, bad).toBe(false);
    }
  });
});

describe("npm run catalogue:import (a real process on a SQLite file of its own)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`,
    LOG_LEVEL: "warn",
    // Vite puts its own BASE_URL ("/") in the test process's environment; ours is an origin.
    BASE_URL: "http://localhost:3000",
  };
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", ...args], {
      env,
      encoding: "utf8",
    });

  it("refuses a wrong command line with its usage and exit code 2", () => {
    // Each refusal readCommandLine makes is above; this is the script's own use of it.
    const out = run(path.join(dir, "list.csv"), "--apply", "--dry-run");
    expect(out.status).toBe(2);
    expect(out.stderr).toContain("--dry-run and --apply exclude each other");
    expect(out.stderr).toContain("Usage: npm run catalogue:import -- FILE");
  }, 60_000);

  it("previews without writing, applies with --apply, and says why a file is refused", () => {
    const file = path.join(dir, "new.csv");
    writeFileSync(
      file,
      "sku;nome;preço;marca;categoria\nCLI-1;Alicate;9,90;Nova Marca;Nova Categoria\n",
    );
    const preview = run(file, "--create-missing", "--lang", "en");
    expect(preview.status, preview.stderr).toBe(0);
    expect(preview.stdout).toContain("create: 1");
    expect(preview.stdout).toContain("Preview only");
    const applied = run(file, "--create-missing", "--apply");
    expect(applied.status, applied.stderr).toBe(0);
    expect(applied.stdout).toContain("Applied: 1 created");
    const bad = path.join(dir, "bad.csv");
    writeFileSync(bad, "foo;bar\n1;2\n");
    const refused = run(bad, "--lang", "en");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("No known column");
  }, 120_000);
});
