import type { adminPostersPt } from "../../pt/admin-sections/posters";
import type { Widen } from "../../widen";

export const adminPostersEn: Widen<typeof adminPostersPt> = {
  title: "Posters",
  total: "{count} posters",
  addTitle: "Add poster",
  titlePt: "Title",
  titleEn: "English title",
  image: "Poster image",
  submit: "Add poster",
  imageRequired: "Enter an image URL or upload a file.",
  confirmDelete: "Delete this poster?",
  active: "Active",
  inactive: "Inactive",
  activate: "Activate",
  deactivate: "Deactivate",
  empty: "No posters yet.",
  untitled: "Poster {id}",
  listLabel: "Posters, in carousel order",
};
