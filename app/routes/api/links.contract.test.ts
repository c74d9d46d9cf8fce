import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/.server/db/seed/seed.server";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// Links between products over the API (docs/decisions/067-product-links.md): a product carries
// `accessories`, `spare_parts` and `compatible_with` (ids in order), written with PUT and PATCH;
// a product named as another's accessory or spare part lists it in its own `compatible_with`.
describe.each(TEST_DB_KINDS)("JSON API: product links on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  let shopper: string;
  let ids: number[];
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await tokenFor(t.db, "admin");
    shopper = await tokenFor(t.db, "user");
    // Products the demo links nothing to.
    ids = (await t.db.selectFrom("product").select("id").orderBy("id").limit(5).execute()).map(
      (r) => r.id,
    );
  });
  afterAll(() => t.cleanup());

  type Links = { accessories: number[]; spare_parts: number[]; compatible_with: number[] };
  type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };
  const get = async (id: number) =>
    (await (await callApi("GET", `/api/products/${id}`)).json()) as Links;
  const put = (id: number, json: object, token = admin, method = "PUT") =>
    callApi(method, `/api/products/${id}`, { token, json });

  it("writes each list in order, shows the link on both sides, and leaves absent lists alone", async () => {
    const [machine, battery, bits, brush, charger] = ids as [
      number,
      number,
      number,
      number,
      number,
    ];
    const res = await put(machine, {
      accessories: [bits, battery, bits],
      spare_parts: [brush],
      compatible_with: [charger],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      accessories: [bits, battery],
      spare_parts: [brush],
      compatible_with: [charger],
    });
    expect(await get(battery)).toMatchObject({ accessories: [], compatible_with: [machine] });
    expect((await get(brush)).compatible_with).toEqual([machine]);
    expect((await get(charger)).compatible_with).toEqual([machine]);

    // PATCH of one list: the others stay.
    const patched = await put(machine, { accessories: [battery] }, admin, "PATCH");
    expect(await patched.json()).toMatchObject({
      accessories: [battery],
      spare_parts: [brush],
      compatible_with: [charger],
    });
    // The battery writes back what it read: its derived side is not stored again.
    const back = await put(battery, { compatible_with: [machine] });
    expect(back.status).toBe(200);
    expect((await get(battery)).compatible_with).toEqual([machine]);
    expect(
      await t.db
        .selectFrom("product_link")
        .select("product_id")
        .where("product_id", "=", battery)
        .execute(),
    ).toEqual([]);
    // The list page carries them too.
    const list = (await (await callApi("GET", `/api/products?per_page=100`)).json()) as (Links & {
      id: number;
    })[];
    expect(list.find((p) => p.id === battery)?.compatible_with).toEqual([machine]);
    // Cleared.
    await put(machine, { accessories: [], spare_parts: [], compatible_with: [] });
    expect(await get(battery)).toMatchObject({ compatible_with: [] });
  });

  it("refuses unknown products, the product itself and bad lists with 400 and the field, writing nothing", async () => {
    const [machine, battery] = ids as [number, number];
    const before = await get(machine);
    const unknown = await put(machine, { accessories: [battery, 987654], name: "Changed" });
    expect(unknown.status).toBe(400);
    const refusal = (await unknown.json()) as Refusal;
    expect(refusal.error).toMatchObject({
      code: "unknownProducts",
      fields: { accessories: expect.any(String) },
    });
    expect(refusal.error.message).toContain("987654");
    expect(
      (await t.db.selectFrom("product").select("name").where("id", "=", machine).executeTakeFirst())
        ?.name,
    ).not.toBe("Changed");

    const self = await put(machine, { spare_parts: [machine] });
    expect(self.status).toBe(400);
    expect(((await self.json()) as Refusal).error).toMatchObject({
      code: "selfLink",
      fields: { spare_parts: expect.any(String) },
    });
    const bad = await put(machine, { compatible_with: ["x"] });
    expect(bad.status).toBe(400);
    const many = await put(machine, { accessories: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(many.status).toBe(400);
    expect(await get(machine)).toEqual(before);
  });

  it("lets only administrators write links", async () => {
    const [machine, battery] = ids as [number, number];
    expect((await put(machine, { accessories: [battery] }, shopper)).status).toBe(403);
    expect(
      (await callApi("PUT", `/api/products/${machine}`, { json: { accessories: [battery] } }))
        .status,
    ).toBe(401);
  });

  // Runs last: every answer above, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(0);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
