import { readJsonObject } from "~/.server/http/body.server";
import { parseOrThrow } from "~/.server/api/errors.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import { takeSlot } from "~/.server/auth/fixed-window.server";
import { clientIpOf } from "~/.server/auth/client-ip.server";
import { assertSameOriginWrite } from "~/.server/auth/origin.server";
import { getDb } from "~/.server/db/kysely";
import { tracksNothing } from "~/.server/insights/consent.server";
import { insightRecorder } from "~/.server/insights/recorder.server";
import { countWhatsappClicks } from "~/.server/insights/whatsapp-clicks.server";
import { WHATSAPP_CLICK_LIMITS, whatsappClickSchema } from "~/lib/whatsapp-clicks";
import type { Route } from "./+types/whatsapp-clicks";

// POST /api/whatsapp-clicks (docs/decisions/055-enquiry-privacy-and-clicks.md):
// the store's pages say which products a WhatsApp chat was opened about (app/lib/whatsapp-beacon.ts).
// Counted per product and day only. Robots, browsers asking not to be tracked and clicks past an
// address's limit are answered the same 204 and not counted, so a flood learns nothing.

const done = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("POST");
    assertSameOriginWrite(request);
    const click = parseOrThrow(
      whatsappClickSchema,
      await readJsonObject(request, WHATSAPP_CLICK_LIMITS.bodyBytes, {
        tooLarge: "tooLarge",
        // navigator.sendBeacon sends a string as text/plain.
        types: ["application/json", "text/plain"],
      }),
    );
    if (tracksNothing(request.headers)) return done();
    const db = getDb();
    const slot = await takeSlot(db, {
      keyPrefix: "whatsapp|address|",
      address: clientIpOf(request),
      limit: WHATSAPP_CLICK_LIMITS.perAddress,
      windowMs: WHATSAPP_CLICK_LIMITS.windowMinutes * 60 * 1000,
    });
    if (slot.ok) {
      await countWhatsappClicks(db, click);
      // The insights count them per product and language too, with the other events.
      const locale = click.locale;
      insightRecorder.record(
        [...new Set(click.product_ids)].map((id) => ({
          kind: "whatsapp",
          item: String(id),
          locale,
        })),
      );
    }
    return done();
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => methodNotAllowed("POST"));
}
