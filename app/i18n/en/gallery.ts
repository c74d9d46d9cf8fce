import type { galleryPt } from "../pt/gallery";
import type { Widen } from "../widen";

export const galleryEn: Widen<typeof galleryPt> = {
  open: "Enlarge image: {alt}",
  image: "Image {n} of {count}",
  dialog: "Enlarged image: {alt}",
  close: "Close",
  zoom: "Zoom in",
  previous: "Previous image",
  next: "Next image",
};
