import type { adminSettingsPt } from "../../pt/admin-sections/settings";
import type { Widen } from "../../widen";

export const adminSettingsEn: Widen<typeof adminSettingsPt> = {
  title: "Store settings",
  intro: "These details appear in the footer, the About page, customer service and location.",
  submit: "Save settings",
  groups: {
    store: "Store",
    contact: "Contact",
    location: "Location",
    hours: "Opening hours",
    shipping: "Shipping",
    rates: "Exchange rates",
    brazilNote: "Shoppers from Brazil",
    feeds: "Product catalogues",
    stock: "Stock",
  },
  name: "Store name",
  inLanguage: "{field} ({language})",
  texts: {
    description: "Description",
    hours_week: "Monday to Saturday",
    hours_sunday: "Sunday",
    hours_weekdays: "Monday to Friday",
    hours_saturday: "Saturday",
    free_shipping: "Free shipping",
    brazil_note: "Note for shoppers from Brazil",
  },
  /** The low-stock threshold (app/lib/stock.ts). */
  lowStock: {
    label: 'Say "only a few left" from',
    hint: 'With stock tracked, the product page says "Only N left" when this many or fewer remain (0 turns it off).',
    invalid: "Enter a whole number from {min} to {max}.",
  },
  feeds: {
    intro:
      "Files with every product, price, stock and picture, updated on every catalogue change. Paste the address into Google Merchant Center or Meta's Commerce Manager (Facebook, Instagram, WhatsApp Business).",
    google: "Catalogue for Google (Google Shopping)",
    meta: "Catalogue for Meta (Facebook, Instagram, WhatsApp Business)",
  },
  brazilNoteIntro:
    "For example, the shopping allowance per person. Shown on every product page and on the quote list; hidden when empty. A language left empty shows the Portuguese text.",
  rates: {
    intro:
      "With exchange rates filled in, the store shows an estimate in Brazilian reais and Paraguayan guaraníes beside each price in US dollars. Prices stay in dollars. Leave them empty to show none.",
    brl_per_usd: "Reais per dollar (R$)",
    pyg_per_usd: "Guaraníes per dollar (₲)",
    rates_max_age_days: "Rates valid for (days)",
    maxAgeHint: "After that, the estimate disappears from the store until the rates are updated.",
    setAt: "Rates set on {date}.",
    validUntil: "The estimate shows in the store until {date}.",
    expired: "Expired on {date}: the store shows no estimate.",
    never: "No rates set: the store shows prices in dollars only.",
    renew: "These rates still hold today (renew the date)",
    brlRate:
      "Enter how many reais one dollar buys: between {min} and {max}, with up to {decimals} decimals (e.g. 5.4321).",
    pygRate:
      "Enter how many guaraníes one dollar buys, in whole guaraníes: between {min} and {max} (e.g. 7,350).",
    maxAge: "Enter a whole number of days from {min} to {max}.",
  },
  email: "Contact e-mail",
  phone: "Phone {n}",
  whatsapp: "WhatsApp number (digits only, with country code)",
  address: "Address",
  city: "City",
  country: "Country",
  map_url: "Map link (https)",
  map_embed_url: "Embedded map address (https)",
  hoursWordings: {
    week: {
      legend: "Monday to Saturday / Sunday",
      shownOn: "Shown under “{schedule}” on the {about}, {service} and {location} pages.",
    },
    weekdays: {
      legend: "Monday to Friday / Saturday",
      shownOn:
        "Shown in the footer of every page and under “{serviceHours}” on the {about}, {service} and {location} pages. Search engines read the Portuguese Monday to Friday, Saturday and Sunday hours.",
    },
  },
};
