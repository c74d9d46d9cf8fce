import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installAuthTestDb, uniqueEmail } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createAdmin } from "./admins.server";
import { createApiToken, lastUseIsStale, userForApiToken } from "./tokens.server";

describe("a token's last use, kept to the minute", () => {
  const at = (iso: string) => new Date(iso);
  it("records the first use", () => {
    expect(lastUseIsStale(null, at("2026-11-29T10:00:00.000Z"))).toBe(true);
  });
  it("does not write it again within the minute", () => {
    expect(lastUseIsStale("2026-11-29T10:00:00.000Z", at("2026-11-29T10:00:59.999Z"))).toBe(false);
  });
  it("writes it again once a minute has passed", () => {
    expect(lastUseIsStale("2026-11-29T10:00:00.000Z", at("2026-11-29T10:01:00.000Z"))).toBe(true);
  });
});

describe.each(TEST_DB_KINDS)("API tokens on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("identifies the token's administrator and records its use once within a minute", async () => {
    const created = await createAdmin(t.db, {
      email: uniqueEmail("till"),
      password: "correct horse battery",
      first_name: "Caixa",
      last_name: "Loja",
    });
    if (!created.ok) throw new Error(created.error);
    const { id, token } = await createApiToken(t.db, created.admin.id, "till");
    const lastUse = () =>
      t.db
        .selectFrom("api_token")
        .select("last_used_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();

    expect(await userForApiToken(t.db, token)).toMatchObject({
      id: created.admin.id,
      role: "admin",
    });
    const first = (await lastUse()).last_used_at;
    expect(first).not.toBeNull();

    // A use a minute ago is renewed; one a moment ago is left as it is.
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await t.db
      .updateTable("api_token")
      .set({ last_used_at: minuteAgo })
      .where("id", "=", id)
      .execute();
    await userForApiToken(t.db, token);
    const renewed = (await lastUse()).last_used_at!;
    expect(renewed > minuteAgo).toBe(true);
    await userForApiToken(t.db, token);
    expect((await lastUse()).last_used_at).toBe(renewed);
  });

  it("identifies nobody for an unknown token", async () => {
    expect(await userForApiToken(t.db, "vt_unknown")).toBeNull();
    expect(await userForApiToken(t.db, "not-a-token")).toBeNull();
  });
});
