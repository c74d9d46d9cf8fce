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
  },
  name: "Store name",
  description_pt: "Description (Portuguese)",
  description_en: "Description (English)",
  email: "Contact e-mail",
  phone: "Phone {n}",
  whatsapp: "WhatsApp number (digits only, with country code)",
  address: "Address",
  city: "City",
  country: "Country",
  map_url: "Map link (https)",
  map_embed_url: "Embedded map address (https)",
  hours_week_pt: "Monday to Saturday (Portuguese)",
  hours_sunday_pt: "Sunday (Portuguese)",
  hours_week_en: "Monday to Saturday (English)",
  hours_sunday_en: "Sunday (English)",
  hours_weekdays_pt: "Monday to Friday (Portuguese)",
  hours_saturday_pt: "Saturday (Portuguese)",
  hours_weekdays_en: "Monday to Friday (English)",
  hours_saturday_en: "Saturday (English)",
  free_shipping_pt: "Free shipping (Portuguese)",
  free_shipping_en: "Free shipping (English)",
  hoursNote:
    "The header uses “Monday to Saturday / Sunday”; the footer and About page, “Monday to Friday / Saturday”.",
};
