import type { commonPt } from "../pt/common";
import type { Widen } from "../widen";

export const commonEs: Widen<typeof commonPt> = {
  meta: {
    siteName: "YouTools",
    homeTitle: "{site} — Herramientas y equipos en Salto del Guairá",
    homeDescription:
      "Herramientas manuales, máquinas eléctricas, movimiento de cargas, construcción civil, jardín y agricultura. Precios en dólares.",
    pageTitle: "{page} — {site}",
  },
  nav: {
    home: "Inicio",
    categories: "Categorías",
    skipToContent: "Saltar al contenido",
  },
  languageMenu: {
    label: "Idioma",
  },
  home: {
    categoriesHeading: "Categorías",
  },
  errors: {
    notFoundTitle: "Página no encontrada",
    notFoundBody: "La dirección que buscó no existe o fue eliminada.",
    unexpectedTitle: "Algo salió mal",
    unexpectedBody: "Ocurrió un error inesperado. Intente nuevamente en unos instantes.",
    backHome: "Volver al inicio",
  },
};
