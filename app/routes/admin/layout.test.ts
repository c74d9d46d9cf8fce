import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appRequest,
  callHandler,
  cookieFrom,
  formRequest,
  installAuthTestDb,
  newAdmin,
  newShopper,
  uniqueEmail,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import * as dashboard from "./dashboard";
import * as layout from "./layout";
import * as unknown from "./unknown";

const get = (path: string, cookie?: string) =>
  callHandler(layout.loader, appRequest(path, { cookie }));

describe.each(TEST_DB_KINDS)("the admin entry (spec 'Admin entry') on %s", (kind) => {
  let t: TestDb;
  let shopper: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    shopper = await newShopper();
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  it("signed out, /admin shows the sign-in card (200), Portuguese by default", async () => {
    expect(await get("/admin")).toMatchObject({
      status: 200,
      body: { state: "signed-out", locale: "pt", form: "sign-in", redirectTo: null },
    });
    expect((await get("/admin?form=sign-up&redirectTo=%2Fadmin%2Fmarcas")).body).toMatchObject({
      form: "sign-up",
      redirectTo: "/admin/marcas",
    });
    expect((await get("/admin?redirectTo=https%3A%2F%2Fevil.example")).body).toMatchObject({
      redirectTo: "/admin",
    });
  });

  it("signed out, a deeper admin page redirects (302) to the entry and back", async () => {
    const out = await get("/admin/produtos");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin?redirectTo=%2Fadmin%2Fprodutos");
    const unknownPage = await callHandler(unknown.loader, appRequest("/admin/marcas"));
    expect(unknownPage.headers.get("location")).toBe("/admin?redirectTo=%2Fadmin%2Fmarcas");
  });

  it("a signed-in shopper gets the notice with status 403", async () => {
    expect(await get("/admin", shopper.cookie)).toMatchObject({
      status: 403,
      body: { gate: "forbidden", firstName: "Rui", locale: "pt" },
    });
    expect((await get("/admin/produtos", shopper.cookie)).status).toBe(403);
    expect(
      await callHandler(dashboard.loader, appRequest("/admin", { cookie: shopper.cookie })),
    ).toMatchObject({
      status: 200,
      body: null,
    });
  });

  it("an administrator gets the panel (200) with the full name", async () => {
    expect(await get("/admin", admin.cookie)).toMatchObject({
      status: 200,
      body: { state: "admin", fullName: "Ana Souza", locale: "pt" },
    });
    const page = await callHandler(
      dashboard.loader,
      appRequest("/admin", { cookie: admin.cookie }),
    );
    expect(page.body).toMatchObject({ ready: true, counts: { admins: 1 } });
    const unknownPage = await callHandler(
      unknown.loader,
      appRequest("/admin/x", { cookie: admin.cookie }),
    );
    expect(unknownPage.headers.get("location")).toBe("/admin");
  });

  it("?lang=en switches to English and remembers it in the lang cookie", async () => {
    const out = await get("/admin?lang=en");
    expect(out.body).toMatchObject({ locale: "en" });
    expect(out.headers.get("set-cookie")).toMatch(/^lang=en; (.+; )?Path=\/(;|$)/);
    expect((await get("/admin", "lang=en")).body).toMatchObject({ locale: "en" });
  });

  it("?lang=es switches to Spanish and remembers it, for the panel and the notice too", async () => {
    const out = await get("/admin?lang=es");
    expect(out.body).toMatchObject({ state: "signed-out", locale: "es" });
    expect(out.headers.get("set-cookie")).toMatch(/^lang=es; (.+; )?Path=\/(;|$)/);
    expect((await get("/admin/produtos", `${admin.cookie}; lang=es`)).body).toMatchObject({
      state: "admin",
      locale: "es",
    });
    expect(await get("/admin", `${shopper.cookie}; lang=es`)).toMatchObject({
      status: 403,
      body: { gate: "forbidden", locale: "es" },
    });
    // A language the table does not have changes nothing.
    const other = await get("/admin?lang=fr", "lang=es");
    expect(other.body).toMatchObject({ locale: "es" });
    expect(other.headers.get("set-cookie")).toBeNull();
  });

  describe("sign-in", () => {
    it("a wrong password answers 401 with 'Credenciais invalidas' and keeps the e-mail", async () => {
      const out = await callHandler(
        layout.action,
        formRequest("/admin", {
          intent: "sign-in",
          email: admin.email,
          password: "wrong password",
        }),
      );
      expect(out).toMatchObject({
        status: 401,
        body: { intent: "sign-in", error: "invalidCredentials", values: { email: admin.email } },
      });
    });

    it("empty fields are refused (400) without reaching better-auth", async () => {
      const out = await callHandler(
        layout.action,
        formRequest("/admin", { intent: "sign-in", email: "", password: "" }),
      );
      expect(out).toMatchObject({
        status: 400,
        body: { fields: { email: "required", password: "required" } },
      });
    });

    it("success redirects back to redirectTo with a browser-session cookie", async () => {
      const out = await callHandler(
        layout.action,
        formRequest("/admin", {
          intent: "sign-in",
          email: admin.email,
          password: admin.password,
          redirectTo: "/admin/produtos",
        }),
      );
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toBe("/admin/produtos");
      const [cookie] = out.headers.getSetCookie();
      expect(cookie).toMatch(/^vitrine\.session_token=/);
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
      expect((await get("/admin", cookieFrom(out.headers))).body).toMatchObject({ state: "admin" });
    });

    it("an off-site redirectTo is ignored", async () => {
      const out = await callHandler(
        layout.action,
        formRequest("/admin", {
          intent: "sign-in",
          email: admin.email,
          password: admin.password,
          redirectTo: "//evil.example/admin",
        }),
      );
      expect(out.headers.get("location")).toBe("/admin");
    });
  });

  describe("sign-up", () => {
    const fields = (email: string) => ({
      intent: "sign-up",
      first_name: "Lia",
      last_name: "Costa",
      email,
      password: "secret1",
      confirm_password: "secret1",
      phone: "",
      address: "",
    });

    it("refuses mismatched passwords and short ones (product rules §5) with 400", async () => {
      const email = uniqueEmail();
      const mismatch = await callHandler(
        layout.action,
        formRequest("/admin", { ...fields(email), confirm_password: "secret2" }),
      );
      expect(mismatch).toMatchObject({
        status: 400,
        body: {
          intent: "sign-up",
          fields: { confirm_password: "passwordsDoNotMatch" },
          values: { email },
        },
      });
      const short = await callHandler(
        layout.action,
        formRequest("/admin", { ...fields(email), password: "12345", confirm_password: "12345" }),
      );
      expect(short.body).toMatchObject({ fields: { password: "passwordTooShort" } });
    });

    it("signs the new shopper in, who then sees the notice", async () => {
      const out = await callHandler(layout.action, formRequest("/admin", fields(uniqueEmail())));
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toBe("/admin");
      expect((await get("/admin", cookieFrom(out.headers))).status).toBe(403);
    });

    it("an e-mail in use shows the server's message (409)", async () => {
      const out = await callHandler(layout.action, formRequest("/admin", fields(shopper.email)));
      expect(out).toMatchObject({ status: 409, body: { error: "emailTaken" } });
    });
  });

  it("logout ends the session on the server", async () => {
    const account = await newShopper();
    const out = await callHandler(
      layout.action,
      formRequest("/admin", { intent: "logout" }, { cookie: account.cookie }),
    );
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin");
    expect(out.headers.getSetCookie()[0]).toMatch(/^vitrine\.session_token=; Max-Age=0/);
    const sessions = await t.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", account.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await get("/admin", account.cookie)).body).toMatchObject({ state: "signed-out" });
  });
});
