import type { unavailablePt } from "../pt/unavailable";
import type { Widen } from "../widen";

export const unavailableEn: Widen<typeof unavailablePt> = {
  title: "We'll be back in a moment — {site}",
  heading: "We'll be back in a moment",
  body: "The shop has a brief technical problem. Please try again in a few moments.",
  contact: "Or talk to us:",
  phone: "Phone",
  whatsapp: "WhatsApp",
  retry: "Try again",
};
