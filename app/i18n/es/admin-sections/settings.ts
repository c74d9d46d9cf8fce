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
  description_pt: "Descripción (portugués)",
  description_en: "Descripción (inglés)",
  email: "Correo electrónico de contacto",
  phone: "Teléfono {n}",
  whatsapp: "Número de WhatsApp (solo dígitos, con el código de país)",
  address: "Dirección",
  city: "Ciudad",
  country: "País",
  map_url: "Enlace del mapa (https)",
  map_embed_url: "Dirección del mapa incrustado (https)",
  hours_week_pt: "Lunes a sábado (portugués)",
  hours_sunday_pt: "Domingo (portugués)",
  hours_week_en: "Lunes a sábado (inglés)",
  hours_sunday_en: "Domingo (inglés)",
  hours_weekdays_pt: "Lunes a viernes (portugués)",
  hours_saturday_pt: "Sábado (portugués)",
  hours_weekdays_en: "Lunes a viernes (inglés)",
  hours_saturday_en: "Sábado (inglés)",
  free_shipping_pt: "Envío gratis (portugués)",
  free_shipping_en: "Envío gratis (inglés)",
  hoursNote:
    "El encabezado usa “lunes a sábado / domingo”; el pie de página y la página Sobre nosotros, “lunes a viernes / sábado”.",
};
