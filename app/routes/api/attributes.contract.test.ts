import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { smallCatalogue } from "../../../tests/fixtures/import";

// The API's specifications, as a script uses them: the definitions (public),
// the administrator's writes of attributes and values, and products carrying `attributes`.

interface Attribute {
  id: number;
  code: string;
  name_es: string | null;
  type: string;
  values: { id: number; code: string; label: string; label_es: string | null }[];
  categories: number[];
}
interface Product {
  id: number;
  attributes: Record<string, unknown>;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(TEST_DB_KINDS)("JSON API contract: specifications on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  let shopper: string;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await smallCatalogue(t.db);
    admin = await tokenFor(t.db, "admin");
    shopper = await tokenFor(t.db, "user");
  });
  afterAll(() => t.cleanup());

  const post = (path: string, json: unknown, token = admin) =>
    callApi("POST", path, { token, json });

  it("writes need an administrator: 401 without credentials, 403 for a shopper's token", async () => {
    const body = { code: "cor", name: "Cor", type: "choice" };
    const anonymous = await callApi("POST", "/api/attributes", { json: body });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).error.code).toBe("unauthorized");
    expect((await post("/api/attributes", body, shopper)).status).toBe(403);
    expect((await callApi("DELETE", "/api/attributes/1", { token: shopper })).status).toBe(403);
    expect(
      (await callApi("PUT", "/api/categories/1/attributes", { json: { ids: [] } })).status,
    ).toBe(401);
  });

  it("a bad body answers 400 with a message per field, in the caller's language", async () => {
    const bad = await callApi("POST", "/api/attributes", {
      token: admin,
      json: { code: "Com Espaço", type: "cor", unit_code: "watts" },
      headers: { "accept-language": "es" },
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as ErrorBody;
    expect(error.code).toBe("validation");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["code", "name", "type", "unit_code"]);
    expect(error.fields!.code).toBe(
      "Use letras minúsculas, números y guiones (ej.: voltagem, 220v).",
    );
    expect(
      (
        await callApi("POST", "/api/attributes", {
          token: admin,
          body: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
  });

  it("creates a specification with its values (201), lists it publicly with every language, and refuses a taken code (409)", async () => {
    const created = await post("/api/attributes", {
      code: " Voltagem ",
      name: "Voltagem",
      name_es: "Voltaje",
      type: "choice",
      categories: [2],
    });
    expect(created.status).toBe(201);
    const attribute = (await created.json()) as Attribute;
    expect(created.headers.get("location")).toBe(`/api/attributes/${attribute.id}`);
    expect(attribute).toMatchObject({ code: "voltagem", name_es: "Voltaje", categories: [2] });
    for (const [code, label, label_es] of [
      ["220v", "220 V", null],
      ["bivolt", "Bivolt", "Bivoltaje"],
    ]) {
      const value = await post(`/api/attributes/${attribute.id}/values`, { code, label, label_es });
      expect(value.status).toBe(201);
    }
    const list = await callApi("GET", "/api/attributes");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
    const [listed] = (await list.json()) as Attribute[];
    expect(listed!.values.map((v) => [v.code, v.label, v.label_es])).toEqual([
      ["220v", "220 V", null],
      ["bivolt", "Bivolt", "Bivoltaje"],
    ]);
    expect(
      (await post("/api/attributes", { code: "voltagem", name: "X", type: "number" })).status,
    ).toBe(409);
    const dupValue = await post(`/api/attributes/${attribute.id}/values`, {
      code: "bivolt",
      label: "Outro",
    });
    expect(dupValue.status).toBe(409);
    expect(((await dupValue.json()) as ErrorBody).error.code).toBe("valueCodeTaken");
  });

  it("products carry `attributes` ({ code: value }) and the product writes take the same shape; an unknown code or value is a 400 field error", async () => {
    const power = (await (
      await post("/api/attributes", {
        code: "potencia",
        name: "Potência",
        type: "number",
        unit: "W",
      })
    ).json()) as Attribute;
    await post("/api/attributes", { code: "sem-fio", name: "Sem fio", type: "boolean" });
    const created = await post("/api/products", {
      name: "Furadeira API",
      brand: "bosch",
      category: 2,
      price: 99,
      attributes: { voltagem: "bivolt", potencia: 650, "sem-fio": false },
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;
    expect(product.attributes).toEqual({ voltagem: "bivolt", potencia: 650, "sem-fio": false });
    // The whole set is replaced: what is not sent is emptied.
    const updated = await callApi("PUT", `/api/products/${product.id}`, {
      token: admin,
      json: { attributes: { potencia: 1.5, voltagem: null } },
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as Product).attributes).toEqual({ potencia: 1.5 });
    for (const [attributes, code, field] of [
      [{ nada: 1 }, "unknownAttribute", "attributes.nada"],
      [{ voltagem: "127v" }, "invalidAttributeValue", "attributes.voltagem"],
      [{ potencia: "forte" }, "invalidAttributeValue", "attributes.potencia"],
    ] as const) {
      const refused = await callApi("PATCH", `/api/products/${product.id}`, {
        token: admin,
        json: { attributes },
      });
      expect(refused.status).toBe(400);
      const { error } = (await refused.json()) as ErrorBody;
      expect(error.code).toBe(code);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    const read = await callApi("GET", `/api/products/${product.id}`);
    expect(((await read.json()) as Product).attributes).toEqual({ potencia: 1.5 });
    // The attribute's definition names the unit the number is in.
    expect(
      ((await (await callApi("GET", `/api/attributes/${power.id}`)).json()) as { unit: string })
        .unit,
    ).toBe("W");
  });

  it("deleting a value in use answers 409 with the number of products; ?confirm= with that number deletes it", async () => {
    const [voltage] = (await (await callApi("GET", "/api/attributes")).json()) as Attribute[];
    const bivolt = voltage!.values.find((v) => v.code === "bivolt")!;
    await post("/api/products", {
      name: "Serra API",
      brand: "bosch",
      category: 2,
      price: 50,
      attributes: { voltagem: "bivolt" },
    });
    const path = `/api/attributes/${voltage!.id}/values/${bivolt.id}`;
    const refused = await callApi("DELETE", path, { token: admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: "valueInUse",
        message: "Produtos com este valor: 1. Para excluí-lo mesmo assim, envie confirm=1.",
      },
    });
    expect((await callApi("DELETE", `${path}?confirm=2`, { token: admin })).status).toBe(409);
    expect((await callApi("DELETE", `${path}?confirm=1`, { token: admin })).status).toBe(204);
    expect((await callApi("GET", path)).status).toBe(404);
  });

  it("merging moves a value's products to the kept value; renaming, reordering and a category's order answer 200", async () => {
    const [voltage] = (await (await callApi("GET", "/api/attributes")).json()) as Attribute[];
    const v220 = voltage!.values.find((v) => v.code === "220v")!;
    const typo = (await (
      await post(`/api/attributes/${voltage!.id}/values`, { code: "220-v", label: "220V" })
    ).json()) as { id: number };
    const product = (await (
      await post("/api/products", {
        name: "Esmerilhadeira API",
        brand: "bosch",
        category: 2,
        price: 70,
        attributes: { voltagem: "220-v" },
      })
    ).json()) as Product;
    const merged = await post(`/api/attributes/${voltage!.id}/values/${typo.id}/merge`, {
      into: v220.id,
    });
    expect(merged.status).toBe(200);
    const read = await callApi("GET", `/api/products/${product.id}`);
    expect(((await read.json()) as Product).attributes).toEqual({ voltagem: "220v" });
    const into = await post(`/api/attributes/${voltage!.id}/values/${v220.id}/merge`, {
      into: v220.id,
    });
    expect(into.status).toBe(400);

    const renamed = await callApi("PATCH", `/api/attributes/${voltage!.id}/values/${v220.id}`, {
      token: admin,
      json: { label_es: "220 voltios" },
    });
    expect(((await renamed.json()) as { label_es: string }).label_es).toBe("220 voltios");

    const all = ((await (await callApi("GET", "/api/attributes")).json()) as Attribute[]).map(
      (a) => a.id,
    );
    const ordered = await callApi("PUT", "/api/attributes/order", {
      token: admin,
      json: [...all].reverse(),
    });
    expect(((await ordered.json()) as Attribute[]).map((a) => a.id)).toEqual([...all].reverse());
    expect(
      (await callApi("PUT", "/api/attributes/order", { token: admin, json: [all[0]] })).status,
    ).toBe(400);

    const category = await callApi("PUT", "/api/categories/2/attributes", {
      token: admin,
      json: { ids: [...all].reverse() },
    });
    expect(category.status).toBe(200);
    const listed = (await (
      await callApi("GET", "/api/categories/2/attributes")
    ).json()) as Attribute[];
    expect(listed.map((a) => a.id)).toEqual([...all].reverse());
    expect((await callApi("GET", "/api/categories/999/attributes")).status).toBe(404);
  });

  it("the type of a specification in use cannot change (409); an unknown one answers 404", async () => {
    const voltage = ((await (await callApi("GET", "/api/attributes")).json()) as Attribute[]).find(
      (a) => a.code === "voltagem",
    );
    const refused = await callApi("PATCH", `/api/attributes/${voltage!.id}`, {
      token: admin,
      json: { type: "number" },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("typeInUse");
    expect((await callApi("GET", "/api/attributes/99999")).status).toBe(404);
    expect(
      (await callApi("PUT", "/api/attributes/99999", { token: admin, json: { name: "X" } })).status,
    ).toBe(404);
  });

  // Runs last: every answer the tests above received, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(20);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
