import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createProduct, deleteProduct } from "../catalogue/product-writes.server";
import type { Db } from "../db/kysely";
import { changeEnquiry } from "./admin-enquiries.server";
import {
  createEnquiry,
  ENQUIRIES_PER_PAGE,
  getEnquiryByReference,
  listEnquiries,
  newReference,
  REFERENCE_PATTERN,
  UnknownProductsError,
  type EnquiryInput,
} from "./enquiries.server";

// Enquiries are recorded with the catalogue's prices, SKUs and names when they were
// sent, in one transaction, under a short reference people can read out.

/** A product; its SKU is set as the catalogue import sets it (the product form has none). */
async function product(
  db: Db,
  { sku, ...fields }: Record<string, unknown> & { sku?: string },
): Promise<number> {
  const brand = await db.selectFrom("brand").select("id").executeTakeFirstOrThrow();
  const category = await db.selectFrom("category").select("id").executeTakeFirstOrThrow();
  const id = await createProduct(
    db,
    productInputSchema.parse({ brand_id: brand.id, category_id: category.id, ...fields }),
    null,
  );
  if (sku) await db.updateTable("product").set({ sku }).where("id", "=", id).execute();
  return id;
}

describe.each(TEST_DB_KINDS)("enquiries service on %s", (kind) => {
  let t: TestDb;
  let drill: number;
  let ladder: number;
  const whatsapp = (items: EnquiryInput["items"], extra: Partial<EnquiryInput> = {}) =>
    ({ channel: "whatsapp", locale: "pt", items, ...extra }) satisfies EnquiryInput;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("brand")
      .values({ name: "Marca", slug: "marca-enq", position: 1, created_at: now, updated_at: now })
      .execute();
    await t.db
      .insertInto("category")
      .values({ name: "Ferramentas", name_en: "Tools", slug: "ferramentas-enq", created_at: now })
      .execute();
    drill = await product(t.db, {
      name: "Furadeira",
      name_en: "Drill",
      name_es: "",
      sku: "FUR-1",
      price: "19.90",
    });
    ladder = await product(t.db, { name: "Escada", price: "120" });
  });
  afterAll(() => t.cleanup());

  it("references are ORC- and six characters without 0, O, 1 or I", () => {
    for (let i = 0; i < 500; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
    expect(REFERENCE_PATTERN.test("ORC-0OI1AB")).toBe(false);
  });

  it("an enquiry is priced and named from the catalogue, in its language, and stored with its lines", async () => {
    const created = await createEnquiry(
      t.db,
      whatsapp(
        [
          { productId: ladder, quantity: 1 },
          { productId: drill, quantity: 3 },
        ],
        { locale: "en" },
      ),
    );
    expect(created.reference).toMatch(REFERENCE_PATTERN);
    // Lines of products: no variant, no options.
    const product = { variantId: null, options: null };
    expect(created.items).toEqual([
      {
        ...product,
        productId: ladder,
        sku: null,
        name: "Escada",
        quantity: 1,
        unitPriceCents: 12000,
      },
      {
        ...product,
        productId: drill,
        sku: "FUR-1",
        name: "Drill",
        quantity: 3,
        unitPriceCents: 1990,
      },
    ]);
    expect(created.totalCents).toBe(12000 + 3 * 1990);

    const stored = await getEnquiryByReference(t.db, created.reference.toLowerCase());
    expect(stored).toMatchObject({
      id: created.id,
      channel: "whatsapp",
      locale: "en",
      status: "new",
      name: null,
      notes: null,
      totalCents: created.totalCents,
    });
    expect(stored!.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(
      stored!.items.map((i) => [i.position, i.product_id, i.name, i.unit_price_cents]),
    ).toEqual([
      [1, ladder, "Escada", 12000],
      [2, drill, "Drill", 1990],
    ]);
  });

  it("an empty translation names the line in Portuguese", async () => {
    const created = await createEnquiry(
      t.db,
      whatsapp([{ productId: drill, quantity: 1 }], { locale: "es" }),
    );
    expect(created.items[0]!.name).toBe("Furadeira");
  });

  it("unknown products are refused with their ids, and nothing is stored", async () => {
    const before = await t.db
      .selectFrom("enquiry")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const attempt = createEnquiry(
      t.db,
      whatsapp([
        { productId: 999_999, quantity: 1 },
        { productId: drill, quantity: 1 },
        { productId: 888_888, quantity: 2 },
      ]),
    );
    await expect(attempt).rejects.toBeInstanceOf(UnknownProductsError);
    await expect(attempt).rejects.toMatchObject({ productIds: [888_888, 999_999] });
    const after = await t.db
      .selectFrom("enquiry")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a reference already taken is drawn again", async () => {
    const first = await createEnquiry(t.db, whatsapp([{ productId: drill, quantity: 1 }]));
    const codes = [first.reference, first.reference, "ORC-ZZZZ22"];
    const second = await createEnquiry(t.db, whatsapp([{ productId: drill, quantity: 1 }]), {
      reference: () => codes.shift()!,
    });
    expect(second.reference).toBe("ORC-ZZZZ22");
  });

  it("a deleted product leaves its line with its SKU, name and price", async () => {
    const gone = await product(t.db, { name: "Carrinho", sku: "CAR-9", price: 80 });
    const created = await createEnquiry(t.db, whatsapp([{ productId: gone, quantity: 2 }]));
    await deleteProduct(t.db, gone, null);
    const stored = await getEnquiryByReference(t.db, created.reference);
    expect(stored!.items).toMatchObject([
      { product_id: null, sku: "CAR-9", name: "Carrinho", quantity: 2, unit_price_cents: 8000 },
    ]);
  });

  it("the list is newest first, filtered by status, searched by reference or name in any case", async () => {
    const tag = randomBytes(3).toString("hex");
    const ana = await createEnquiry(t.db, {
      ...whatsapp([{ productId: drill, quantity: 2 }]),
      channel: "form",
      name: `Ana Souza ${tag}`,
      contact: "ana@example.com",
    });
    const bruno = await createEnquiry(t.db, {
      ...whatsapp([{ productId: ladder, quantity: 1 }]),
      channel: "form",
      name: `Bruno ${tag}`,
      contact: "+55 45 99999 0000",
    });
    const all = await listEnquiries(t.db, { page: 1 });
    expect(all.items[0]!.reference).toBe(bruno.reference);
    expect(all.items[1]!.reference).toBe(ana.reference);
    expect(all.items[0]).toMatchObject({ itemCount: 1, totalCents: 12000 });

    const byName = await listEnquiries(t.db, { q: `ana souza ${tag.toUpperCase()}`, page: 1 });
    expect(byName.items.map((e) => e.reference)).toEqual([ana.reference]);
    expect(byName.total).toBe(1);
    const byReference = await listEnquiries(t.db, { q: bruno.reference.toLowerCase(), page: 1 });
    expect(byReference.items.map((e) => e.reference)).toEqual([bruno.reference]);
    // LIKE's wildcards are searched for as text.
    expect((await listEnquiries(t.db, { q: "%", page: 1 })).total).toBe(0);

    expect(await changeEnquiry(t.db, ana.id, { status: "answered" }, null)).toMatchObject({
      from: "new",
      to: "answered",
    });
    const answered = await listEnquiries(t.db, { status: "answered", page: 1 });
    expect(answered.items.map((e) => e.reference)).toEqual([ana.reference]);
    expect(await changeEnquiry(t.db, 987_654, { status: "closed" }, null)).toBeUndefined();
  });

  it("pages hold at most 50 enquiries", async () => {
    for (let i = 0; i < ENQUIRIES_PER_PAGE + 1; i++) {
      await createEnquiry(t.db, whatsapp([{ productId: ladder, quantity: 1 }]));
    }
    const first = await listEnquiries(t.db, { page: 1 });
    const second = await listEnquiries(t.db, { page: 2 });
    expect(first.items).toHaveLength(ENQUIRIES_PER_PAGE);
    expect(first.total).toBeGreaterThan(ENQUIRIES_PER_PAGE);
    expect(second.items.length).toBe(first.total - ENQUIRIES_PER_PAGE);
    expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(first.total);
  });

  it("notes are kept trimmed, blank clears them, and an unknown id says so", async () => {
    const created = await createEnquiry(t.db, whatsapp([{ productId: drill, quantity: 1 }]));
    const notes = (text: string, id = created.id) => changeEnquiry(t.db, id, { notes: text }, null);
    expect(await notes("  Respondido por telefone  ")).toBeDefined();
    expect((await getEnquiryByReference(t.db, created.reference))!.notes).toBe(
      "Respondido por telefone",
    );
    expect(await notes("   ")).toBeDefined();
    expect((await getEnquiryByReference(t.db, created.reference))!.notes).toBeNull();
    expect(await notes("x", 987_654)).toBeUndefined();
  });
});
