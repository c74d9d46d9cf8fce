import { demoManual } from "~/.server/db/seed/seed-documents.server";
import { addDocument } from "~/.server/documents/documents.server";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROWS, type ActionRow, type Fixtures } from "../../../tests/fixtures/admin-access-table";
import { createApiToken } from "~/.server/auth/tokens.server";
import { createAttribute } from "~/.server/catalogue/attribute-writes.server";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createPoster } from "~/.server/catalogue/posters.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { createEnquiry } from "~/.server/enquiries/enquiries.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { attributeInputSchema } from "~/lib/attribute-schemas";
import { productInputSchema } from "~/lib/catalogue-schemas";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  newShopper,
  signInCookie,
  type Outcome,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { adminRoutes } from "./routes";

// docs/decisions/014-access-table.md, walked over every back-office route: signed out, a page
// redirects (302) to /admin and back, while data and writes answer 401; signed in without the
// admin role, 403; administrators, 200. The table below has one row per route module in
// routes.ts: a new route without a row fails the first test.

type Handler = (args: never) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
}
const modules = import.meta.glob<RouteModule>("./*.tsx");

/** Every route module under the admin tree, read from routes.ts. */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [e.file, ...routeFiles(e.children ?? [])]);
}

async function load(file: string): Promise<RouteModule> {
  const importer = modules[`./${file.replace("routes/admin/", "")}`];
  if (!importer) throw new Error(`no module for ${file}`);
  return importer();
}

const redirectTo = (url: string) => `/admin?${new URLSearchParams({ redirectTo: url })}`;

