import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removedVariants } from "~/.server/catalogue/variant-removals.server";
import { productVariants } from "~/.server/catalogue/variants.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { changeEnquiry, getEnquiryWithPrices } from "~/.server/enquiries/admin-enquiries.server";
import { createEnquiry } from "~/.server/enquiries/enquiries.server";
import type { VariantsResult } from "~/lib/variant-removal";
import {
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { createTestDrill, type TestDrill } from "../../../../tests/fixtures/variant-product";
import { action } from "../product-variants";

// The variants editor asks before it removes a combination an open enquiry names
// (docs/decisions/065-product-variants.md); the enquiry keeps its line's SKU and options after.

describe("the combinations a save removes", () => {
  const value = (attribute: string, code: string) => ({
    attribute: { code: attribute },
    value: { code },
  });
  const v127 = { id: 1, values: [value("voltagem", "127v")] };
  const v220 = { id: 2, values: [value("voltagem", "220v")] };
  const row = (voltagem: string) => ({ options: { voltagem } });

  it("are the stored combinations the new list leaves out", () => {
    const input = { options: ["voltagem"], variants: [row("127v"), row("bivolt")] };
    expect(removedVariants([v127, v220] as never, input as never)).toEqual([v220]);
  });

  it("are every variant when the options change, and none when a product without options stays so", () => {
    const noOptions = { options: [], variants: [{ options: {} }] };
    expect(removedVariants([v127, v220] as never, noOptions as never)).toEqual([v127, v220]);
    expect(removedVariants([{ id: 3, values: [] }] as never, noOptions as never)).toEqual([]);
  });
});

describe.each(TEST_DB_KINDS)("removing a combination an open enquiry names, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    admin = await newAdmin(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  const save = async (id: number, fields: Record<string, string>) => {
    const out = await callHandler(
      action,
      formRequest(
        `/admin/produtos/${id}/variantes`,
        { intent: "save", ...fields },
        { cookie: admin.cookie },
      ),
      { id: String(id) },
    );
    return { status: out.status, body: out.body as VariantsResult };
  };

  /** The drill's 127 V and 18 V rows: its 220 V is left out. */
  const without220 = (d: TestDrill, more: Record<string, string> = {}) => ({
    "options.0": "voltagem",
    "variants.0.options.voltagem": "127v",
    "variants.0.sku": d.variants["127v"].sku,
    "variants.0.price": "199.90",
    "variants.0.stock": "0",
    "variants.1.options.voltagem": "bateria-18v",
    "variants.1.sku": d.variants["bateria-18v"].sku,
    "variants.1.price": "299.90",
    ...more,
  });

  const enquiryFor = async (d: TestDrill, variant: "127v" | "220v") =>
    (
      await createEnquiry(t.db, {
        channel: "form",
        locale: "es",
        items: [{ productId: d.id, variantId: d.variants[variant].id, quantity: 2 }],
      })
    ).id;

  it("asks first, with how many open enquiries and which combination, writing nothing; confirmed, it removes it and the enquiry keeps its line", async () => {
    const drill = await createTestDrill(t.db);
    const first = await enquiryFor(drill, "220v");
    await enquiryFor(drill, "220v");
    // A closed enquiry is not counted; one naming a combination that stays is not either.
    const closed = await enquiryFor(drill, "220v");
    await changeEnquiry(t.db, closed, { status: "closed" }, null);
    await enquiryFor(drill, "127v");

    const asked = await save(drill.id, without220(drill));
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      ok: false,
      removal: { enquiries: 2, combinations: [`220 V (${drill.variants["220v"].sku})`] },
    });
    // What was typed comes back for the rows; nothing is written.
    expect(asked.body.values?.["variants.1.sku"]).toBe(drill.variants["bateria-18v"].sku);
    expect((await productVariants(t.db, drill.id)).variants).toHaveLength(3);

    const done = await save(drill.id, without220(drill, { confirm_removal: "1" }));
    expect(done.body).toMatchObject({ ok: true });
    expect((await productVariants(t.db, drill.id)).variants.map((v) => v.sku)).toEqual([
      drill.variants["127v"].sku,
      drill.variants["bateria-18v"].sku,
    ]);
    const enquiry = await getEnquiryWithPrices(t.db, first);
    expect(enquiry!.items[0]).toMatchObject({
      variantId: drill.variants["220v"].id,
      sku: drill.variants["220v"].sku,
      options: [{ name: "Voltaje", value: "220 V" }],
      variantRemoved: true,
      currentPriceCents: null,
    });
  });

  it("saves at once when no open enquiry names a removed combination", async () => {
    const drill = await createTestDrill(t.db);
    const closed = await enquiryFor(drill, "220v");
    await changeEnquiry(t.db, closed, { status: "closed" }, null);
    const done = await save(drill.id, without220(drill));
    expect(done.body).toMatchObject({ ok: true });
    expect((await productVariants(t.db, drill.id)).variants).toHaveLength(2);
  });
});
