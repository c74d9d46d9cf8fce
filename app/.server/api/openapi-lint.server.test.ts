import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi.server";

// /api/openapi.json is what generated clients are built from. It passes
// Redocly's recommended lint, and openapi-typescript makes a client of it that type-checks.

// A deployment's address: the lint rightly warns about a document served for localhost.
const doc = openApiDocument("https://shop.vitrine.test");
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, unknown>[];
  responses: Record<string, unknown>;
}

const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
  METHODS.flatMap((method) => {
    const operation = (item as Partial<Record<string, Operation>>)[method];
    return operation ? [{ route, method, operation }] : [];
  }),
);

/**
 * The reads that refuse nothing: public lists take any query (unknown values fall back to their
 * defaults) and read no credentials, and the document and its reference are fixed. Redocly asks
 * every operation for a 4xx answer; inventing one for these would be a false contract, so its
 * warning is set aside for exactly these, through its own ignore list.
 */
const REFUSE_NOTHING = [
  "GET /api/products",
  "GET /api/products/special-offers",
  "GET /api/products/facets",
  "GET /api/categories",
  "GET /api/brands",
  "GET /api/attributes",
  "GET /api/openapi.json",
  "GET /api/docs",
];

const pointer = (route: string, method: string) =>
  `#/paths/${route.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}/responses`;

const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(", ")}`;

describe("OpenAPI document for generated clients", () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const source = "/openapi.json";
    const config = await createConfig(
      { extends: ["recommended"] },
      {
        ignore: {
          [source]: {
            "operation-4xx-response": new Set(
              REFUSE_NOTHING.map((op) => {
                const [method, route] = op.split(" ") as [string, string];
                return pointer(route, method.toLowerCase());
              }),
            ),
          },
        },
      },
    );
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: source,
      config,
    });
    const reported = problems.filter((p) => !p.ignored).map(describeProblem);
    expect(reported, `Redocly recommended lint:\n${reported.join("\n")}`).toEqual([]);
    // The set-aside list names exactly the operations without a 4xx, no more.
    expect(problems.filter((p) => p.ignored)).toHaveLength(REFUSE_NOTHING.length);
  });

  it("names every operation by a unique camelCase operationId and declares who may call it", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, method, operation } of operations) {
      expect(operation.security, `${method} ${route}`).toBeInstanceOf(Array);
    }
  });

  it("documents 401 and 403 on every operation that needs an administrator", () => {
    const adminOnly = operations.filter(
      ({ operation: { security = [] } }) =>
        security.length > 0 && security.every((s) => Object.keys(s).length > 0),
    );
    expect(adminOnly.length).toBeGreaterThan(10);
    for (const { route, method, operation } of adminOnly) {
      expect(Object.keys(operation.responses), `${method} ${route}`).toEqual(
        expect.arrayContaining(["401", "403"]),
      );
    }
  });

  it("answers a 4xx on every operation but the reads that refuse nothing", () => {
    const without = operations
      .filter(({ operation }) => !Object.keys(operation.responses).some((c) => c.startsWith("4")))
      .map(({ route, method }) => `${method.toUpperCase()} ${route}`);
    expect(without.sort()).toEqual([...REFUSE_NOTHING].sort());
  });

  it("generates an openapi-typescript client that compiles under strict TypeScript", async () => {
    const schema = astToString(await openapiTS(JSON.stringify(doc), { silent: true }));
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-openapi-"));
    try {
      writeFileSync(path.join(dir, "schema.ts"), schema);
      const client = path.join(dir, "client.ts");
      writeFileSync(
        client,
        `import type { components, operations, paths } from "./schema";

type Products = paths["/api/products"]["get"]["responses"]["200"]["content"]["application/json"];
type NewProduct = operations["createProduct"]["requestBody"]["content"]["application/json"];
type Refusal = components["responses"]["E404"]["content"]["application/json"];

export function cheapest(products: Products): number | undefined {
  const prices = products.map((p) => p.price);
  return prices.length ? Math.min(...prices) : undefined;
}

export const draft: NewProduct = { name: "Serra", brand: "tramontina", category: 1, price: "12,50" };

export const code = (refusal: Refusal): string => refusal.error.code;

export function misspelt(products: Products) {
  // @ts-expect-error a product has no "title"
  return products[0]?.title;
}

// @ts-expect-error no operation has this id
export type Missing = operations["listEverything"];
`,
      );
      const program = ts.createProgram([client], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ["lib.es2022.d.ts"],
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(diagnostics, diagnostics.join("\n")).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
