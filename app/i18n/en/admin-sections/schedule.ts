import type { adminSchedulePt } from "../../pt/admin-sections/schedule";
import type { Widen } from "../../widen";

export const adminScheduleEn: Widen<typeof adminSchedulePt> = {
  offerStarts: "Offer starts",
  offerEnds: "Offer ends",
  posterStarts: "Show from",
  posterEnds: "Show until",
  zone: "(Asunción time)",
  openHint: "Empty: from now / no end date.",
  showsEnd: "Show in the store until when it runs (“Offer until Nov 30”)",
  legend: "Offer period",
  posterLegend: "Display period",
};
