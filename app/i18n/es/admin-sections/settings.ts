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
    rates: "Tipo de cambio",
    brazilNote: "Compradores de Brasil",
    feeds: "Catálogos de productos",
    stock: "Stock",
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
    brazil_note: "Aviso para compradores de Brasil",
  },
  /** The low-stock threshold (app/lib/stock.ts). */
  lowStock: {
    label: 'Avisar "últimas unidades" desde',
    hint: 'Con stock controlado, la página del producto muestra "Últimas N unidades" cuando quedan hasta esta cantidad (0 desactiva el aviso).',
    invalid: "Ingrese un número entero de {min} a {max}.",
  },
  feeds: {
    intro:
      "Archivos con todos los productos, precios, stock y fotos, actualizados con cada cambio en el catálogo. Pegue la dirección en Google Merchant Center o en el Administrador de ventas de Meta (Facebook, Instagram, WhatsApp Business).",
    google: "Catálogo para Google (Google Shopping)",
    meta: "Catálogo para Meta (Facebook, Instagram, WhatsApp Business)",
  },
  brazilNoteIntro:
    "Por ejemplo, la cuota de compras por persona. Aparece en la página de cada producto y en la lista de presupuesto; si está vacío, no aparece. Un idioma vacío muestra el texto en portugués.",
  rates: {
    intro:
      "Con el tipo de cambio cargado, la tienda muestra junto a cada precio en dólares una estimación en reales y en guaraníes. El precio de la tienda sigue siendo en dólares. Déjelo vacío para no mostrarla.",
    brl_per_usd: "Reales por dólar (R$)",
    pyg_per_usd: "Guaraníes por dólar (Gs.)",
    rates_max_age_days: "Validez del tipo de cambio, en días",
    maxAgeHint:
      "Pasado ese plazo, la estimación deja de aparecer en la tienda hasta que se actualice el cambio.",
    setAt: "Cambio cargado el {date}.",
    validUntil: "La estimación aparece en la tienda hasta el {date}.",
    expired: "Venció el {date}: la estimación no aparece en la tienda.",
    never: "Sin tipo de cambio: la tienda muestra solo los precios en dólares.",
    renew: "Los valores siguen vigentes hoy (renovar la fecha)",
    brlRate:
      "Indique cuántos reales vale un dólar: entre {min} y {max}, con hasta {decimals} decimales (por ejemplo 5,4321).",
    pygRate:
      "Indique cuántos guaraníes vale un dólar, sin decimales: entre {min} y {max} (por ejemplo 7.350).",
    maxAge: "Indique un número entero de días, de {min} a {max}.",
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
