import type { adminCatalogueImportPt } from "../../pt/admin-sections/catalogue-import";
import type { Widen } from "../../widen";

export const adminCatalogueImportEs: Widen<typeof adminCatalogueImportPt> = {
  columns: {
    id: "id",
    sku: "sku",
    name: "nombre",
    description: "descripción",
    brand: "marca",
    category: "categoría",
    price: "precio",
    original_price: "precio original",
    is_special_offer: "oferta",
    offer_starts_at: "oferta inicio",
    offer_ends_at: "oferta fin",
    in_stock: "en stock",
    stock: "stock",
    group: "grupo",
    options: "opciones",
    images: "imágenes",
  },
  synonyms: {
    id: "código interno",
    sku: "código|referencia|ref",
    name: "producto|nombre del producto",
    description: "",
    brand: "fabricante",
    category: "rubro",
    price: "precio de venta|valor",
    original_price: "precio anterior|precio de lista",
    is_special_offer: "en oferta|promoción",
    offer_starts_at: "inicio de la oferta|oferta desde",
    offer_ends_at: "fin de la oferta|oferta hasta",
    in_stock: "disponible|en existencia",
    stock: "existencias|cantidad|inventario",
    group: "agrupar|producto padre|id de grupo",
    options: "variaciones|varía por",
    images: "imagen|fotos",
  },
  languageNames: { en: "inglés", es: "español" },
  yes: "sí",
  no: "no",
  errorsFile: { row: "fila", column: "columna", code: "código", message: "error" },
  rowErrors: {
    unknownLinkSku:
      'Columna {column}: no existe un producto con el SKU "{value}" (ni en esta planilla).',
    required: "Obligatorio para crear un producto.",
    tooLong: "Texto demasiado largo (como máximo {max} caracteres).",
    invalidText: "El texto tiene caracteres no válidos.",
    priceNotNumber: "El precio no es un número (ej.: 19,90).",
    priceNegative: "El precio no puede ser negativo.",
    priceTooHigh: "Precio demasiado alto.",
    originalNotAbovePrice: "El precio original debe ser mayor que el precio.",
    notYesNo: "Use sí o no (o x y vacío).",
    notHttps: "Use direcciones https:// separadas por |.",
    unknownImage: "Imagen desconocida: suba el archivo antes de usarlo.",
    tooManyImages: "Como máximo {max} imágenes por producto.",
    unknownBrand: "Marca desconocida: regístrela o permita crear marcas.",
    unknownCategory: "Categoría desconocida: regístrela o permita crear categorías.",
    ambiguousBrand: "Más de una marca tiene ese nombre: escríbalo como está registrado.",
    ambiguousCategory: "Más de una categoría tiene ese nombre: use el número de la categoría.",
    reservedBrandName: "Ese nombre no puede ser usado por una marca.",
    duplicateSku: "SKU repetido: ya aparece en la fila {row}.",
    duplicateId: "Producto repetido: ya aparece en la fila {row}.",
    invalidId: "Id no válido: use el número del producto.",
    unknownId: "No existe un producto con ese id.",
    idMismatch: "El id no es el del producto con ese SKU (¿planilla de otra tienda?).",
    malformedRow: "Fila ilegible: revise las comillas y los separadores.",
    attributeUnknownValue:
      'Columna {column}: el valor "{value}" no existe. Use el código o el nombre de un valor registrado en la especificación.',
    attributeAmbiguousValue:
      'Columna {column}: "{value}" corresponde a más de un valor. Use el código del valor.',
    attributeNotNumber:
      'Columna {column}: "{value}" no es un número. Escriba el número, con o sin la unidad (ej.: 650, 650 W, 1,5).',
    attributeAmbiguousNumber:
      'Columna {column}: "{value}" es ambiguo (¿mil quinientos o uno y medio?). Escriba 1500 o 1,5.',
    attributeNotYesNo:
      'Columna {column}: "{value}" no es sí ni no. Use sí o no; vacío deja el producto sin ese valor.',
    attributeNotInCategory:
      "Columna {column}: esa especificación no es de la categoría del producto. Asígnela a la categoría o deje la celda vacía.",
    invalidOfferDate:
      "Fecha no válida: use dd/mm/aaaa, dd/mm/aaaa hh:mm (hora de Asunción) o ISO 8601 (ej.: 2026-11-30T00:00-03:00); vacío deja la oferta sin límite.",
    offerWindowReversed: "El fin de la oferta tiene que ser después del inicio.",
    invalidStock:
      "Stock no válido: use un número entero de 0 a {max}, o déjelo vacío para no controlar el stock.",
    stockContradiction:
      "Stock y en stock no coinciden en esta fila (0 es agotado; más de 0, a la venta): corrija una de las dos columnas.",
    unknownGroup:
      "No existe un producto con ese id. Para un producto nuevo, use en el grupo una clave con letras (ej.: taladro-1).",
    groupConflict:
      "La fila {row} del mismo grupo tiene otro valor en esta columna: repita el mismo valor o deje la celda vacía.",
    skuElsewhere:
      "Ese SKU ya es de otro producto (id {id}): un SKU solo puede estar en un producto.",
    invalidOption:
      'Opción "{value}" no válida: use el código de una especificación de elección de la categoría del producto (ej.: voltagem), cada una una vez, separadas por |.',
    tooManyOptions: "Como máximo {max} opciones por producto.",
    optionValueMissing: "Columna {column}: cada variante necesita un valor de esta opción.",
    optionColumnMissing:
      "La planilla no tiene la columna de la opción {column}: inclúyala con el valor de cada variante.",
    duplicateCombination:
      "Combinación repetida: la fila {row} del mismo producto ya tiene esos valores de opción.",
    tooManyVariants: "Como máximo {max} variantes por producto.",
    variantsNeedOptions:
      "Las filas del mismo grupo son variantes de un producto: indique en la columna opciones qué cambia entre ellas (ej.: voltagem).",
    optionsNeedGroup:
      "Para cambiar las opciones de un producto, o crear y quitar variantes, use la columna grupo con el id del producto en todas sus filas.",
    categoryLacksOption:
      'La categoría no tiene la especificación "{value}", que es una opción de este producto: asígnela a la categoría, o cambie las opciones del producto (columna opciones, con la columna grupo).',
    variantNeedsSku:
      "Este producto tiene variantes: indique cuál por su SKU, o use la columna grupo.",
  },
  skipped: {
    unknownSku: "Un SKU que la tienda no tiene: fila dejada de lado.",
    noSku: "Fila sin SKU: dejada de lado (solo actualizar).",
  },
};
