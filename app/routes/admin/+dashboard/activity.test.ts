import { describe, expect, it } from "vitest";
import { allMessagesFor } from "~/i18n/all-messages";
import { describeActivity } from "./activity";

describe("the dashboard's activity: an import's audit entry (issue #18)", () => {
  const entry = {
    action: "import",
    entity: "product",
    entityId: null,
    detail: JSON.stringify({ rows: 12, created: 3, updated: 2, unchanged: 7 }),
  };
  it("reads its counts in the admin's language", () => {
    const t = (l: "pt" | "en" | "es") => allMessagesFor(l).adminSections.dashboard;
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
