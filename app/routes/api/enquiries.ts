import { readJsonObject } from "~/.server/http/body.server";
import { requireApiAdmin } from "~/.server/api/auth.server";
import { ApiError, parseOrThrow } from "~/.server/api/errors.server";
import { api, methodNotAllowed } from "~/.server/api/handler.server";
import { pagingHeaders } from "~/.server/api/paging.server";
import { clientIpOf } from "~/.server/auth/client-ip.server";
import { assertSameOriginWrite } from "~/.server/auth/origin.server";
import { getDb } from "~/.server/db/kysely";
import { tracksNothing } from "~/.server/insights/consent.server";
import { insightRecorder } from "~/.server/insights/recorder.server";
import { listEnquiries } from "~/.server/enquiries/enquiries.server";
import { apiEnquiry } from "~/.server/enquiries/enquiry-dto.server";
import { submitEnquiry } from "~/.server/enquiries/submit.server";
import { apiEnquiryQuerySchema } from "~/lib/enquiry-admin";
import { centsToNumber } from "~/lib/money";
import { ENQUIRY_LIMITS, enquiryRequestSchema, type ApiEnquiryAnswer } from "~/lib/enquiry-schemas";
import type { Route } from "./+types/enquiries";

// POST /api/enquiries (docs/decisions/051-enquiries.md): a shopper's quote list, sent
// without signing in. JSON only, 32 kB at most; 5 per client address every 10 minutes. GET lists
// them for administrators.

const noStore = { "Cache-Control": "no-store" };

export function action({ request }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") methodNotAllowed("GET, POST");
    // Another site's pages may not send enquiries in their visitors' names.
    assertSameOriginWrite(request);
    const body = parseOrThrow(
      enquiryRequestSchema,
      await readJsonObject(request, ENQUIRY_LIMITS.bodyBytes, {
        tooLarge: "enquiryTooLarge",
      }),
    );
    const outcome = await submitEnquiry(getDb(), body, clientIpOf(request));
    switch (outcome.kind) {
      case "rateLimited":
        throw new ApiError(
          429,
          "tooManyEnquiries",
          undefined,
          { "Retry-After": String(outcome.retryAfter), ...noStore },
          { minutes: Math.ceil(outcome.retryAfter / 60) },
        );
      case "unknownProducts":
        throw new ApiError(422, "unknownProducts", undefined, noStore, {
          ids: outcome.productIds.join(", "),
        });
      case "created": {
        const { reference, items, totalCents } = outcome.enquiry;
        // The insights count enquiries per channel and language, as other events.
        if (!tracksNothing(request.headers))
          insightRecorder.record([{ kind: "enquiry", item: body.channel, locale: body.locale }]);
        const answer: ApiEnquiryAnswer = {
          reference,
          items: items.map((l) => ({
            product_id: l.productId,
            variant_id: l.variantId,
            options: l.options,
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            unit_price: centsToNumber(l.unitPriceCents),
          })),
          total: centsToNumber(totalCents),
        };
        return Response.json(answer, { status: 201, headers: noStore });
      }
    }
  });
}

/**
 * GET /api/enquiries (administrators): newest first, filtered by status and by
 * `q` in the reference or the name; a bare array with X-Total-Count and Link, as GET /api/products.
 */
export function loader({ request }: Route.LoaderArgs) {
  return api(request, async () => {
    await requireApiAdmin(request);
    const url = new URL(request.url);
    const query = apiEnquiryQuerySchema.parse(Object.fromEntries(url.searchParams));
    const { items, total } = await listEnquiries(getDb(), {
      status: query.status,
      q: query.q || undefined,
      page: query.page,
      perPage: query.per_page,
    });
    const headers = pagingHeaders(url, query.page, query.per_page, total);
    headers.set("Cache-Control", "private, no-store");
    return Response.json(items.map(apiEnquiry), { headers });
  });
}
