import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the production server, typed by its JSDoc only.
import { resolve } from "../../server/router-production.mjs";

type Resolved = { url: string; format?: string };
const nextResolve = async (specifier: string): Promise<Resolved> => ({
  url: pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href,
  format: "module",
});

describe("the production server's React Router", () => {
  it("loads React Router's production build, which its package never names", async () => {
    const resolved = (await resolve("react-router", {}, nextResolve)) as Resolved;
    expect(resolved.url).toMatch(/\/node_modules\/react-router\/dist\/production\/index\.m?js$/);
    expect(resolved.format).toBe("module");
  });

  it("leaves every other module where Node found it", async () => {
    const resolved = (await resolve("react", {}, nextResolve)) as Resolved;
    expect(resolved.url).toMatch(/\/node_modules\/react\/index\.js$/);
  });
});
