import { describe, expect, it } from "vitest";
import { textsFor } from "~/i18n/texts";
import { describeActivity } from "./activity";

describe("the dashboard's activity: an import's audit entry", () => {
  const entry = {
    action: "import",
    entity: "product",
    entityId: null,
    detail: JSON.stringify({ rows: 12, created: 3, updated: 2, unchanged: 7 }),
  };
  it("reads its counts in the admin's language", () => {
    const t = (l: "pt" | "en" | "es") => textsFor(l).adminSections.dashboard;
    expect(describeActivity(entry, t("pt"))).toBe(
      "Importou produtos: novos: 3, alterados: 2, sem mudança: 7",
    );
    expect(describeActivity(entry, t("en"))).toBe(
      "Imported products: new: 3, changed: 2, unchanged: 7",
    );
    expect(describeActivity({ ...entry, detail: "not json" }, t("es"))).toBe(
      "Importó productos: nuevos: 0, modificados: 0, sin cambios: 0",
    );
  });
});

describe("the dashboard's activity: enquiries' personal data", () => {
  const t = (l: "pt" | "en" | "es") => textsFor(l).adminSections.dashboard;
  it("names an enquiry erased on request by its reference, and the daily job's count", () => {
    const request = {
      action: "update",
      entity: "enquiry",
      entityId: "7",
      detail: JSON.stringify({ reference: "ORC-ABC234", erased: true }),
    };
    expect(describeActivity(request, t("pt"))).toBe(
      "Apagou os dados pessoais do orçamento ORC-ABC234",
    );
    const job = {
      action: "delete",
      entity: "enquiry_data",
      entityId: null,
      detail: JSON.stringify({ erased: 3, before: "2025-11-26T00:00:00.000Z", months: 12 }),
    };
    expect(describeActivity(job, t("en"))).toBe("Erased the personal data of old enquiries: 3");
    const retention = {
      action: "settings",
      entity: "enquiry_retention",
      entityId: null,
      detail: "{}",
    };
    expect(describeActivity(retention, t("es"))).toBe(
      "Modificó el plazo de los datos personales de los presupuestos",
    );
  });
});

describe("the dashboard's activity: search synonyms", () => {
  const t = (l: "pt" | "en" | "es") => textsFor(l).adminSections.dashboard;
  const created = (detail: string | null) => ({
    action: "create",
    entity: "synonym",
    entityId: "parafusadeira",
    detail,
  });
  it("names the term and where it leads, a catalogue word or a product, in the admin's language", () => {
    const word = created(JSON.stringify({ word: "furadeira", productId: null }));
    expect(describeActivity(word, t("pt"))).toBe(
      "Adicionou o sinônimo “parafusadeira” → furadeira",
    );
    expect(describeActivity(word, t("en"))).toBe("Added the synonym “parafusadeira” → furadeira");
    const product = created(JSON.stringify({ word: null, productId: 12 }));
    expect(describeActivity(product, t("es"))).toBe(
      "Agregó el sinónimo “parafusadeira” → producto #12",
    );
    expect(describeActivity(product, t("pt"))).toBe(
      "Adicionou o sinônimo “parafusadeira” → produto #12",
    );
  });

  it("names the term of a removed synonym, and reads an unreadable detail as the plain entry", () => {
    const removed = {
      action: "delete",
      entity: "synonym",
      entityId: "parafusadeira",
      detail: null,
    };
    expect(describeActivity(removed, t("pt"))).toBe("Removeu o sinônimo “parafusadeira”");
    expect(describeActivity(removed, t("en"))).toBe("Removed the synonym “parafusadeira”");
    expect(describeActivity(removed, t("es"))).toBe("Quitó el sinónimo “parafusadeira”");
    expect(describeActivity(created("not json"), t("en"))).toBe("Created synonym “not json”");
  });
});
