/** Portuguese texts of the store's compare (issue #23). */
export const comparePt = {
  title: "Comparar",
} as const;
