import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fill } from "~/i18n/fill";
import { textsFor } from "~/i18n/texts";
import { checkbox } from "~/lib/catalogue-schemas";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  newShopper,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import type { TestDb } from "../../../tests/fixtures/databases";
import { adminForm, formIntent, summary } from "./admin-form.server";

// The back office's one form kit (docs/decisions/008-one-form-mechanism.md): what every write gets
// without writing it, tested once here on a form made for the test.

const s = textsFor("pt").adminSections;
const en = textsFor("en").adminSections;

describe("summary: a refused form names its missing required fields (decision 025)", () => {
  const required = {
    name: { message: "Informe o nome.", label: "Nome" },
    price: { message: "Informe o preço.", label: "Preço" },
  };

  it("lists the labels of the required fields that are missing, in the form's order", () => {
    const fields = { price: "Informe o preço.", name: "Informe o nome." };
    expect(summary(fields, required, s)).toBe("Preencha os campos obrigatórios: Nome, Preço.");
  });

  it("asks to correct the fields shown when nothing required is missing", () => {
    expect(summary({ price: "Valor inválido." }, required, s)).toBe(s.common.invalidSummary);
  });
});

describe("checkbox: an unticked box sends nothing, which a form reads as false", () => {
  it.each([
    [undefined, false],
    ["on", true],
    ["", false],
  ])("%s → %s", (sent, read) => {
    expect(checkbox.parse(sent)).toBe(read);
  });
});

describe("adminForm", () => {
  let t: TestDb;
  let admin: TestAccount;
  const handled: unknown[] = [];

  const testForm = adminForm({
    save: formIntent({
      schema: z.object({ name: z.string().trim().min(1, "required"), offer: checkbox }),
      required: (sections) => ({ name: { message: sections.fields.required, label: "Nome" } }),
      failed: (sections) => sections.toasts.error,
      async handle(input, { s: sections }) {
        handled.push(input);
        return { toast: sections.toasts.settingsSaved };
      },
    }),
  });

  const post = (fields: Record<string, string>, cookie = admin.cookie, query = "") =>
    callHandler(
      () => testForm(formRequest(`/admin/teste${query}`, fields, { cookie })),
      appRequest("/"),
    );

  beforeAll(async () => {
    t = await installAuthTestDb("sqlite");
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  it("refuses a signed-out write (401) and a shopper's (403) before reading the form", async () => {
    expect((await post({ intent: "save", name: "x" }, "")).status).toBe(401);
    const shopper = await newShopper();
    expect((await post({ intent: "save", name: "x" }, shopper.cookie)).status).toBe(403);
    expect(handled).toEqual([]);
  });

  it("hands the handler the schema's output, checkboxes read as booleans", async () => {
    const out = await post({ intent: "save", name: " Furadeira ", offer: "on" });
    expect(out).toMatchObject({ status: 200, body: { ok: true, toast: { kind: "success" } } });
    expect(handled.at(-1)).toEqual({ name: "Furadeira", offer: true });
    await post({ intent: "save", name: "Serra" });
    expect(handled.at(-1)).toEqual({ name: "Serra", offer: false });
  });

  it("answers a refused form with its field messages, the summary and what was typed, in the admin's language", async () => {
    const out = await post({ intent: "save", name: " ", other: "kept" }, admin.cookie, "?lang=en");
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      ok: false,
      fields: { name: en.fields.required },
      formError: fill(en.common.requiredSummary, { fields: "Nome" }),
      values: { name: " ", other: "kept" },
      toast: { kind: "error", message: en.toasts.error },
    });
  });

  it("answers an intent it does not know with the error toast, 400", async () => {
    const out = await post({ intent: "drop-table", name: "x" });
    expect(out).toMatchObject({
      status: 400,
      body: { ok: false, toast: { message: s.toasts.error } },
    });
  });
});
