import type { adminToastsPt } from "../../pt/admin-sections/toasts";
import type { Widen } from "../../widen";

export const adminToastsEs: Widen<typeof adminToastsPt> = {
  productAdded: "¡Producto agregado!",
  productAddFailed: "Error al agregar el producto",
  connectionError: "Error de conexión",
  deleted: "¡Eliminado!",
  deleteFailed: "No se pudo eliminar",
  updated: "¡Actualizado!",
  updateFailed: "No se pudo actualizar",
  stockUpdated: "¡Stock actualizado!",
  error: "Error",
  posterAdded: "¡Afiche agregado!",
  posterRemoved: "¡Afiche eliminado!",
  posterUpdated: "¡Afiche actualizado!",
  brandAdded: "¡Marca agregada!",
  brandUpdated: "¡Marca actualizada!",
  brandRemoved: "¡Marca eliminada!",
  orderSaved: "¡Orden guardado!",
  orderFailed: "No se pudo guardar el orden. La lista se volvió a cargar.",
  settingsSaved: "¡Configuración guardada!",
  adminAdded: "¡Administrador agregado!",
  roleRemoved: "Rol de administrador quitado.",
  accountDeactivated: "Cuenta desactivada.",
  accountReactivated: "Cuenta reactivada.",
  tokenCreated: "¡Token creado!",
  tokenRevoked: "Token revocado.",
  sessionEnded: "Sesión cerrada.",
  notSavedUnavailable:
    "No se guardó: la base de datos no responde. Vuelva a intentarlo en unos instantes.",
  notSavedFull: "No se guardó: no queda espacio en el servidor.",
};
