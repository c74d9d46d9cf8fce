import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AUTH_COOKIE_PREFIX } from "../auth/cookie-prefix";
import { openApiDocument } from "./openapi.server";
import { RESPONSE_SCHEMAS } from "./openapi-schemas.server";

// The route and method list, and every answer of the contract tests, are checked against the
// served document in app/routes/api/api-access.test.ts and api.contract.test.ts.

describe("OpenAPI document", () => {
  const doc = openApiDocument("http://localhost:3000");

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      // The validator's own type for a document; ours is a plain object of the same shape.
      structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("generates the answers' schemas from the Zod schemas the DTOs are typed by", () => {
    const schemas = doc.components.schemas as Record<string, object>;
    for (const [name, schema] of Object.entries(RESPONSE_SCHEMAS)) {
      const { $schema: _, ...generated } = z.toJSONSchema(schema, {
        io: "output",
        target: "draft-2020-12",
        unrepresentable: "any",
      });
      expect(schemas[name], name).toEqual(generated);
    }
    expect(Object.keys(RESPONSE_SCHEMAS)).toEqual(
      expect.arrayContaining(["Product", "Brand", "Poster", "Category", "Error", "RegisterAnswer"]),
    );
  });

  it("documents register's 201 and its 400, 409, 413, 415 and 429 refusals", () => {
    const { responses } = doc.paths["/api/auth/register"].post;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(["201", "400", "409", "413", "415", "429"]),
    );
    expect(responses).not.toHaveProperty("200");
    expect(responses[201].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/RegisterAnswer",
    });
  });

  it("names the real session cookie: vitrine.session_token, __Secure- over https", () => {
    expect(doc.components.securitySchemes.sessionCookie.name).toBe(
      `${AUTH_COOKIE_PREFIX}.session_token`,
    );
    expect(doc.components.securitySchemes.sessionCookie.name).toBe("vitrine.session_token");
    expect(
      openApiDocument("https://shop.example").components.securitySchemes.sessionCookie.name,
    ).toBe("__Secure-vitrine.session_token");
  });
});
