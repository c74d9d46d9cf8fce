import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/client-ip.server";
import { ENQUIRY_LIMITS } from "~/lib/enquiry-schemas";
import { exchanges, mismatchesWithDocument, servedDocument } from "../../../tests/fixtures/api";
import { installAuthTestDb, uniqueClientIp } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import {
  encodeBody,
  encodings,
  fuzzOptions,
  good,
  junk,
  sendChecked,
  skipFsync,
  text,
  variants,
} from "../../../tests/fixtures/fuzz";

// At least 1,000 generated bodies on POST /api/enquiries answer 201 or a
// 4xx in the error shape, never a 5xx; what was stored keeps the rules (server prices, plain
// text within limits, the form's name and contact, the per-address limit).

/** 1,000 bodies on this endpoint on every run, not only in CI (docs/decisions/051-enquiries.md). */
const RUNS = 1000;

describe.each(TEST_DB_KINDS)("POST /api/enquiries fuzzed on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  /** One address that sends many: the limit must hold for it. */
  const busy = uniqueClientIp();
  let busyCreated = 0;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await skipFsync(t.db);
    ids = await enquiryProducts(t.db, ["19.90", "120", "0", "9999.99"]);
    exchanges.length = 0;
  });
  afterAll(() => t.cleanup());

  const body = () => {
    const item = fc.record({
      product_id: fc.constantFrom(...ids),
      quantity: fc.integer({ min: 1, max: ENQUIRY_LIMITS.quantity }),
    });
    /** An item a client gets wrong: an unknown or impossible id, a quantity out of range, junk. */
    const badItem = fc.record({
      product_id: good(fc.constantFrom(999_999, 2 ** 31 - 1, 2 ** 31, 0, -1, 1.5)),
      quantity: good(fc.constantFrom(0, 1000, -1, 2.5, "3")),
    });
    const items = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.uniqueArray(item, {
          minLength: 1,
          maxLength: 6,
          selector: (i) => i.product_id,
        }),
      },
      { weight: 1, arbitrary: fc.tuple(item, badItem).map(([a, b]) => [a, b]) },
      { weight: 1, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(junk, { maxLength: 3 }) },
    );
    /** Mostly plain words within the limit; sometimes anything, at or over it. */
    const words = (max: number) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-zÀ-ÿ .,'-]{1,40}$/) },
        { weight: 1, arbitrary: text(max + 10) },
      );
    const contact = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom("rui@example.com", "+55 45 99999-1234", "(045) 3333 4444"),
      },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom("12345", "a@b"), text(130)) },
    );
    return variants(
      fc.record(
        {
          channel: fc.constantFrom("whatsapp", "form"),
          locale: fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom("pt", "en", "es") },
            { weight: 1, arbitrary: fc.constantFrom("fr", "PT", "") },
          ),
          items,
          name: words(ENQUIRY_LIMITS.name),
          contact,
          city: words(ENQUIRY_LIMITS.city),
          message: fc.oneof(
            { weight: 3, arbitrary: words(200) },
            fc.constantFrom("<script>alert(1)</script>\nlinha 2", "a\u0000b", "x".repeat(2001)),
          ),
          website: fc.oneof(
            { weight: 5, arbitrary: fc.constant("") },
            { weight: 1, arbitrary: text(20) },
          ),
        },
        { requiredKeys: ["channel", "locale", "items"] },
      ),
    );
  };

  it(`${RUNS} generated bodies: 201 or a 4xx in the error shape, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        body(),
        encodings,
        fc.integer({ min: 0, max: 9 }),
        async (fields, encoding, who) => {
          const { body: payload, headers } = encodeBody(fields, encoding);
          // One in ten from the same address; the rest each from an address of its own.
          const ip = who === 0 ? busy : uniqueClientIp();
          const x = await sendChecked("POST", "/api/enquiries", {
            body: payload,
            headers: { ...headers, [CLIENT_IP_HEADER]: ip },
          });
          expect(x.status === 201 || (x.status >= 400 && x.status < 500), `${x.status}`).toBe(true);
          if (ip === busy && x.status === 201) busyCreated++;
        },
      ),
      fuzzOptions(RUNS),
    );
    // Enough bodies got through to the database for the checks below to mean something.
    expect(exchanges.filter((x) => x.status === 201).length).toBeGreaterThan(RUNS / 20);
  }, 300_000);

  it("what was stored keeps the rules: server prices, plain text within limits, the form's name and contact", async () => {
    const prices = new Map(
      (await t.db.selectFrom("product").select(["id", "price_cents"]).execute()).map((p) => [
        p.id,
        p.price_cents,
      ]),
    );
    const enquiries = await t.db.selectFrom("enquiry").selectAll().execute();
    expect(enquiries.length).toBeGreaterThan(0);
    const control = /(?!\n)\p{Cc}/u;
    for (const e of enquiries) {
      expect(["whatsapp", "form"]).toContain(e.channel);
      expect(["pt", "en", "es"]).toContain(e.locale);
      if (e.channel === "form") expect(e.name && e.contact, e.reference).toBeTruthy();
      for (const [value, max] of [
        [e.name, ENQUIRY_LIMITS.name],
        [e.contact, ENQUIRY_LIMITS.contact],
        [e.city, ENQUIRY_LIMITS.city],
        [e.message, ENQUIRY_LIMITS.message],
      ] as const) {
        if (value === null) continue;
        // Zod counts characters (code points): an emoji is one.
        expect([...value].length).toBeLessThanOrEqual(max);
        expect(value).toBe(value.trim());
        expect(control.test(value)).toBe(false);
      }
    }
    const items = await t.db.selectFrom("enquiry_item").selectAll().execute();
    const perEnquiry = new Map<number, number>();
    for (const i of items) {
      perEnquiry.set(i.enquiry_id, (perEnquiry.get(i.enquiry_id) ?? 0) + 1);
      expect(i.unit_price_cents).toBe(prices.get(i.product_id!));
      expect(i.quantity).toBeGreaterThanOrEqual(1);
      expect(i.quantity).toBeLessThanOrEqual(ENQUIRY_LIMITS.quantity);
    }
    expect(enquiries.every((e) => (perEnquiry.get(e.id) ?? 0) >= 1)).toBe(true);
  });

  it("the busy address got at most 5 enquiries through", () => {
    // The whole run lasts far less than the 10-minute window.
    expect(busyCreated).toBeLessThanOrEqual(ENQUIRY_LIMITS.perAddress);
  });

  it("every answer matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
