import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPoster } from "~/.server/catalogue/posters.server";
import { textsFor } from "~/i18n/texts";
import { posterInputSchema } from "~/lib/catalogue-schemas";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { postersAction } from "./posters-action.server";

// docs/product-rules.md §2 Manage posters: a poster needs an https URL or a file, and the form
// says so beside the picture's field; a refused file is named there too, while the toast stays
// the form's one error text; without JavaScript a delete first asks.

const s = textsFor("pt").adminSections;

describe.each(TEST_DB_KINDS)("the posters section's form on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  const post = (fields: Record<string, string>) =>
    callHandler(
      (args: { request: Request }) => postersAction(args.request),
      formRequest("/admin/posters", fields, { cookie: admin.cookie }),
    );

  it("adds a poster from an https URL, active", async () => {
    const out = await post({ intent: "create", image_url: "https://example.com/p.png" });
    expect(out).toMatchObject({
      status: 200,
      body: { ok: true, toast: { message: s.toasts.posterAdded } },
    });
    const stored = await t.db.selectFrom("poster").select("active").executeTakeFirstOrThrow();
    expect(Boolean(stored.active)).toBe(true);
  });

  it("names the missing picture beside its field, keeps what was typed, 400", async () => {
    const out = await post({ intent: "create", image_url: "", title: "Promoção" });
    expect(out).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fields: { image: s.posters.imageRequired },
        values: { title: "Promoção" },
        toast: { kind: "error", message: s.toasts.error },
      },
    });
  });

  it("a refused file is named beside its field; the toast is the form's error text", async () => {
    const body = new FormData();
    body.set("intent", "create");
    body.set("image", new File([new Uint8Array([1, 2, 3])], "x.png", { type: "image/png" }));
    const out = await callHandler(
      (args: { request: Request }) => postersAction(args.request),
      appRequest("/admin/posters", { method: "POST", cookie: admin.cookie, body }),
    );
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({ ok: false, toast: { message: s.toasts.error } });
    expect((out.body as { fields: Record<string, string> }).fields.image).not.toBe(s.toasts.error);
  });

  it("toggles the active flag, and asks before a delete without confirmation", async () => {
    const poster = posterInputSchema.parse({ image_url: "https://example.com/q.png" });
    const id = await createPoster(t.db, poster, null);
    const off = await post({ intent: "active", id: String(id), active: "false" });
    expect(off).toMatchObject({ status: 200, body: { ok: true, target: String(id) } });

    const ask = await post({ intent: "delete", id: String(id) });
    expect(ask).toMatchObject({
      status: 400,
      body: { ok: false, confirm: { target: String(id), label: `#${id}` } },
    });
    const gone = await post({ intent: "delete", id: String(id), confirmed: "1" });
    expect(gone).toMatchObject({
      status: 200,
      body: { toast: { message: s.toasts.posterRemoved } },
    });
  });
});
