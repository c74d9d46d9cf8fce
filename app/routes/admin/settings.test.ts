import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCatalogueVersion } from "~/.server/catalogue/version.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { DEMO_STORE_PROFILE, type StoreProfile } from "~/lib/store-profile";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import * as route from "./settings";

// The currency hint (docs/decisions/054-currency-hint.md): the store settings take reais
// and guaraníes per dollar, their maximum age and a note for shoppers from Brazil per language;
// the rates' date is the server's; a profile saved before these fields still reads.

const DAY = 86_400_000;

/** The settings form as the page posts it: every field of `profile`, the phones one by one. */
function formOf(profile: StoreProfile, extra: Record<string, string> = {}) {
  const {
    phones,
    rates_max_age_days,
    rates_set_at: _date,
    feed_google,
    feed_meta,
    low_stock_threshold,
    ...rest
  } = profile;
  const fields: Record<string, string> = {
    intent: "save",
    ...rest,
    rates_max_age_days: String(rates_max_age_days),
    low_stock_threshold: String(low_stock_threshold),
    // Checkboxes: sent when ticked.
    ...(feed_google ? { feed_google: "on" } : {}),
    ...(feed_meta ? { feed_meta: "on" } : {}),
  };
  phones.forEach((phone, i) => (fields[`phone_${i + 1}`] = phone));
  return { ...fields, ...extra };
}

interface Answer {
  ok: boolean;
  fields?: Record<string, string>;
}
interface LoaderData {
  profile: StoreProfile;
  rates: { expiresAt: string | null; fresh: boolean };
}

