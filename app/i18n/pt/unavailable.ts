/**
 * Portuguese texts of the page a shopper gets while the database does not answer: rendered by
 * the server alone (app/.server/render/unavailable.server.ts), never in a browser bundle. {site}:
 * the shop's name.
 */
export const unavailablePt = {
  title: "Voltamos em instantes — {site}",
  heading: "Voltamos em instantes",
  body: "A loja está com um problema técnico passageiro. Tente de novo em alguns instantes.",
  contact: "Se preferir, fale com a gente:",
  phone: "Telefone",
  whatsapp: "WhatsApp",
  retry: "Tentar de novo",
} as const;
