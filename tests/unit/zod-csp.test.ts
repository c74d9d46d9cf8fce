import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === ".server" ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.server\.tsx?$/.test(name)
      ? [full]
      : [];
  });
}

describe("zod runs without eval in the browser (docs/decisions/038-security-headers-and-csp.md)", () => {
  it("every browser module that uses zod at run time imports ~/lib/zod-csp first", () => {
    const offenders = sources(path.join(root, "app")).filter((file) => {
      const text = readFileSync(file, "utf8");
      if (file.endsWith(path.join("lib", "zod-csp.ts"))) return false;
      const usesZod = /^import (?!type )[^;]*from "zod";/m.test(text);
      if (!usesZod) return false;
      const firstImport = /^import [^;]*;/m.exec(text)?.[0] ?? "";
      return !/^import "(?:~\/lib|\.)\/zod-csp";$/.test(firstImport);
    });
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
