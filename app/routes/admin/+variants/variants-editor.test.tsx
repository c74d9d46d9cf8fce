import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TextsProvider } from "~/i18n/use-texts";
import { textsFor } from "~/i18n/texts";
import type { ActionResult } from "~/lib/admin-result";
import type { EditorRow } from "~/lib/variant-editor";
import type { VariantsResult } from "~/lib/variant-removal";
import { VariantsEditor, type VariantsEditorProps } from "./variants-editor";

// The variants editor's markup as the server sends it, before any JavaScript: every control has
// its label, the rows post the names the action reads, and a refusal sits beside its row's field.

const row = (label: string, value: string, sku: string): EditorRow => ({
  options: { voltagem: value },
  labels: [label],
  sku,
  price: "199.90",
  originalPrice: "",
  isOffer: false,
  offerStarts: sku === "" ? "" : "2026-11-28T18:00",
  offerEnds: "",
  stock: "",
  image: "",
  isNew: sku === "",
});

const editor: VariantsEditorProps = {
  product: { id: 7, name: "Furadeira 13mm" },
  attributes: [
    {
      code: "voltagem",
      name: "Voltagem",
      values: [
        { code: "127v", label: "127 V" },
        { code: "220v", label: "220 V" },
      ],
    },
  ],
  ticked: { options: ["voltagem"], values: { voltagem: ["127v", "220v"] } },
  problem: null,
  options: ["voltagem"],
  rows: [row("127 V", "127v", "F-127"), row("220 V", "220v", "")],
  pictures: [{ url: "https://example.com/f.jpg", number: 1, alt: "De frente" }],
};

function render(result?: ActionResult): string {
  const Stub = createRoutesStub([
    {
      path: "/admin/produtos/:id/variantes",
      Component: () => (
        <TextsProvider value={textsFor("pt")}>
          <VariantsEditor editor={editor} result={result} />
        </TextsProvider>
      ),
    },
  ]);
  // React separates adjacent texts with empty comments: left out, the markup reads as shown.
  return renderToString(<Stub initialEntries={["/admin/produtos/7/variantes"]} />).replaceAll(
    "<!-- -->",
    "",
  );
}

/** Each tag of a kind, with its attributes. */
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe("the variants editor's markup", () => {
  it("labels every control, and posts each row's fields by its index", () => {
    const html = render();
    const controls = [...tags(html, "input"), ...tags(html, "select")].filter(
      (tag) => attr(tag, "type") !== "hidden",
    );
    const unlabelled = controls.filter((tag) => {
      const id = attr(tag, "id");
      // The option values' checkboxes sit inside their labels.
      return id ? !html.includes(`for="${id}"`) : attr(tag, "name") !== "v.voltagem";
    });
    expect(controls.length).toBeGreaterThan(10);
    expect(unlabelled).toEqual([]);
    expect(html).toContain(
      '<label for="variant-1-price" class="text-sm font-medium text-ink xl:sr-only">Preço<span class="sr-only"> — 220 V</span></label>',
    );
    const names = [...html.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining([
        "options.0",
        "variants.0.options.voltagem",
        "variants.1.sku",
        "variants.1.price",
        "variants.1.original_price",
        "variants.1.is_special_offer",
        "variants.1.stock",
        "variants.1.image",
        // Without JavaScript the "same for all" fields are posted.
        "same_price",
        "same_stock",
      ]),
    );
    // The options are a GET form: the ticked values, and the button that asks for combinations.
    expect(tags(html, "form").map((f) => attr(f, "method"))).toEqual(["get", "post"]);
    expect(
      tags(html, "input").filter((i) => i.includes('name="v.voltagem"') && i.includes("checked")),
    ).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*name="generate"[^>]*>Gerar combinações<\/button>/);
  });

  it("gives each row its offer's start and end as datetime-local fields in the shop's time, the zone in the label", () => {
    const html = render({
      intent: "save",
      ok: false,
      fields: { "variants.1.offer_ends_at": "O fim deve ser depois do início." },
      values: { "variants.1.offer_ends_at": "2026-11-27T10:00" },
    });
    const start = tags(html, "input").find((i) => attr(i, "id") === "variant-0-offer_starts_at")!;
    expect(attr(start, "type")).toBe("datetime-local");
    expect(attr(start, "name")).toBe("variants.0.offer_starts_at");
    expect(attr(start, "value")).toBe("2026-11-28T18:00");
    expect(html).toMatch(
      /<label for="variant-0-offer_starts_at"[^>]*>Início da oferta <span[^>]*>\(horário de Assunção\)<\/span>/,
    );
    const end = tags(html, "input").find((i) => attr(i, "id") === "variant-1-offer_ends_at")!;
    expect(attr(end, "value")).toBe("2026-11-27T10:00");
    expect(attr(end, "aria-invalid")).toBe("true");
    expect(html).toContain("O fim deve ser depois do início.");
    expect(html).toContain("Período da oferta");
  });

  it("shows a refusal beside its row's field, with what was typed", () => {
    const html = render({
      intent: "save",
      ok: false,
      fields: { "variants.1.sku": "Já existe um produto ou variante com esse SKU." },
      values: { "variants.1.sku": "F-127", "variants.0.price": "150" },
    });
    const sku = tags(html, "input").find((i) => attr(i, "id") === "variant-1-sku")!;
    expect(attr(sku, "value")).toBe("F-127");
    expect(attr(sku, "aria-invalid")).toBe("true");
    expect(html).toContain(
      `<p id="${attr(sku, "aria-describedby")}" class="text-sm text-red-700">Já existe um produto ou variante com esse SKU.</p>`,
    );
    const price = tags(html, "input").find((i) => attr(i, "id") === "variant-0-price")!;
    expect(attr(price, "value")).toBe("150");
  });

  it("asks before removing combinations open enquiries name, its button a submit of the rows' form", () => {
    const result: VariantsResult = {
      intent: "save",
      ok: false,
      values: { "variants.0.sku": "F-127" },
      removal: { enquiries: 2, combinations: ["220 V (F-220)"] },
    };
    const html = render(result);
    expect(html).toContain("Remover combinações citadas em orçamentos?");
    expect(html).toContain("2 orçamentos em aberto citam combinações que esta alteração remove:");
    expect(html).toContain("<li>220 V (F-220)</li>");
    const form = /<form[^>]*method="post"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    const button = tags(form, "button").find((tag) => attr(tag, "name") === "confirm_removal")!;
    expect(attr(button, "value")).toBe("1");
    expect(form).toContain(`${button}Salvar e remover</button>`);
    expect(render()).not.toContain("confirm_removal");
  });
});
