/** Portuguese texts of the back office's Specifications section (issue #23 item 2). */
export const adminAttributesPt = {
  title: "Especificações",
} as const;
