/** Portuguese texts of the store's filters (issue #23). */
export const filtersPt = {
  title: "Filtros",
} as const;
