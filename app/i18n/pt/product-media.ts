/**
 * Portuguese texts of a product's manuals and videos, and of the map shown on a press
 * (docs/decisions/068-product-documents-and-videos.md).
 */
export const productMediaPt = {
  heading: "Manuais e vídeos",
  documentsHeading: "Manuais e fichas técnicas",
  videosHeading: "Vídeos",
  open: "Abrir {title} (PDF)",
  pages: { one: "{count} página", other: "{count} páginas" },
  inLanguage: "em {language}",
  languages: { pt: "português", en: "inglês", es: "espanhol" },
  play: "Reproduzir o vídeo {number} de {name} ({provider})",
  videoTitle: "Vídeo {number} de {name}",
  privacy: "O vídeo só é carregado de {provider} quando você o reproduz.",
  showMap: "Mostrar mapa",
  mapPrivacy: "O mapa é carregado de {host} só quando você pede.",
} as const;
