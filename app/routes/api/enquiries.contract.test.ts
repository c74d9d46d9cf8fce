import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/client-ip.server";
import { REFERENCE_PATTERN } from "~/.server/enquiries/enquiries.server";
import { textsFor } from "~/i18n/texts";
import { LOCALES } from "~/i18n/languages";
import { ENQUIRY_LIMITS } from "~/lib/enquiry-schemas";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
} from "../../../tests/fixtures/api";
import { installAuthTestDb, TEST_BASE_URL, uniqueClientIp } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import { createTestDrill, type TestDrill } from "../../../tests/fixtures/variant-product";
import { seedDemo } from "~/.server/db/seed/seed.server";

// POST /api/enquiries records a shopper's quote list without an account,
// priced by the server; a honeypot, a per-address limit, plain text only, bounded bodies.

describe.each(TEST_DB_KINDS)("JSON API: enquiries on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  let drill: TestDrill;
  const count = async (table: "enquiry" | "enquiry_item") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (json: unknown, { ip = uniqueClientIp(), query = "", headers = {} } = {}) =>
    callApi("POST", `/api/enquiries${query}`, {
      json,
      headers: { [CLIENT_IP_HEADER]: ip, ...headers },
    });
  const body = (extra: object = {}) => ({
    channel: "whatsapp",
    locale: "pt",
    items: [
      { product_id: ids[0], quantity: 3 },
      { product_id: ids[1], quantity: 1 },
    ],
    ...extra,
  });
  type Answer = {
    reference: string;
    items: {
      product_id: number;
      variant_id: number | null;
      options: { name: string; value: string }[] | null;
      sku: string;
      name: string;
      quantity: number;
      unit_price: number;
    }[];
    total: number;
  };
  type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    // The drill's voltage is an option of the demo catalogue's "Máquinas Elétricas".
    await seedDemo(t.db);
    ids = await enquiryProducts(t.db, ["19.90", "120"]);
    drill = await createTestDrill(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("answers 201 with the lines priced by the server, and stores them so, whatever prices the client sent", async () => {
    const res = await send(
      body({
        locale: "en",
        items: [
          { product_id: ids[0], quantity: 3, unit_price: 0.01 },
          { product_id: ids[1], quantity: 1, price: 0 },
        ],
        total: 0.01,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const answer = (await res.json()) as Answer;
    expect(answer.reference).toMatch(REFERENCE_PATTERN);
    expect(answer.items).toEqual([
      {
        product_id: ids[0],
        variant_id: null,
        options: null,
        sku: expect.stringMatching(/^SKU-/),
        name: "Product 1",
        quantity: 3,
        unit_price: 19.9,
      },
      {
        product_id: ids[1],
        variant_id: null,
        options: null,
        sku: expect.stringMatching(/^SKU-/),
        name: "Product 2",
        quantity: 1,
        unit_price: 120,
      },
    ]);
    expect(answer.total).toBe(179.7);

    const stored = await t.db
      .selectFrom("enquiry")
      .selectAll()
      .where("reference", "=", answer.reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ channel: "whatsapp", locale: "en", status: "new", name: null });
    const lines = await t.db
      .selectFrom("enquiry_item")
      .select(["position", "product_id", "name", "quantity", "unit_price_cents"])
      .where("enquiry_id", "=", stored.id)
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      { position: 1, product_id: ids[0], name: "Product 1", quantity: 3, unit_price_cents: 1990 },
      { position: 2, product_id: ids[1], name: "Product 2", quantity: 1, unit_price_cents: 12000 },
    ]);
  });

  it("a line may name a variant: priced at it, its SKU and option labels (in the shopper's language) stored; two variants of one product are two lines", async () => {
    const { "220v": v220, "bateria-18v": battery } = drill.variants;
    const res = await send(
      body({
        locale: "es",
        items: [
          { product_id: drill.id, variant_id: v220.id, quantity: 2 },
          { product_id: drill.id, variant_id: battery.id, quantity: 1 },
          { product_id: ids[0], variant_id: null, quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Answer;
    const name = drill.name.replace("Furadeira", "Taladro");
    expect(answer.items).toEqual([
      {
        product_id: drill.id,
        variant_id: v220.id,
        options: [{ name: "Voltaje", value: "220 V" }],
        sku: v220.sku,
        name,
        quantity: 2,
        unit_price: 189.9,
      },
      {
        product_id: drill.id,
        variant_id: battery.id,
        options: [{ name: "Voltaje", value: "Batería 18 V" }],
        sku: battery.sku,
        name,
        quantity: 1,
        unit_price: 299.9,
      },
      expect.objectContaining({ product_id: ids[0], variant_id: null, options: null }),
    ]);
    expect(answer.total).toBe(699.6);
    const lines = await t.db
      .selectFrom("enquiry_item as i")
      .innerJoin("enquiry as e", "e.id", "i.enquiry_id")
      .select(["i.variant_id", "i.sku", "i.options", "i.unit_price_cents"])
      .where("e.reference", "=", answer.reference)
      .orderBy("i.position")
      .execute();
    expect(
      lines.map((l) => ({ ...l, options: JSON.parse(l.options ?? "null") as unknown })),
    ).toEqual([
      {
        variant_id: v220.id,
        sku: v220.sku,
        options: [{ name: "Voltaje", value: "220 V" }],
        unit_price_cents: 18_990,
      },
      {
        variant_id: battery.id,
        sku: battery.sku,
        options: [{ name: "Voltaje", value: "Batería 18 V" }],
        unit_price_cents: 29_990,
      },
      {
        variant_id: null,
        sku: expect.stringMatching(/^SKU-/),
        options: null,
        unit_price_cents: 1990,
      },
    ]);
  });

  it("a variant of another product, or one its product does not have, is refused as an unknown product; the same variant twice is a duplicate", async () => {
    const before = await count("enquiry");
    const v220 = drill.variants["220v"];
    for (const [items, named] of [
      [[{ product_id: ids[0], variant_id: v220.id, quantity: 1 }], ids[0]],
      [[{ product_id: drill.id, variant_id: 999_999, quantity: 1 }], drill.id],
    ] as const) {
      const res = await send(body({ items }), { query: "?lang=en" });
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as Refusal;
      expect(error).toEqual({
        code: "unknownProducts",
        message: `Unknown products, or removed from the catalogue: ${named}.`,
      });
    }
    expect(await count("enquiry")).toBe(before);
    const twice = await send(
      body({
        items: [
          { product_id: drill.id, variant_id: v220.id, quantity: 1 },
          { product_id: drill.id, variant_id: v220.id, quantity: 2 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as Refusal).error.fields).toEqual({
      items: textsFor("pt").api.fields.duplicateProducts,
    });
    const invalid = await send(
      body({ items: [{ product_id: drill.id, variant_id: "220v", quantity: 1 }] }),
    );
    expect(invalid.status).toBe(400);
  });

  it("a filled honeypot answers a plausible 201 and stores nothing", async () => {
    const [enquiries, items] = [await count("enquiry"), await count("enquiry_item")];
    const res = await send(body({ website: "http://spam.example" }));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Answer;
    expect(answer.reference).toMatch(REFERENCE_PATTERN);
    expect(answer.items.map((i) => i.unit_price)).toEqual([19.9, 120]);
    expect(answer.total).toBe(179.7);
    expect([await count("enquiry"), await count("enquiry_item")]).toEqual([enquiries, items]);
  });

  it("the form needs a name and a contact (an e-mail or a phone of 8 to 15 digits), named in the caller's language", async () => {
    const missing = await send(body({ channel: "form", name: "  " }), {
      headers: { "accept-language": "en" },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Refusal).error).toEqual({
      code: "validation",
      message: "Some fields are invalid.",
      fields: { name: "Required field.", contact: "Required field." },
    });
    const bad = await send(body({ channel: "form", name: "Rui", contact: "1234" }), {
      query: "?lang=es",
    });
    expect(((await bad.json()) as Refusal).error.fields).toEqual({
      contact: textsFor("es").api.fields.contactInvalid,
    });
    for (const contact of ["rui@example.com", "+55 (45) 99999-1234"]) {
      const ok = await send(body({ channel: "form", name: " Rui Lima ", contact, city: "Foz" }));
      expect(ok.status, contact).toBe(201);
      const { reference } = (await ok.json()) as Answer;
      const row = await t.db
        .selectFrom("enquiry")
        .select(["channel", "name", "contact", "city", "message"])
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        channel: "form",
        name: "Rui Lima",
        contact,
        city: "Foz",
        message: null,
      });
    }
  });

  it("unknown products answer 422 naming their ids, in every language, and store nothing", async () => {
    const before = await count("enquiry");
    for (const locale of LOCALES) {
      const res = await send(
        body({
          items: [
            { product_id: 999_998, quantity: 1 },
            { product_id: ids[0], quantity: 1 },
            { product_id: 999_997, quantity: 1 },
          ],
        }),
        { query: `?lang=${locale}` },
      );
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as Refusal;
      expect(error.code).toBe("unknownProducts");
      expect(error.message).toContain("999997, 999998");
      expect(
        error.message.startsWith(textsFor(locale).api.errors.unknownProducts.split("{")[0]!),
      ).toBe(true);
    }
    expect(await count("enquiry")).toBe(before);
  });

  it("a sixth enquiry from one address within 10 minutes answers 429 with Retry-After; other addresses go on", async () => {
    const ip = uniqueClientIp();
    // A refused enquiry does not use up the address's allowance.
    expect(
      (await send(body({ items: [{ product_id: 999_999, quantity: 1 }] }), { ip })).status,
    ).toBe(422);
    for (let i = 0; i < ENQUIRY_LIMITS.perAddress; i++) {
      expect((await send(body(), { ip })).status, `enquiry ${i + 1}`).toBe(201);
    }
    const before = await count("enquiry");
    const refused = await send(body(), { ip, headers: { "accept-language": "es" } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ENQUIRY_LIMITS.windowMinutes * 60);
    const { error } = (await refused.json()) as Refusal;
    expect(error.code).toBe("tooManyEnquiries");
    expect(error.message).toMatch(/^Demasiados pedidos de presupuesto/);
    expect(error.message).toContain("10 min");
    expect(await count("enquiry")).toBe(before);
    // The honeypot is counted too: robots do not get around the limit by filling it.
    expect((await send(body({ website: "x" }), { ip })).status).toBe(429);
    expect((await send(body())).status).toBe(201);
  });

  it("a <script> in the message is stored verbatim, as text; control characters are refused", async () => {
    const message = '<script>alert("x")</script>\n<img src=x onerror=alert(1)> & "aspas"';
    const res = await send(body({ message: `  ${message.replace("\n", "\r\n")}  ` }));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as Answer;
    const row = await t.db
      .selectFrom("enquiry")
      .select("message")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
    for (const text of ["a\u0000b", "tab\there", "esc\u001b[31m", "c1\u0085"]) {
      const refused = await send(body({ message: text }));
      expect(refused.status, JSON.stringify(text)).toBe(400);
      expect(((await refused.json()) as Refusal).error.fields).toEqual({
        message: textsFor("pt").api.fields.controlCharacters,
      });
    }
  });

  it("refuses, in the error shape: over 32 kB (413), not JSON (415), malformed (400), limits on lists and text (400), another site's pages (403), reads (405)", async () => {
    const big = await send(body({ message: "x".repeat(ENQUIRY_LIMITS.bodyBytes) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as Refusal).error.code).toBe("enquiryTooLarge");

    const form = await callApi("POST", "/api/enquiries", {
      body: "channel=whatsapp",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    for (const raw of ["{", "[]", "null", '"x"']) {
      const res = await callApi("POST", "/api/enquiries", {
        body: raw,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, raw).toBe(400);
    }
    const cases: [object, Record<string, string>][] = [
      [{ items: [] }, { items: "itemsCount" }],
      [
        { items: Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) },
        { items: "itemsCount" },
      ],
      [
        {
          items: [
            { product_id: ids[0], quantity: 1 },
            { product_id: ids[0], quantity: 2 },
          ],
        },
        { items: "duplicateProducts" },
      ],
      [{ items: [{ product_id: ids[0], quantity: 1000 }] }, { items: "quantityRange" }],
      [{ items: [{ product_id: 0, quantity: 1 }] }, { items: "invalid" }],
      [{ locale: "fr" }, { locale: "invalid" }],
      [{ channel: "email" }, { channel: "invalid" }],
      [{ name: "x".repeat(121) }, { name: "tooLong" }],
      [{ city: "x".repeat(81) }, { city: "tooLong" }],
      [{ message: "x".repeat(2001) }, { message: "tooLong" }],
    ];
    const words = textsFor("pt").api.fields;
    for (const [extra, fields] of cases) {
      const res = await send(body(extra));
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(((await res.json()) as Refusal).error.fields).toEqual(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, words[v as keyof typeof words]]),
        ),
      );
    }

    const crossSite = await send(body(), { headers: { origin: "https://other.example" } });
    expect(crossSite.status).toBe(403);
    const sameSite = await send(body(), { headers: { origin: TEST_BASE_URL } });
    expect(sameSite.status).toBe(201);

    // Reading them is for administrators (app/routes/api/enquiries-admin.test.ts).
    const read = await callApi("GET", "/api/enquiries");
    expect(read.status).toBe(401);
  });

  it("texts that state the limits name the numbers the code enforces, in every language", () => {
    for (const locale of LOCALES) {
      const { errors, fields } = textsFor(locale).api;
      expect(errors.tooManyEnquiries).toContain(String(ENQUIRY_LIMITS.perAddress));
      expect(errors.tooManyEnquiries).toContain(String(ENQUIRY_LIMITS.windowMinutes));
      expect(errors.enquiryTooLarge).toContain(`${ENQUIRY_LIMITS.bodyBytes / 1024} kB`);
      expect(fields.itemsCount).toContain(String(ENQUIRY_LIMITS.items));
      expect(fields.quantityRange).toContain(String(ENQUIRY_LIMITS.quantity));
    }
  });

  // Runs last: every answer the tests above received, checked against /api/openapi.json.
  it("every answer above matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(20);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
