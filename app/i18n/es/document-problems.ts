import type { documentProblemsPt } from "../pt/document-problems";
import type { Widen } from "../widen";

export const documentProblemsEs: Widen<typeof documentProblemsPt> = {
  empty: "El archivo está vacío.",
  tooLarge: "El PDF pasa de 20 MB.",
  notPdf: "El archivo no es un PDF (no empieza con %PDF-).",
  truncated: "El PDF está incompleto (le falta el final): subilo de nuevo.",
  encrypted: "El PDF está protegido con contraseña o cifrado: subí una versión sin protección.",
  active:
    "El PDF tiene contenido activo ({names}): no servimos PDF con JavaScript, archivos incrustados, acciones que abren programas, multimedia o formularios XFA. Pedile al fabricante una versión simple o imprimilo a PDF.",
  tooManyPages: "El PDF tiene más de 2.000 páginas.",
  compressedTooLarge:
    "El PDF tiene datos comprimidos demasiado grandes para revisar (más de 32 MB descomprimidos).",
  corrupt: "El PDF está dañado o no se pudo leer.",
  productMissing: "Producto no encontrado.",
  tooMany: "Como máximo 10 documentos por producto.",
  titleMissing: "Indicá el título del documento.",
  badLanguage: "El idioma del documento debe ser pt, en o es (o vacío).",
  fileMissing: "Enviá el PDF en el campo file.",
  videoNotUrl: "no es una dirección (https://…).",
  videoNotHttps: "usá https://.",
  videoUnknownHost: "solo YouTube (youtube.com, youtu.be) o Vimeo (vimeo.com).",
  videoNoId:
    "no tiene el código del video (youtube.com/watch?v=…, youtu.be/…, /shorts/…, vimeo.com/123…).",
  videoTooMany: "como máximo 10 videos por producto.",
};
