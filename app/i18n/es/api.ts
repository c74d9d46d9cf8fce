import type { apiPt } from "../pt/api";
import { adminEs } from "./admin";
import type { Widen } from "../widen";

export const apiEs: Widen<typeof apiPt> = {
  errors: {
    malformedJson: "El cuerpo de la solicitud no es un JSON válido.",
    validation: "Algunos campos no son válidos.",
    unauthorized: "Debe iniciar sesión para hacer esto.",
    forbidden: "Solo los administradores pueden hacer esto.",
    crossOrigin: "Solicitud rechazada: no provino de las páginas de esta tienda.",
    notFound: "No encontrado.",
    tooLarge: "El cuerpo de la solicitud es demasiado grande.",
    unsupportedType: "Tipo de contenido no admitido.",
    methodNotAllowed: "Método no permitido.",
    slugTaken: "Ya existe una marca con ese nombre.",
    reservedSlug: "Ese nombre no puede usarse para una marca.",
    brandInUse: "Esta marca todavía tiene productos y no puede eliminarse.",
    unknownBrand: "Marca desconocida.",
    unknownCategory: "Categoría desconocida.",
    orderMismatch: "La lista debe contener cada id exactamente una vez.",
    imageRequired: "Indique una URL de imagen o suba un archivo.",
    logoRequired: "Suba un logotipo.",
    unknownImage: "Imagen desconocida: suba el archivo antes de usarlo en la galería.",
    tooManyImages: "Como máximo 12 imágenes por producto.",
    internal: "Error interno. Intente nuevamente.",
    unavailable:
      "El servicio no está disponible en este momento. Vuelva a intentarlo en unos instantes.",
    storageFull: "No se guardó: no queda espacio en el servidor.",
    // Catalogue import (app/.server/catalogue/import/).
    importTooLarge: "El archivo supera los 20 MB.",
    importFileMissing: "Envíe el archivo (campo file, o el cuerpo de la solicitud).",
    importUnreadable: "No se pudo leer el archivo: envíe un CSV o una planilla XLSX.",
    importUnsafeArchive: "La planilla descomprimida es demasiado grande o está mal formada.",
    importEmpty: "El archivo no tiene filas de productos.",
    importTooManyRows: "El archivo supera las 50.000 filas.",
    importTooManyColumns: "El archivo supera las 200 columnas.",
    importNoColumns:
      "Ninguna columna conocida: la primera fila debe traer los títulos (sku, nombre, precio...).",
    importDuplicateColumn: "Dos columnas del archivo son el mismo campo.",
    importNeedsKey: "El archivo necesita una columna sku, id o nombre.",
    importTokenRequired:
      "Envíe el archivo primero con dry_run=1 y luego de nuevo con el plan_token de la vista previa.",
    importStale:
      "El catálogo cambió desde la vista previa: revise la nueva vista previa y confirme de nuevo.",
    importPlanChanged:
      "El archivo o las opciones cambiaron desde la vista previa: revise la nueva vista previa.",
    importHasErrors: "Corrija los errores de las filas antes de aplicar la importación.",
    emailTaken: adminEs.errors.emailTaken,
    tooManyAttempts: adminEs.errors.tooManyAttempts,
    serverBusy: adminEs.errors.serverBusy,
    invalidCredentials: adminEs.errors.invalidCredentials,
    registrationFailed: adminEs.errors.registrationFailed,
    // POST /api/enquiries.
    unknownProducts: "Productos desconocidos o retirados del catálogo: {ids}.",
    tooManyEnquiries:
      "Demasiados pedidos de presupuesto desde esta dirección: como máximo 5 cada 10 minutos. Intente de nuevo en {minutes} min.",
    enquiryTooLarge: "El pedido supera los 32 kB: envíe menos ítems o un mensaje más corto.",
    // Specifications: the attribute writes of the back office and the API.
    attributeCodeTaken: "Ya existe una especificación con ese código.",
    valueCodeTaken: "Esta especificación ya tiene un valor con ese código.",
    attributeInUse:
      "Productos con esta especificación: {products}. Para eliminarla de todos modos, envíe confirm={products}.",
    valueInUse:
      "Productos con este valor: {products}. Para eliminarlo de todos modos, envíe confirm={products}.",
    typeInUse: "Hay productos con esta especificación: su tipo no puede cambiar.",
    notAChoice: "Solo las especificaciones de tipo lista tienen valores.",
    mergeInvalid: "Elija otro valor de esta misma especificación.",
    tooManyValues: "Una especificación tiene como máximo 500 valores.",
    unknownAttribute: "Especificación desconocida: vea los códigos en GET /api/attributes.",
    invalidAttributeValue:
      "Valor no válido para esta especificación: el código de uno de sus valores, un número o sí/no, según su tipo.",
    invalidOption:
      "Cada opción debe ser una especificación de tipo lista de la categoría del producto, sin repetir (como máximo 3).",
    variantsCount:
      "Un producto sin opciones tiene exactamente una variante; con opciones, de 1 a 100.",
    invalidCombination: "Cada variante necesita un valor de cada opción del producto.",
    duplicateCombination: "Dos variantes tienen la misma combinación de opciones.",
    skuTaken: "Ya existe un producto o una variante con ese SKU.",
    windowOrder: "El fin debe ser posterior al inicio.",
    // Links between products (docs/decisions/067-product-links.md).
    selfLink: "Un producto no puede vincularse consigo mismo.",
    tooManyLinks: "Como máximo 50 productos vinculados de cada tipo.",
    documentRefused: "El documento fue rechazado: {problem}",
    videoRefused: "Dirección de video {number}: {problem}",
  },
  fields: {
    required: "Campo obligatorio.",
    tooLong: "Texto demasiado largo.",
    invalidPrice: "Ingrese un precio válido (ej.: 19,90), cero o más.",
    priceTooHigh: "Precio demasiado alto.",
    httpsOnly: "Ingrese una dirección https://.",
    invalid: "Valor inválido.",
    imageTooLarge: "La imagen supera los 10 MB.",
    imageTooManyPixels: "La imagen supera los 40 megapíxeles.",
    imageUnsupported: "Formato no aceptado: suba JPEG, PNG, WebP, AVIF o GIF.",
    imageCorrupt: "El archivo no es una imagen válida.",
    tooManyImages: "Como máximo 12 imágenes por producto.",
    contactInvalid: "Ingrese un correo electrónico o un teléfono (de 8 a 15 dígitos).",
    controlCharacters: "El texto tiene caracteres de control: use solo texto y saltos de línea.",
    duplicateProducts: "Cada producto puede aparecer una sola vez en la lista.",
    itemsCount: "Envíe de 1 a 100 ítems.",
    quantityRange: "La cantidad va de 1 a 999.",
    invalidCode: "Use letras minúsculas, números y guiones (ej.: voltagem, 220v).",
    invalidUnitCode: "Indique el código UN/CEFACT de la unidad, de 2 o 3 letras (ej.: WTT, MMT).",
    invalidStock: "Ingrese un stock entero, de 0 en adelante, o déjelo vacío para no controlarlo.",
    tooManyOptions: "Como máximo 3 opciones por producto.",
    invalidDate: "Ingrese fecha y hora (ej.: 30/11/2026 23:59).",
    windowOrder: "El fin debe ser posterior al inicio.",
  },
};
