import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appRequest,
  callHandler,
  installAuthTestDb,
  newAdmin,
  newShopper,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS } from "./auth.server";
import {
  getSessionUser,
  requireAdmin,
  requireAdminData,
  requestPath,
  safeRedirectTo,
} from "./guards.server";

const page = (path: string, cookie?: string) => appRequest(path, { cookie });
const guard = (fn: (r: Request) => Promise<unknown>) => (request: Request) =>
  callHandler(({ request: r }: { request: Request }) => fn(r), request);

describe.each(TEST_DB_KINDS)("access (decision 014) on %s", (kind) => {
  let t: TestDb;
  let shopper: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    shopper = await newShopper();
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  it("signed out: an admin page redirects (302) to /admin?redirectTo=<path>", async () => {
    const out = await guard(requireAdmin)(page("/admin/produtos?pagina=2"));
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe(
      `/admin?redirectTo=${encodeURIComponent("/admin/produtos?pagina=2")}`,
    );
  });

  it("signed out: data requests and writes answer 401 with an error body", async () => {
    const out = await guard(requireAdminData)(page("/admin/produtos"));
    expect(out.status).toBe(401);
    expect(out.body).toEqual({
      error: { code: "unauthorized", message: "Faça login para continuar." },
    });
  });

  it("signed in without the admin role: pages 403 with the notice's data, data 403 JSON", async () => {
    const pageOut = await guard(requireAdmin)(page("/admin/produtos", shopper.cookie));
    expect(pageOut.status).toBe(403);
    expect(pageOut.body).toEqual({ gate: "forbidden", firstName: "Rui", locale: "pt" });
    const dataOut = await guard(requireAdminData)(
      appRequest("/admin/produtos", {
        cookie: shopper.cookie,
        headers: { "accept-language": "en" },
      }),
    );
    expect(dataOut.status).toBe(403);
    expect(dataOut.body).toEqual({
      error: { code: "forbidden", message: "Only administrators can do this." },
    });
  });

  it("administrators pass (200), with their name", async () => {
    const out = await guard(requireAdmin)(page("/admin/produtos", admin.cookie));
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ isAdmin: true, role: "admin", fullName: "Ana Souza" });
    expect((await guard(requireAdminData)(page("/admin", admin.cookie))).status).toBe(200);
  });

  it("the role is read from the database on every request", async () => {
    const { cookie, id } = await newAdmin(t.db);
    expect((await getSessionUser(page("/admin", cookie)))?.isAdmin).toBe(true);
    await t.db.updateTable("user").set({ role: "user" }).where("id", "=", id).execute();
    expect((await getSessionUser(page("/admin", cookie)))?.isAdmin).toBe(false);
  });

  it("an inactive account counts as signed out, and cannot sign in again", async () => {
    const account = await newShopper();
    await t.db
      .updateTable("user")
      .set({ status: "inactive" })
      .where("id", "=", account.id)
      .execute();
    expect(await getSessionUser(page("/admin", account.cookie))).toBeNull();
    const { signInCookie } = await import("../../../tests/fixtures/auth");
    await expect(signInCookie(account.email, account.password)).rejects.toThrow(/401/);
  });

  it("a session expires after 2 hours idle", async () => {
    const account = await newShopper();
    const session = await t.db
      .selectFrom("session")
      .select(["id", "expiresAt", "createdAt"])
      .where("userId", "=", account.id)
      .executeTakeFirstOrThrow();
    const idle = new Date(session.expiresAt).getTime() - new Date(session.createdAt).getTime();
    // Both instants are taken by better-auth a few milliseconds apart.
    expect(Math.abs(idle - SESSION_IDLE_SECONDS * 1000)).toBeLessThan(5000);
    await t.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", session.id)
      .execute();
    expect(await getSessionUser(page("/admin", account.cookie))).toBeNull();
  });

  it("using a session pushes its expiry forward (sliding idle time)", async () => {
    const account = await newShopper();
    const staleExpiry = new Date(Date.now() + SESSION_IDLE_SECONDS * 1000 - 5 * 60 * 1000);
    await t.db
      .updateTable("session")
      .set({ expiresAt: staleExpiry.toISOString() })
      .where("userId", "=", account.id)
      .execute();
    expect(await getSessionUser(page("/admin", account.cookie))).not.toBeNull();
    const { expiresAt } = await t.db
      .selectFrom("session")
      .select("expiresAt")
      .where("userId", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(staleExpiry.getTime() + 4 * 60 * 1000);
  });

  it("a session ends 12 hours after sign-in however active, and is deleted", async () => {
    const account = await newShopper();
    const started = new Date(Date.now() - SESSION_MAX_SECONDS * 1000 - 1000).toISOString();
    await t.db
      .updateTable("session")
      .set({ createdAt: started })
      .where("userId", "=", account.id)
      .execute();
    expect(await getSessionUser(page("/admin", account.cookie))).toBeNull();
    const left = await t.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", account.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("guard helpers", () => {
  it("name the page without React Router's data suffix and parameters", () => {
    expect(requestPath(new Request("http://x/admin/produtos.data?_routes=a&index&q=1"))).toBe(
      "/admin/produtos?q=1",
    );
  });
  it("send people back only inside the back office", () => {
    expect(safeRedirectTo("/admin/produtos?x=1")).toBe("/admin/produtos?x=1");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/admin//evil",
      "/produtos",
      "/administrator",
      null,
    ]) {
      expect(safeRedirectTo(bad)).toBe("/admin");
    }
  });
});
