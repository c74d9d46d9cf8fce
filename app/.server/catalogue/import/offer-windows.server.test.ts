import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { csvFile, importFile, planFile, smallCatalogue } from "../../../../tests/fixtures/import";
import { importSpecs } from "../../../../tests/fixtures/import-attributes";
import { parseOfferCell } from "./row-values.server";

// Offer windows in the sheet (docs/decisions/066-scheduled-offers.md): `oferta início` and
// `oferta fim` set a product's window (its one variant follows) or, on `grupo` rows, a variant's.

describe("rule: an offer window's cell is a date in the shop's time, ISO, or empty", () => {
  it("reads ISO with an offset, ISO without one and dd/mm/aaaa [hh:mm] as Asunción time", () => {
    expect(parseOfferCell("2026-12-05T23:59:00-03:00")).toEqual({
      ok: true,
      value: "2026-12-06T02:59:00.000Z",
    });
    expect(parseOfferCell("30/11/2026 08:00")).toEqual({
      ok: true,
      value: "2026-11-30T11:00:00.000Z",
    });
    expect(parseOfferCell("01/12/2026")).toEqual({ ok: true, value: "2026-12-01T03:00:00.000Z" });
    expect(parseOfferCell("")).toEqual({ ok: true, value: null });
  });
  it("refuses other text and numbers as invalidOfferDate", () => {
    expect(parseOfferCell("amanhã")).toEqual({ ok: false, code: "invalidOfferDate" });
    expect(parseOfferCell("31/02/2026")).toMatchObject({ ok: false });
    expect(parseOfferCell(46000)).toEqual({ ok: false, code: "invalidOfferDate" });
  });
});

describe.each(TEST_DB_KINDS)("offer windows in the import on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importSpecs(t.db);
  });
  afterAll(() => t.cleanup());

  const variant = (sku: string) =>
    t.db
      .selectFrom("variant")
      .select(["product_id", "offer_starts_at", "offer_ends_at"])
      .where("sku", "=", sku)
      .executeTakeFirstOrThrow();

  it("grupo rows set each variant's window; a product row sets the product's, which its variant follows", async () => {
    const titles = ["grupo", "sku", "nome", "preço", "preço original", "oferta"];
    const window = ["oferta início", "oferta fim"];
    const plain = ["marca", "categoria", "opções", "voltagem"];
    const { result } = await importFile(
      t.db,
      csvFile([
        [...titles, ...window, ...plain],
        [
          "f1",
          "W-127",
          "Furadeira",
          "90",
          "100",
          "sim",
          "30/11/2026 08:00",
          "",
          "Bosch",
          "2",
          "voltagem",
          "127v",
        ],
        [
          "f1",
          "W-220",
          "Furadeira",
          "95",
          "100",
          "sim",
          "",
          "2026-12-05T23:59:00-03:00",
          "Bosch",
          "2",
          "voltagem",
          "220v",
        ],
        [
          "",
          "W-ALONE",
          "Alicate",
          "9",
          "10",
          "sim",
          "01/12/2026",
          "2026-12-24",
          "Bosch",
          "1",
          "",
          "",
        ],
      ]),
    );
    expect(result.created).toBe(2);
    expect(await variant("W-127")).toMatchObject({
      offer_starts_at: "2026-11-30T11:00:00.000Z",
      offer_ends_at: null,
    });
    expect(await variant("W-220")).toMatchObject({
      offer_starts_at: null,
      offer_ends_at: "2026-12-06T02:59:00.000Z",
    });
    const alone = await variant("W-ALONE");
    expect(alone).toMatchObject({
      offer_starts_at: "2026-12-01T03:00:00.000Z",
      offer_ends_at: "2026-12-24T03:00:00.000Z",
    });
    const product = await t.db
      .selectFrom("product")
      .select(["offer_starts_at", "offer_ends_at"])
      .where("id", "=", alone.product_id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({
      offer_starts_at: "2026-12-01T03:00:00.000Z",
      offer_ends_at: "2026-12-24T03:00:00.000Z",
    });
  });

  it("a changed window is listed among the plan's fields, and written; an empty cell opens it", async () => {
    const file = csvFile([
      ["sku", "oferta início", "oferta fim"],
      ["W-ALONE", "", "2026-12-31T00:00-03:00"],
      ["W-127", "30/11/2026 08:00", "10/12/2026"],
    ]);
    const plan = await planFile(t.db, file);
    expect(plan.errors).toEqual([]);
    expect(plan.updates.map((u) => u.fields)).toEqual([
      ["offer_starts_at", "offer_ends_at"],
      ["offer_ends_at"],
    ]);
    await importFile(t.db, file);
    expect(await variant("W-ALONE")).toMatchObject({
      offer_starts_at: null,
      offer_ends_at: "2026-12-31T03:00:00.000Z",
    });
    expect(await variant("W-127")).toMatchObject({
      offer_starts_at: "2026-11-30T11:00:00.000Z",
      offer_ends_at: "2026-12-10T03:00:00.000Z",
    });
    // The same sheet again changes nothing.
    expect((await planFile(t.db, file)).updates).toEqual([]);
  });

  it("a bad date and a window whose end is not after its start are row errors", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "oferta início", "oferta fim"],
        ["W-ALONE", "amanhã", ""],
        ["W-220", "10/12/2026", "10/12/2026"],
      ]),
    );
    expect(plan.errors).toMatchObject([
      { row: 2, column: "oferta início", field: "offer_starts_at", code: "invalidOfferDate" },
      { row: 3, column: "oferta fim", field: "offer_ends_at", code: "offerWindowReversed" },
    ]);
    // The end alone, before the start the variant keeps (30/11 08:00), or the product keeps.
    const alone = await planFile(
      t.db,
      csvFile([
        ["sku", "oferta fim"],
        ["W-127", "01/11/2026"],
        ["W-ALONE", "01/11/2026"],
      ]),
    );
    expect(alone.errors).toMatchObject([
      { row: 2, field: "offer_ends_at", code: "offerWindowReversed" },
    ]);
    await importFile(
      t.db,
      csvFile([
        ["sku", "oferta início"],
        ["W-ALONE", "20/12/2026"],
      ]),
    );
    expect(
      (
        await planFile(
          t.db,
          csvFile([
            ["sku", "oferta fim"],
            ["W-ALONE", "01/11/2026"],
          ]),
        )
      ).errors,
    ).toMatchObject([{ row: 2, column: "oferta fim", code: "offerWindowReversed" }]);
  });
});
