import type { adminImagePt } from "../../pt/admin-sections/image";
import type { Widen } from "../../widen";

export const adminImageEn: Widen<typeof adminImagePt> = {
  url: "Image URL (https)",
  file: "Image file",
  preview: "Preview",
  remove: "Remove image",
  preparing: "Preparing image...",
  urlDisabled: "A file was chosen: the URL will not be used.",
};