describe.each(TEST_DB_KINDS)("the store settings' rates and Brazil note on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    admin = await newAdmin(t.db);
  });
  afterAll(() => t.cleanup());

  const save = async (extra: Record<string, string>, lang = "") => {
    const profile = await getStoreProfile(t.db);
    const out = await callHandler(
      route.action,
      formRequest(`/admin/configuracoes${lang}`, formOf(profile, extra), admin),
    );
    return { status: out.status, body: out.body as Answer };
  };
  const load = async () =>
    (await callHandler(route.loader, appRequest("/admin/configuracoes", admin))).body as LoaderData;

  it("reads a profile saved before the rates and the note: none set, seven days, notes empty", async () => {
    const {
      brl_per_usd: _b,
      pyg_per_usd: _p,
      rates_set_at: _s,
      rates_max_age_days: _m,
      brazil_note_pt: _n1,
      brazil_note_en: _n2,
      brazil_note_es: _n3,
      ...old
    } = { ...DEMO_STORE_PROFILE, name: "Loja de antes" };
    const value = JSON.stringify(old);
    const updated_at = new Date().toISOString();
    await t.db
      .insertInto("store_setting")
      .values({ key: "store_profile", value, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
      .execute();
    const profile = await getStoreProfile(t.db);
    expect(profile).toMatchObject({
      name: "Loja de antes",
      brl_per_usd: "",
      pyg_per_usd: "",
      rates_set_at: "",
      rates_max_age_days: 7,
      brazil_note_pt: "",
      brazil_note_en: "",
      brazil_note_es: "",
      // The product feeds, on until switched off.
      feed_google: true,
      feed_meta: true,
    });
    expect((await load()).rates).toEqual({ expiresAt: null, fresh: false });
  });

  it("an unticked feed box switches that feed off; ticked again, on", async () => {
    const post = async (fields: Record<string, string>) =>
      (await callHandler(route.action, formRequest("/admin/configuracoes", fields, admin)))
        .body as Answer;
    const { feed_google: _unticked, ...form } = formOf(await getStoreProfile(t.db));
    expect((await post(form)).ok).toBe(true);
    expect(await getStoreProfile(t.db)).toMatchObject({ feed_google: false, feed_meta: true });
    expect((await post({ ...form, feed_google: "on" })).ok).toBe(true);
    expect((await getStoreProfile(t.db)).feed_google).toBe(true);
    // The settings page names every feed file's address.
    const { feeds } = (await load()) as LoaderData & { feeds: { url: string }[] };
    expect(feeds.map((f) => f.url.replace(/^.*\/feeds\//, ""))).toEqual([
      "google.xml",
      "google-en.xml",
      "google-es.xml",
      "meta.csv",
      "meta-en.csv",
      "meta-es.csv",
    ]);
  });

  it("keeps typed rates as exact decimals, dated by the server, and moves the catalogue on", async () => {
    const version = await getCatalogueVersion(t.db);
    const before = Date.now();
    const out = await save({
      brl_per_usd: "5,4321",
      pyg_per_usd: "7.350",
      rates_max_age_days: "10",
      // A date in the form is not the server's: it is ignored.
      rates_set_at: "2020-01-01T00:00:00.000Z",
      brazil_note_pt: "Cota de compras: US$ 500 por pessoa.",
      brazil_note_es: "Cuota de compras: US$ 500 por persona.",
    });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    const profile = await getStoreProfile(t.db);
    expect(profile).toMatchObject({
      brl_per_usd: "5.4321",
      pyg_per_usd: "7350",
      rates_max_age_days: 10,
      brazil_note_pt: "Cota de compras: US$ 500 por pessoa.",
      brazil_note_en: "",
      brazil_note_es: "Cuota de compras: US$ 500 por persona.",
    });
    const setAt = Date.parse(profile.rates_set_at);
    expect(setAt).toBeGreaterThanOrEqual(before);
    expect(setAt).toBeLessThanOrEqual(Date.now());
    expect(await getCatalogueVersion(t.db)).toBeGreaterThan(version);
    expect((await load()).rates).toEqual({
      expiresAt: new Date(setAt + 10 * DAY).toISOString(),
      fresh: true,
    });
  });

  it("keeps the rates' date when they are saved unchanged, and renews it on request", async () => {
    const { rates_set_at: first } = await getStoreProfile(t.db);
    await new Promise((r) => setTimeout(r, 5));
    await save({ free_shipping_pt: "Frete grátis em Salto" });
    expect((await getStoreProfile(t.db)).rates_set_at).toBe(first);
    await save({ rates_renew: "on" });
    const renewed = (await getStoreProfile(t.db)).rates_set_at;
    expect(Date.parse(renewed)).toBeGreaterThan(Date.parse(first));
    await save({ brl_per_usd: "", pyg_per_usd: "" });
    expect(await getStoreProfile(t.db)).toMatchObject({ brl_per_usd: "", rates_set_at: "" });
  });

  it("refuses rates and ages out of range beside each field, in the administrator's language", async () => {
    const saved = await getStoreProfile(t.db);
    const wrong = { brl_per_usd: "54,321", pyg_per_usd: "7,35", rates_max_age_days: "0" };
    const pt = await save(wrong);
    expect(pt.status).toBe(400);
    expect(pt.body.fields).toEqual({
      brl_per_usd:
        "Informe quantos reais vale um dólar: entre 1 e 20, com até 4 casas decimais (por exemplo 5,4321).",
      pyg_per_usd:
        "Informe quantos guaranis vale um dólar, sem centavos: entre 1.000 e 50.000 (por exemplo 7.350).",
      rates_max_age_days: "Informe um número inteiro de dias, de 1 a 90.",
    });
    const en = await save({ ...wrong, rates_max_age_days: "91" }, "?lang=en");
    expect(en.body.fields).toMatchObject({
      pyg_per_usd:
        "Enter how many guaraníes one dollar buys, in whole guaraníes: between 1,000 and 50,000 (e.g. 7,350).",
      rates_max_age_days: "Enter a whole number of days from 1 to 90.",
    });
    const es = await save({ rates_max_age_days: "7,5" }, "?lang=es");
    expect(es.body.fields).toEqual({
      rates_max_age_days: "Indique un número entero de días, de 1 a 90.",
    });
    expect(await getStoreProfile(t.db)).toEqual(saved);
  });

  it("keeps the low-stock threshold, default 3, and refuses one out of range in the administrator's language", async () => {
    expect((await getStoreProfile(t.db)).low_stock_threshold).toBe(3);
    expect((await save({ low_stock_threshold: "5" })).status).toBe(200);
    expect((await getStoreProfile(t.db)).low_stock_threshold).toBe(5);
    const pt = await save({ low_stock_threshold: "-1" });
    expect([pt.status, pt.body.fields]).toEqual([
      400,
      { low_stock_threshold: "Informe um número inteiro de 0 a 1.000." },
    ]);
    const es = await save({ low_stock_threshold: "2,5" }, "?lang=es");
    expect(es.body.fields).toEqual({
      low_stock_threshold: "Ingrese un número entero de 0 a 1.000.",
    });
    expect((await getStoreProfile(t.db)).low_stock_threshold).toBe(5);
  });
});
