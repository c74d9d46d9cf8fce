import type { adminPostersPt } from "../../pt/admin-sections/posters";
import type { Widen } from "../../widen";

export const adminPostersEn: Widen<typeof adminPostersPt> = {
  title: "Posters",
  total: { one: "{count} poster", other: "{count} posters" },
  addTitle: "Add poster",
  titlePt: "Title",
  titleIn: "{language} title",
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
