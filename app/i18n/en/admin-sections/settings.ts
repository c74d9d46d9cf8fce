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
  inLanguage: "{field} ({language})",
  texts: {
    description: "Description",
    hours_week: "Monday to Saturday",
    hours_sunday: "Sunday",
    hours_weekdays: "Monday to Friday",
    hours_saturday: "Saturday",
    free_shipping: "Free shipping",
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
