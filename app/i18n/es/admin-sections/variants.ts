import type { adminVariantsPt } from "../../pt/admin-sections/variants";
import type { Widen } from "../../widen";

export const adminVariantsEs: Widen<typeof adminVariantsPt> = {
  title: "Variantes de {name}",
  back: "Volver a los productos",
  notFound: "Producto no encontrado",
  optionsTitle: "Opciones",
  optionsHint:
    "Marque los valores de hasta 3 opciones y genere las combinaciones. Sin ningún valor marcado, el producto queda sin opciones, con una sola variante.",
  noChoices:
    "La categoría de este producto no tiene especificaciones de tipo lista para usar como opción: tiene una sola variante.",
  generate: "Generar combinaciones",
  tooManyOptions: "Como máximo 3 opciones: desmarque los valores de alguna de ellas.",
  tooManyCombinations:
    "Esos valores dan {combinations} combinaciones; el máximo es {max}. Desmarque algunos valores.",
  rowsTitle: "Variantes",
  count: { one: "{count} variante", other: "{count} variantes" },
  rowsHint:
    "Stock vacío: no se controla. Al guardar, se eliminan las variantes que no están en la lista.",
  tableLabel: "Variantes de {name}",
  columns: {
    combination: "Combinación",
    sku: "SKU",
    price: "Precio",
    originalPrice: "Precio original",
    offer: "Oferta",
    stock: "Stock",
    picture: "Foto",
  },
  single: "Sin opciones",
  isNew: "Nueva",
  samePrice: "Mismo precio para todas",
  sameStock: "Mismo stock para todas",
  sameHint: "Si se completa, vale para todas las filas.",
  pictureNone: "Fotos del producto",
  picture: "Foto {number}",
  pictureAlt: "Foto {number}: {alt}",
  save: "Guardar variantes",
  saved: "¡Variantes guardadas!",
  saveFailed: "Variantes no guardadas: corrija los campos indicados.",
  perVariant: "Los precios, las ofertas y el stock de este producto se definen por variante.",
  edit: "Editar variantes",
  removal: {
    title: "¿Quitar combinaciones citadas en presupuestos?",
    named: {
      one: "{count} presupuesto abierto cita combinaciones que este cambio quita:",
      other: "{count} presupuestos abiertos citan combinaciones que este cambio quita:",
    },
    kept: "Los presupuestos guardan el SKU y las opciones de cada ítem, aunque se quiten.",
    confirm: "Guardar y quitar",
    cancel: "Volver sin guardar",
  },
};
