import { describe, expect, it } from "vitest";
import { telHref, whatsappHref } from "./store-profile-text";

describe("contact links from the store profile", () => {
  it("a WhatsApp chat opens on the shop's number, digits only, with the product message written", () => {
    expect(whatsappHref("+595 983 000-001")).toBe("https://wa.me/595983000001");
    expect(
      whatsappHref("+595 983 000-001", "Olá! Tenho interesse em: Furadeira & Parafusadeira"),
    ).toBe(
      "https://wa.me/595983000001?text=Ol%C3%A1!%20Tenho%20interesse%20em%3A%20Furadeira%20%26%20Parafusadeira",
    );
  });

  it("a number without a digit gives no WhatsApp link rather than a broken one", () => {
    expect(whatsappHref("")).toBeNull();
    expect(whatsappHref("(a definir)", "Olá")).toBeNull();
  });

  it("a phone link keeps the country code and drops the shop's notes", () => {
    expect(telHref("+595 900 000 001 (exemplo)")).toBe("tel:+595900000001");
  });
});
