import type { adminProductTablePt } from "../../pt/admin-sections/product-table";
import type { Widen } from "../../widen";

export const adminProductTableEs: Widen<typeof adminProductTablePt> = {
  tableLabel: "Productos",
  view: "Vista",
  viewTable: "Tabla",
  viewGrid: "Tarjetas",
  perPage: "Por página",
  brand: "Marca",
  allBrands: "Todas las marcas",
  columns: {
    image: "Imagen",
    sku: "SKU",
    name: "Nombre",
    brand: "Marca",
    category: "Categoría",
    price: "Precio",
    offer: "Oferta",
    stock: "Stock",
    actions: "Acciones",
  },
  selectRow: "Seleccionar {name}",
  selectPage: "Seleccionar todos en esta página",
  none: "Ninguno",
  bulk: {
    title: "Acciones en lote",
    scope: "Aplicar a",
    scopeSelected: "Productos seleccionados",
    scopeFilter: {
      one: "El {count} producto del filtro actual",
      other: "Todos los {count} productos del filtro actual",
    },
    action: "Acción",
    chooseAction: "Elija una acción",
    actions: {
      set_price: "Fijar precio",
      change_price: "Cambiar precio en ± %",
      offer_on: "Marcar como oferta (% de descuento)",
      offer_off: "Quitar oferta",
      set_category: "Fijar categoría",
      set_brand: "Fijar marca",
      in_stock: "Marcar en stock",
      out_of_stock: "Marcar sin stock",
      delete: "Eliminar",
      set_attribute: "Definir una especificación",
    },
    price: "Nuevo precio",
    percent: "Porcentaje",
    percentHint:
      "Ej.: 10 sube un 10 %, -5 baja un 5 %. Redondeado al centavo (medio centavo hacia arriba); el precio original de las ofertas cambia en la misma proporción.",
    discount: "Descuento",
    category: "Nueva categoría",
    brand: "Nueva marca",
    discountHint:
      "El precio actual pasa a ser el precio original; el nuevo precio es ese menos el descuento.",
    review: "Revisar",
    confirmTitle: "Confirmar cambio en lote",
    willChange: {
      one: "Se va a cambiar {count} producto",
      other: "Se van a cambiar {count} productos",
    },
    apply: "Aplicar",
    cancel: "Cancelar",
    applied: { one: "{count} producto cambiado.", other: "{count} productos cambiados." },
    undo: "Deshacer",
    undone: { one: "{count} producto restaurado.", other: "{count} productos restaurados." },
    recentTitle: "Cambios en lote de las últimas 24 horas",
    recentItem: "{action}, {time}",
    errors: {
      noSelection: "Seleccione al menos un producto.",
      tooMany: "Como máximo {max} productos por cambio en lote.",
      invalidAction: "Elija una acción.",
      invalidPrice: "Ingrese un precio válido (hasta US$ 10.000.000).",
      invalidPercent:
        "Ingrese un porcentaje entre -99,99 y 1000, distinto de cero, con hasta dos decimales.",
      invalidDiscount: "Ingrese un descuento entre 1 y 99 %.",
      priceTooHigh:
        "El nuevo precio de algún producto pasaría de US$ 10.000.000. No se cambió nada.",
      unknownCategory: "Elija una categoría.",
      unknownBrand: "Elija una marca.",
      notFound: "Cambio en lote no encontrado.",
      expired: "Este cambio tiene más de 24 horas y ya no se puede deshacer.",
      alreadyUndone: "Este cambio ya se deshizo.",
      changedSince:
        "Alguno de estos productos cambió después del cambio en lote; deshacerlo borraría ese cambio. No se cambió nada.",
      brandGone:
        "La marca de algún producto eliminado ya no existe. Vuelva a crearla antes de deshacer.",
      unknownAttribute: "Elija una especificación.",
      invalidAttributeValue:
        "Valor no válido para esta especificación: el código de uno de sus valores, un número, o 1 o 0 para sí o no.",
      attributeGone:
        "La especificación o uno de sus valores se eliminó después del cambio. No se cambió nada.",
    },
  },
};
