import { describe, expect, it } from "vitest";
import { apiProductUpdateSchema } from "./api-input-schemas";
import { posterPatchSchema, productInputSchema, productPatchSchema } from "./catalogue-schemas";

describe("partial updates change only the fields sent (inline edit, API PUT)", () => {
  it("a product update with only a name leaves stock, offer, original price and image alone", () => {
    expect(productPatchSchema.parse({ name: "Martelo" })).toEqual({ name: "Martelo" });
    expect(apiProductUpdateSchema.parse({ name: "Martelo" })).toEqual({ name: "Martelo" });
  });

  it("a poster update with only a title does not reactivate the poster", () => {
    expect(posterPatchSchema.parse({ title: "Ofertas" })).toEqual({ title: "Ofertas" });
  });

  it("creation still takes the spec's defaults: in stock, not on offer, no original price", () => {
    const created = productInputSchema.parse({
      name: "Martelo",
      brand_id: 1,
      category_id: 1,
      price: "19,90",
    });
    expect(created).toMatchObject({
      price: 1990,
      in_stock: true,
      is_special_offer: false,
      original_price: null,
      image_url: null,
    });
  });
});
