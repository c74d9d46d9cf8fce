import { instantToShopTime } from "./offer-window";

// What the back office's product table says beside a product's offer mark
// (docs/decisions/066-scheduled-offers.md): a scheduled offer's start, a running offer's end, in
// the shop's time. An offer whose window has ended is turned back by the calendar, so it has none.

export type OfferScheduleState = { kind: "scheduled"; at: string } | { kind: "until"; at: string };

/** Rule: an offer not started yet says when it starts; one running with an end, until when. */
export function offerScheduleState(
  p: { isOffer: boolean; offerStartsAt: string | null; offerEndsAt: string | null },
  now: number,
): OfferScheduleState | null {
  if (!p.isOffer) return null;
  if (p.offerStartsAt !== null && Date.parse(p.offerStartsAt) > now) {
    return { kind: "scheduled", at: p.offerStartsAt };
  }
  if (p.offerEndsAt !== null && Date.parse(p.offerEndsAt) > now) {
    return { kind: "until", at: p.offerEndsAt };
  }
  return null;
}

/** An instant as the table shows it, in the shop's time: "28/11 18:00" (day/month in every language). */
export function shopDayAndTime(iso: string): string {
  const local = instantToShopTime(iso);
  return `${local.slice(8, 10)}/${local.slice(5, 7)} ${local.slice(11, 16)}`;
}
