import type { adminSchedulePt } from "../../pt/admin-sections/schedule";
import type { Widen } from "../../widen";

export const adminScheduleEs: Widen<typeof adminSchedulePt> = {
  offerStarts: "Inicio de la oferta",
  offerEnds: "Fin de la oferta",
  posterStarts: "Mostrar desde",
  posterEnds: "Mostrar hasta",
  zone: "(hora de Asunción)",
  openHint: "Vacío: desde ahora / sin fecha de fin.",
  showsEnd: "Mostrar en la tienda hasta cuándo vale (“Oferta hasta el 30/11”)",
  legend: "Período de la oferta",
  posterLegend: "Período de exhibición",
};
