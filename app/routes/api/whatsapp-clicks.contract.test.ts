import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/client-ip.server";
import { topWhatsappProducts } from "~/.server/insights/whatsapp-clicks.server";
import { WHATSAPP_CLICK_LIMITS } from "~/lib/whatsapp-clicks";
import { callApi } from "../../../tests/fixtures/api";
import { installAuthTestDb, uniqueClientIp } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";

// WhatsApp clicks from product pages and quote lists are counted per product
// and per day, with no personal data; robots, browsers asking not to be tracked and floods are
// not counted; bad bodies are 4xx.

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe.each(TEST_DB_KINDS)("WhatsApp clicks on %s", (kind) => {
  let t: TestDb;
  let ids: number[];

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    ids = await enquiryProducts(t.db, ["10", "20", "30"]);
  });
  afterAll(() => t.cleanup());

  /** A beacon as navigator.sendBeacon sends a string: text/plain. */
  const beacon = (json: unknown, { ip = uniqueClientIp(), headers = {} } = {}) =>
    callApi("POST", "/api/whatsapp-clicks", {
      body: typeof json === "string" ? json : JSON.stringify(json),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
        [CLIENT_IP_HEADER]: ip,
        ...headers,
      },
    });
  const rows = () =>
    t.db
      .selectFrom("whatsapp_click")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("product_id")
      .orderBy("source")
      .execute();

  it("counts each product once per click, per day and source, and nothing else", async () => {
    const day = new Date().toISOString().slice(0, 10);
    expect((await beacon({ source: "product", product_ids: [ids[0]] })).status).toBe(204);
    expect((await beacon({ source: "product", product_ids: [ids[0]] })).status).toBe(204);
    // A quote list: each product once, however often it is named; unknown ids are ignored.
    const list = await beacon({ source: "list", product_ids: [ids[0], ids[1], ids[1], 999_999] });
    expect(list.status).toBe(204);
    expect(await rows()).toEqual([
      { product_id: ids[0], day, source: "list", clicks: 1 },
      { product_id: ids[0], day, source: "product", clicks: 2 },
      { product_id: ids[1], day, source: "list", clicks: 1 },
    ]);
    // The table has no column for who clicked.
    expect(Object.keys((await rows())[0]!).sort()).toEqual([
      "clicks",
      "day",
      "product_id",
      "source",
    ]);
    const top = await topWhatsappProducts(t.db);
    expect(top.top[0]).toMatchObject({ productId: ids[0], clicks: 3 });
  });

  it("does not count robots, browsers that ask not to be tracked, or another site's pages", async () => {
    const before = await rows();
    const robot = await beacon(
      { source: "product", product_ids: [ids[2]] },
      { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } },
    );
    expect(robot.status).toBe(204);
    const gpc = await beacon(
      { source: "product", product_ids: [ids[2]] },
      { headers: { "sec-gpc": "1" } },
    );
    expect(gpc.status).toBe(204);
    const foreign = await beacon(
      { source: "product", product_ids: [ids[2]] },
      { headers: { origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it("answers bad bodies with 4xx, never 5xx", async () => {
    const bodies: unknown[] = [
      "not json",
      "[]",
      {},
      { source: "email", product_ids: [ids[0]] },
      { source: "product", product_ids: [] },
      { source: "product", product_ids: ["1"] },
      { source: "product", product_ids: [-1] },
      { source: "product", product_ids: [2 ** 40] },
      { source: "list", product_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      "x".repeat(WHATSAPP_CLICK_LIMITS.bodyBytes + 1),
    ];
    for (const body of bodies) {
      const status = (await beacon(body)).status;
      expect(status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body).slice(0, 60)).toBeLessThan(500);
    }
    const image = await callApi("POST", "/api/whatsapp-clicks", {
      body: "x",
      headers: { "content-type": "image/png", "user-agent": BROWSER },
    });
    expect(image.status).toBe(415);
    expect((await callApi("GET", "/api/whatsapp-clicks")).status).toBe(405);
  });

  it("counts at most the limit per address in a window; the rest is answered but not counted", async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < WHATSAPP_CLICK_LIMITS.perAddress + 5; i++) {
      expect((await beacon({ source: "product", product_ids: [ids[2]] }, { ip })).status).toBe(204);
    }
    const counted = (await rows()).find((r) => r.product_id === ids[2] && r.source === "product");
    expect(counted?.clicks).toBe(WHATSAPP_CLICK_LIMITS.perAddress);
  });
});
