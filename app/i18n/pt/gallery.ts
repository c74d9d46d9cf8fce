/**
 * Portuguese texts of the product page's gallery. The product page's loader
 * fills them in (app/lib/product-gallery.ts), so they travel with the page's data and not in the
 * store's first-load JavaScript (docs/decisions/046-product-gallery.md, "The page"). {alt}: a picture's
 * alternative text.
 */
export const galleryPt = {
  /** The large picture's button, which opens the zoom view. */
  open: "Ampliar imagem: {alt}",
  /** A thumbnail's label. */
  image: "Imagem {n} de {count}",
  /** The zoom view's name. */
  dialog: "Imagem ampliada: {alt}",
  close: "Fechar",
  /** The zoom view's toggle (pressed: zoomed in). */
  zoom: "Aproximar",
  previous: "Imagem anterior",
  next: "Próxima imagem",
} as const;
