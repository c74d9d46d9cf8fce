import type { adminSettingsPt } from "../../pt/admin-sections/settings";
import type { Widen } from "../../widen";

export const adminSettingsEs: Widen<typeof adminSettingsPt> = {
  title: "Configuración de la tienda",
  intro:
    "Estos datos aparecen en el pie de página, en Sobre nosotros, en Atención al cliente y en Ubicación.",
  submit: "Guardar configuración",
  groups: {
    store: "Tienda",
    contact: "Contacto",
    location: "Ubicación",
    hours: "Horarios",
    shipping: "Envío",
  },
  name: "Nombre de la tienda",
  inLanguage: "{field} ({language})",
  texts: {
    description: "Descripción",
    hours_week: "Lunes a sábado",
    hours_sunday: "Domingo",
    hours_weekdays: "Lunes a viernes",
    hours_saturday: "Sábado",
    free_shipping: "Envío gratis",
  },
  email: "Correo electrónico de contacto",
  phone: "Teléfono {n}",
  whatsapp: "Número de WhatsApp (solo dígitos, con el código de país)",
  address: "Dirección",
  city: "Ciudad",
  country: "País",
  map_url: "Enlace del mapa (https)",
  map_embed_url: "Dirección del mapa incrustado (https)",
  hoursWordings: {
    week: {
      legend: "Lunes a sábado / domingo",
      shownOn: "Aparece en “{schedule}”, en las páginas {about}, {service} y {location}.",
    },
    weekdays: {
      legend: "Lunes a viernes / sábado",
      shownOn:
        "Aparece en el pie de todas las páginas y en “{serviceHours}”, en las páginas {about}, {service} y {location}. Los buscadores leen los horarios en portugués de lunes a viernes, sábado y domingo.",
    },
  },
};
