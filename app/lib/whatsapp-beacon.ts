// The browser's side of counting WhatsApp clicks: when a shopper opens a chat about products,
// the page tells our own server which ones, by beacon, so the click never waits on it. No Zod
// here: store pages ship none (app/lib/whatsapp-clicks.ts holds the server's schema).

/** Where the chat was opened: a product page, or the quote list. */
export type WhatsappClickFrom = "product" | "list";

/** Counts a WhatsApp click on these products (nothing about the shopper is sent or kept). */
export function countWhatsappClick(source: WhatsappClickFrom, productIds: number[]): void {
  if (productIds.length === 0 || typeof navigator === "undefined" || !navigator.sendBeacon) return;
  try {
    // A string goes as text/plain: no preflight, and the server reads it as JSON.
    navigator.sendBeacon(
      "/api/whatsapp-clicks",
      JSON.stringify({
        source,
        product_ids: productIds.slice(0, 100),
        // The page's language, for the insights: "pt-BR" is pt.
        locale: document.documentElement.lang.slice(0, 2),
      }),
    );
  } catch {
    // A click is worth counting, never worth an error in the shopper's way.
  }
}