// The sources of the route modules and their actions, to read which intents each action handles.
const sources = import.meta.glob<string>(["./*.tsx", "./+*/*-action.server.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The intents a route's action tells apart (the form kit's `name: formIntent(`, or
 * `intent === "…"`, `case "…":`) in the action module it imports from its `+dir/`, or in the route
 * module itself when it has none.
 */
function dispatchedIntents(file: string): string[] {
  const own = sources[`./${file.replace("routes/admin/", "")}`] ?? "";
  const helpers = [...own.matchAll(/from "\.\/(\+[\w-]+\/[\w-]+-action\.server)"/g)].map(
    (m) => sources[`./${m[1]}.ts`] ?? "",
  );
  const texts = helpers.length > 0 ? helpers : [own];
  const intents = texts.flatMap((text) =>
    [
      ...text.matchAll(
        /intent === "([\w-]+)"|case "([\w-]+)":|^ {2,4}"?([\w-]+)"?: (?:formIntent|moveIntent)\(/gm,
      ),
    ].map((m) => (m[1] ?? m[2] ?? m[3])!),
  );
  return [...new Set(intents)].sort();
}

describe("the authorization table covers every admin route", () => {
  it("has exactly one row per route module in app/routes/admin/routes.ts", () => {
    const files = [...new Set(routeFiles(adminRoutes))];
    const missing = files.filter((f) => !(f in ROWS));
    const stale = Object.keys(ROWS).filter((f) => !files.includes(f));
    expect(missing, "admin routes without a row in tests/fixtures/admin-access-table.ts").toEqual(
      [],
    );
    expect(stale, "rows for admin routes that no longer exist").toEqual([]);
  });

  it("every intent an action handles has a row; an action without intents has one row", () => {
    for (const [file, row] of Object.entries(ROWS)) {
      if (row.publicAction) continue;
      const listed = (row.actions ?? []).map((a) => a.intent).sort();
      const handled = dispatchedIntents(file);
      if (handled.length === 0) expect(listed.length, file).toBeLessThanOrEqual(1);
      else
        expect(listed, `${file}: the intents its action handles, each with a row`).toEqual(handled);
    }
    // The reading itself: the users action tells seven intents apart.
    expect(dispatchedIntents("routes/admin/users.tsx")).toHaveLength(7);
  });

  it("every guarded route with an action lists its intents", async () => {
    for (const [file, row] of Object.entries(ROWS)) {
      const module = await load(file);
      if (module.action && !row.publicAction) expect(row.actions?.length, file).toBeGreaterThan(0);
      if (!module.action) expect(row.actions, file).toBeUndefined();
    }
  });
});

describe.each(TEST_DB_KINDS)("decision 014, every admin route, on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let shopper: TestAccount;
  let fx: Fixtures;
  let layout: RouteModule;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    layout = await load("routes/admin/layout.tsx");
    admin = await newAdmin(t.db);
    shopper = await newShopper();
    const other = await newAdmin(t.db);
    const target = await newShopper();
    await signInCookie(admin.email, admin.password);
    const sessions = await t.db
      .selectFrom("session")
      .select(["id", "token"])
      .where("userId", "=", admin.id)
      .execute();
    const product = (name: string) =>
      createProduct(
        t.db,
        productInputSchema.parse({ name, brand_id: 1, category_id: 1, price: "1" }),
        null,
      );
    const brand = (name: string) =>
      createBrand(t.db, { name, logo_url: "https://example.com/b.png" }, null);
    const poster = () =>
      createPoster(
        t.db,
        {
          title: null,
          title_en: null,
          title_es: null,
          image_url: "https://example.com/q.png",
          active: true,
        },
        null,
      );
    const productId = await product("Chave Guardada");
    const manual = await addDocument(t.db, productId, {
      bytes: await demoManual("Manual guardado", 1),
      fileName: "manual.pdf",
      title: "Manual guardado",
    });
    fx = {
      productId,
      documentId: manual.id,
      doomedProductId: await product("Chave Condenada"),
      brandId: await brand("Marca Guardada"),
      doomedBrandId: await brand("Marca Condenada"),
      posterId: await poster(),
      doomedPosterId: await poster(),
      otherAdminId: other.id,
      shopperId: target.id,
      tokenId: (await createApiToken(t.db, admin.id, "old")).id,
      extraSessionId: sessions.find((s) => !admin.cookie.includes(s.token))!.id,
      enquiryId: (
        await createEnquiry(t.db, {
          channel: "whatsapp",
          locale: "pt",
          items: [{ productId: await product("Chave Pedida"), quantity: 2 }],
        })
      ).id,
      attributeId: await createAttribute(
        t.db,
        attributeInputSchema.parse({ code: "tipo-guardado", name: "Tipo", type: "choice" }),
        null,
      ),
      logo: new Uint8Array(
        await sharp({ create: { width: 80, height: 40, channels: 3, background: "#123456" } })
          .png()
          .toBuffer(),
      ),
    };
  });
  afterAll(() => t.cleanup());

  /** A page request as React Router serves it: the layout's loader, then the page's. */
  async function page(file: string, url: string, cookie?: string): Promise<Outcome> {
    const module = await load(file);
    const request = appRequest(url, { cookie });
    const outer = await callHandler(layout.loader, request);
    if (outer.status !== 200 || file === "routes/admin/layout.tsx") return outer;
    return callHandler(module.loader, request, ROWS[file]?.params?.(fx));
  }

  async function act(file: string, url: string, row: ActionRow, cookie?: string): Promise<Outcome> {
    const module = await load(file);
    const body = await row.body(fx);
    const request =
      body instanceof FormData
        ? appRequest(url, { method: "POST", cookie, body })
        : formRequest(url, { intent: row.intent, ...body }, { cookie });
    return callHandler(module.action, request, ROWS[file]?.params?.(fx));
  }

  const path = (url: string) => url.split("?")[0]!;

  for (const [file, row] of Object.entries(ROWS)) {
    describe(file, () => {
      it("page, signed out: the sign-in card at the entry, else 302 to /admin and back", async () => {
        const out = await page(file, row.page);
        if (row.entry) {
          expect(out.status).toBe(200);
          return;
        }
        expect(out.status).toBe(302);
        expect(out.headers.get("location")).toBe(redirectTo(row.page));
        // The page's own loader guards too (docs/decisions/014-access-table.md), not only the
        // layout's.
        const own = await callHandler((await load(file)).loader, appRequest(row.page));
        expect(own.headers.get("location")).toBe(redirectTo(row.page));
      });

      it("page, signed in without the admin role: 403", async () => {
        expect((await page(file, row.page, shopper.cookie)).status).toBe(403);
        if (!row.entry) {
          const own = await callHandler(
            (await load(file)).loader,
            appRequest(row.page, { cookie: shopper.cookie }),
          );
          expect(own.status).toBe(403);
        }
      });

      it("page, administrator: 200", async () => {
        const out = await page(file, row.page, admin.cookie);
        if (row.admin && row.admin !== 200) {
          expect(out.status).toBe(302);
          expect(out.headers.get("location")).toBe(row.admin.redirect);
        } else {
          expect(out.status).toBe(200);
        }
      });

      for (const action of row.actions ?? []) {
        it(`action ${action.intent}: 401 signed out, 403 without the role, done for an administrator`, async () => {
          const url = path(row.page);
          const out = await act(file, url, action);
          expect(out.status).toBe(401);
          expect(out.body).toMatchObject({ error: { code: "unauthorized" } });
          const forbidden = await act(file, url, action, shopper.cookie);
          expect(forbidden.status).toBe(403);
          expect(forbidden.body).toMatchObject({ error: { code: "forbidden" } });
          const done = await act(file, url, action, admin.cookie);
          if (action.admin === 200) {
            expect(done.status, JSON.stringify(done.body)).toBe(200);
            expect(done.body).toMatchObject({ ok: true });
          } else if ("file" in action.admin) {
            expect(done.status, JSON.stringify(done.body)).toBe(200);
            expect(done.headers.get("content-type")).toContain(action.admin.file);
          } else {
            expect(done.status).toBe(302);
            expect(done.headers.get("location")).toBe(action.admin.redirect);
          }
        });
      }
    });
  }
});
