import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "~/routes/api/routes";
import { openApiDocument } from "./openapi.server";

describe("OpenAPI document", () => {
  const doc = openApiDocument("http://localhost:3000");

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as object);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lists every route the server answers under /api", () => {
    const served = apiRoutes
      .map((r) => r.path ?? "")
      .filter((p) => !p.endsWith("*")) // the 404 catch-all and better-auth's own endpoints
      .map((p) => `/${p.replace(/:(\w+)/g, "{$1}")}`);
    expect(served.length).toBeGreaterThan(10);
    for (const path of served) expect(Object.keys(doc.paths)).toContain(path);
  });
});
