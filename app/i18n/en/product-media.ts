import type { productMediaPt } from "../pt/product-media";
import type { Widen } from "../widen";

export const productMediaEn: Widen<typeof productMediaPt> = {
  heading: "Manuals and videos",
  documentsHeading: "Manuals and datasheets",
  videosHeading: "Videos",
  open: "Open {title} (PDF)",
  pages: { one: "{count} page", other: "{count} pages" },
  inLanguage: "in {language}",
  languages: { pt: "Portuguese", en: "English", es: "Spanish" },
  play: "Play video {number} of {name} ({provider})",
  videoTitle: "Video {number} of {name}",
  privacy: "The video is loaded from {provider} only when you play it.",
  showMap: "Show map",
  mapPrivacy: "The map is loaded from {host} only when you ask for it.",
};
