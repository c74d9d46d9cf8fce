import type { adminCommonPt } from "../../pt/admin-sections/common";
import type { Widen } from "../../widen";

export const adminCommonEn: Widen<typeof adminCommonPt> = {
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  edit: "Edit",
  delete: "Delete",
  deleting: "Deleting...",
  confirmYes: "Yes, delete",
  close: "Close",
  optional: "(optional)",
  moveUp: "Move up",
  moveDown: "Move down",
  drag: "Drag",
  moved: "{name} is now at position {position} of {total}.",
  reorderHint: "Drag to change the order, or use the Move up and Move down buttons.",
  reorderHintButtons: "Use the Move up and Move down buttons to change the order.",
  pageOf: "Page {page} of {pages}",
  previous: "Previous",
  next: "Next",
  pagination: "Pagination",
  notifications: "Notifications",
  requiredSummary: "Fill in the required fields: {fields}.",
  invalidSummary: "Correct the fields marked below.",
  noImage: "No image",
  languageNames: {
    pt: "Portuguese",
    en: "English",
    es: "Spanish",
  },
};
