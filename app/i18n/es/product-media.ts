import type { productMediaPt } from "../pt/product-media";
import type { Widen } from "../widen";

export const productMediaEs: Widen<typeof productMediaPt> = {
  heading: "Manuales y videos",
  documentsHeading: "Manuales y fichas técnicas",
  videosHeading: "Videos",
  open: "Abrir {title} (PDF)",
  pages: { one: "{count} página", other: "{count} páginas" },
  inLanguage: "en {language}",
  languages: { pt: "portugués", en: "inglés", es: "español" },
  play: "Reproducir el video {number} de {name} ({provider})",
  videoTitle: "Video {number} de {name}",
  privacy: "El video se carga desde {provider} recién cuando lo reproducís.",
  showMap: "Mostrar mapa",
  mapPrivacy: "El mapa se carga desde {host} solo cuando lo pedís.",
};
