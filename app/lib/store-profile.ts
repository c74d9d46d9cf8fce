import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);

/** The shop's own details, edited in the back office and read by the storefront. */
export const storeProfileSchema = z.object({
  name: text(100).min(1),
  description_pt: text(1000),
  description_en: text(1000),
  email: z.email().max(200),
  phones: z.array(text(40)).length(4),
  whatsapp: text(40),
  address: text(300),
  city: text(100),
  country: text(100),
  map_url: z.union([z.url({ protocol: /^https$/ }).max(2000), z.literal("")]),
  map_embed_url: z.union([z.url({ protocol: /^https$/ }).max(2000), z.literal("")]),
  // docs/product-rules.md §9 gives the opening hours in two wordings; both are kept, in both
  // languages.
  hours_week_pt: text(100),
  hours_sunday_pt: text(100),
  hours_week_en: text(100),
  hours_sunday_en: text(100),
  hours_weekdays_pt: text(100),
  hours_saturday_pt: text(100),
  hours_weekdays_en: text(100),
  hours_saturday_en: text(100),
  free_shipping_pt: text(200),
  free_shipping_en: text(200),
});

export type StoreProfile = z.infer<typeof storeProfileSchema>;

export const DEMO_STORE_PROFILE: StoreProfile = {
  name: "YouTools",
  description_pt:
    "Loja de ferramentas e equipamentos em Salto del Guairá: ferramentas manuais, máquinas elétricas, movimentação de carga, construção civil, jardim e agricultura.",
  description_en:
    "Tools and equipment store in Salto del Guairá: hand tools, electric machines, cargo handling, civil construction, garden and agriculture.",
  email: "contato@example.com",
  phones: [
    "+595 900 000 001 (exemplo)",
    "+595 900 000 002 (exemplo)",
    "+595 900 000 003 (exemplo)",
    "+595 900 000 004 (exemplo)",
  ],
  whatsapp: "595900000001",
  address: "Centro",
  city: "Salto del Guairá",
  country: "Paraguay",
  map_url: "https://www.openstreetmap.org/#map=15/-24.0596/-54.3096",
  map_embed_url:
    "https://www.openstreetmap.org/export/embed.html?bbox=-54.33%2C-24.07%2C-54.29%2C-24.05&layer=mapnik",
  hours_week_pt: "Segunda a Sábado: 7h às 17h",
  hours_sunday_pt: "Domingo: 7h às 12h",
  hours_week_en: "Mon–Sat 7am to 5pm",
  hours_sunday_en: "Sunday 7am to 12pm",
  hours_weekdays_pt: "Segunda a Sexta: 7h às 17h",
  hours_saturday_pt: "Sábado: 7h às 17h",
  hours_weekdays_en: "Monday to Friday: 7am to 5pm",
  hours_saturday_en: "Saturday: 7am to 5pm",
  free_shipping_pt: "Frete grátis para todo o país",
  free_shipping_en: "Free shipping nationwide",
};
