import type { unavailablePt } from "../pt/unavailable";
import type { Widen } from "../widen";

export const unavailableEs: Widen<typeof unavailablePt> = {
  title: "Volvemos en un momento — {site}",
  heading: "Volvemos en un momento",
  body: "La tienda tiene un problema técnico pasajero. Vuelva a intentarlo en unos instantes.",
  contact: "Si prefiere, hable con nosotros:",
  phone: "Teléfono",
  whatsapp: "WhatsApp",
  retry: "Intentar de nuevo",
};
