import { describe, expect, it } from "vitest";
import type { EnquiryDetail } from "../enquiries/enquiries.server";
import { enquiryEmailText } from "./enquiry-email.server";

// The shop's e-mail about an enquiry names a variant's line by its options as the shopper read
// them (their language, whatever the administrators read) and the variant's SKU.

const line = (position: number, extra: Partial<EnquiryDetail["items"][number]>) => ({
  id: position,
  enquiry_id: 1,
  position,
  product_id: 12,
  variant_id: null,
  options: null,
  sku: null,
  name: "Taladro",
  quantity: 1,
  unit_price_cents: 18_990,
  ...extra,
});

const enquiry: EnquiryDetail = {
  id: 1,
  reference: "ORC-ABC234",
  channel: "whatsapp",
  locale: "es",
  name: null,
  contact: null,
  city: null,
  message: null,
  status: "new",
  notes: null,
  created_at: "2026-11-29T12:00:00.000Z",
  updated_at: "2026-11-29T12:00:00.000Z",
  erased_at: null,
  items: [
    line(1, {
      variant_id: 55,
      options: JSON.stringify([{ name: "Voltaje", value: "Batería 18 V" }]),
      sku: "TAL-18V",
      quantity: 2,
    }),
    line(2, { sku: "TAL" }),
  ],
  totalCents: 3 * 18_990,
};

describe("the enquiry e-mail", () => {
  it("names a variant's options as the shopper saw them and its SKU; a product's line as before", () => {
    // Prices are written with a no-break space.
    const plain = (locale: "pt" | "en") =>
      enquiryEmailText(enquiry, locale, { baseUrl: "https://loja.example", store: "Loja" }).replace(
        /\s/g,
        " ",
      );
    const text = plain("pt");
    expect(text).toContain("2 × Taladro (Voltaje: Batería 18 V) (SKU TAL-18V) — $ 189,90 cada");
    expect(text).toContain("1 × Taladro (SKU TAL) — $ 189,90 cada");
    expect(plain("en")).toContain(
      "2 × Taladro (Voltaje: Batería 18 V) (SKU TAL-18V) — $189.90 each",
    );
  });
});
