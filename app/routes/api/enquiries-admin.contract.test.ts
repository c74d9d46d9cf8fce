import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnquiry } from "~/.server/enquiries/enquiries.server";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
  tokenFor,
} from "../../../tests/fixtures/api";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";

// GET /api/enquiries and PATCH /api/enquiries/{id} for tokens of administrators,
// each change in the audit log, every answer as the OpenAPI document describes it.

describe.each(TEST_DB_KINDS)("JSON API: enquiries for administrators on %s", (kind) => {
  let t: TestDb;
  let admin: string;
  let shopper: string;
  let ids: number[];
  const make = (name: string | null, channel: "whatsapp" | "form" = "form") =>
    createEnquiry(t.db, {
      channel,
      locale: "es",
      name,
      contact: name ? "+595 981 123 456" : null,
      items: [
        { productId: ids[0]!, quantity: 2 },
        { productId: ids[1]!, quantity: 1 },
      ],
    });

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    admin = await tokenFor(t.db, "admin");
    shopper = await tokenFor(t.db, "user");
    ids = await enquiryProducts(t.db, ["10", "5.5"]);
  });
  afterAll(() => t.cleanup());

  it("lists newest first as a bare array with paging headers, filtered by status and search", async () => {
    const first = await make("Ana Benítez");
    const second = await make("Bruno Cáceres");
    const third = await make(null, "whatsapp");
    const all = await callApi("GET", "/api/enquiries?per_page=2", { token: admin });
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("3");
    expect(all.headers.get("link")).toContain('rel="next"');
    const page = (await all.json()) as { reference: string; item_count: number; total: number }[];
    expect(page.map((e) => e.reference)).toEqual([third.reference, second.reference]);
    expect(page[0]).toMatchObject({ item_count: 2, total: 25.5, status: "new" });

    const byName = await callApi("GET", "/api/enquiries?q=bRuNo", { token: admin });
    expect(((await byName.json()) as { id: number }[]).map((e) => e.id)).toEqual([second.id]);
    const byReference = await callApi("GET", `/api/enquiries?q=${first.reference.toLowerCase()}`, {
      token: admin,
    });
    expect(((await byReference.json()) as { id: number }[]).map((e) => e.id)).toEqual([first.id]);
    const closed = await callApi("GET", "/api/enquiries?status=closed", { token: admin });
    expect(await closed.json()).toEqual([]);
  });

  it("PATCH changes the status and the notes, answers the lines, and writes the audit log", async () => {
    const e = await make("Carla Duarte");
    const res = await callApi("PATCH", `/api/enquiries/${e.id}`, {
      token: admin,
      json: { status: "answered", notes: "  Llamar el lunes  " },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; notes: string; items: unknown[] };
    expect(body).toMatchObject({ status: "answered", notes: "Llamar el lunes" });
    expect(body.items).toHaveLength(2);
    const log = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "enquiry")
      .where("entity_id", "=", String(e.id))
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.detail!)).toEqual({
      reference: e.reference,
      status: ["new", "answered"],
      notes: true,
    });
    expect(log[0]!.user_id).not.toBeNull();

    const cleared = await callApi("PATCH", `/api/enquiries/${e.id}`, {
      token: admin,
      json: { notes: null },
    });
    expect(((await cleared.json()) as { notes: string | null }).notes).toBeNull();
  });

  it("refuses what is not a change (400), an unknown enquiry (404), and callers who are not administrators", async () => {
    const e = await make("Dora Espínola");
    const empty = await callApi("PATCH", `/api/enquiries/${e.id}`, { token: admin, json: {} });
    expect(empty.status).toBe(400);
    const wrong = await callApi("PATCH", `/api/enquiries/${e.id}`, {
      token: admin,
      json: { status: "lost" },
    });
    expect(wrong.status).toBe(400);
    const unknown = await callApi("PATCH", "/api/enquiries/999999", {
      token: admin,
      json: { status: "closed" },
    });
    expect(unknown.status).toBe(404);
    expect((await callApi("GET", "/api/enquiries")).status).toBe(401);
    expect((await callApi("GET", "/api/enquiries", { token: shopper })).status).toBe(403);
    const patch = { json: { status: "closed" } };
    expect((await callApi("PATCH", `/api/enquiries/${e.id}`, patch)).status).toBe(401);
    expect(
      (await callApi("PATCH", `/api/enquiries/${e.id}`, { ...patch, token: shopper })).status,
    ).toBe(403);
    const row = await t.db
      .selectFrom("enquiry")
      .select("status")
      .where("id", "=", e.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
  });

  it("answers as the OpenAPI document says", async () => {
    const doc = await servedDocument();
    expect(exchanges.length).toBeGreaterThan(10);
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
