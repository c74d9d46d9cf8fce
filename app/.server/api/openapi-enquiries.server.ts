import { ENQUIRY_LIMITS } from "~/lib/enquiry-schemas";
import { INSIGHT_LIMITS } from "~/lib/insights";
import { WHATSAPP_CLICK_LIMITS } from "~/lib/whatsapp-clicks";
import {
  ADMIN,
  crossOrigin,
  idParam,
  json,
  listHeaders,
  PUBLIC,
  ref,
  refusals,
} from "./openapi-parts.server";
import { enquiryQueryParameters } from "./openapi-schemas.server";

// The OpenAPI path of a shopper's enquiry (docs/decisions/051-enquiries.md), kept apart
// from openapi.server.ts, which spreads it into the document.

const refusal = (description: string, headers?: object) => json(ref("Error"), description, headers);

const { perAddress, windowMinutes, bodyBytes } = ENQUIRY_LIMITS;

export function enquiryPaths() {
  return {
    "/api/enquiries": {
      get: {
        operationId: "listEnquiries",
        summary: "Enquiries, newest first (administrators)",
        description:
          "Filtered by `status` and by `q` found in the reference or the name, whatever the case. A bare array; paging in X-Total-Count and Link.",
        security: ADMIN,
        parameters: enquiryQueryParameters(),
        responses: {
          200: json({ type: "array", items: ref("Enquiry") }, "A bare JSON array", listHeaders),
          ...refusals(401, 403),
        },
      },
      post: {
        operationId: "createEnquiry",
        summary: "Send a quote list: recorded with the catalogue's prices now (no sign-in)",
        description: `Public. The lines are priced, named (in \`locale\`) and given their SKU by the server; prices sent by a client are not read. A line of a product with options may name one of its variants by \`variant_id\` (two variants of one product are two lines): it is priced at that variant's price, with its SKU, and keeps its options' labels in \`locale\` as \`options\`; a variant the product does not have is refused as an unknown product. \`channel\` "form" needs \`name\` and \`contact\`. Text is stored as plain text, trimmed; control characters other than the line feed are refused. A filled \`website\` (a field people never see) answers 201 and stores nothing. At most ${perAddress} enquiries per client address every ${windowMinutes} minutes.`,
        security: PUBLIC,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("EnquiryRequest") } },
        },
        responses: {
          201: json(ref("EnquiryAnswer"), "Recorded: its reference and lines as priced"),
          ...refusals(400),
          403: crossOrigin,
          413: refusal(`Body over ${bodyBytes / 1024} kB`),
          415: refusal("Not JSON"),
          422: refusal(
            "Unknown products, or a variant_id its product does not have: the products' ids are in the message",
          ),
          429: refusal(
            `Over ${perAddress} enquiries from this address in ${windowMinutes} minutes`,
            {
              "Retry-After": {
                required: true,
                schema: { type: "integer" },
                description: "Seconds until another enquiry is accepted",
              },
            },
          ),
        },
      },
    },
    "/api/enquiries/{id}": {
      parameters: [idParam],
      patch: {
        operationId: "updateEnquiry",
        summary: "Change an enquiry's status and/or notes (administrators)",
        description:
          "Each change is recorded in the audit log (who, the reference, the status before and after). Blank or null notes clear them. Answers the enquiry with its lines beside today's prices.",
        security: ADMIN,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("EnquiryChange") } },
        },
        responses: {
          200: json(ref("EnquiryDetail"), "Changed"),
          ...refusals(400, 401, 403, 404, 413, 415),
        },
      },
    },
    "/api/whatsapp-clicks": {
      post: {
        operationId: "recordWhatsappClick",
        summary: "Count a WhatsApp chat opened about products (no sign-in, no personal data)",
        description: `Public; the store's pages send it by \`navigator.sendBeacon\` (JSON as text/plain). Each product named is counted once for today (UTC) under \`source\`; unknown ids are ignored. Robots, browsers sending \`Sec-GPC: 1\` or \`DNT: 1\`, and clicks past ${WHATSAPP_CLICK_LIMITS.perAddress} per address in ${WHATSAPP_CLICK_LIMITS.windowMinutes} minutes are answered alike and not counted.`,
        security: PUBLIC,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: ref("WhatsappClick") },
            "text/plain": { schema: ref("WhatsappClick") },
          },
        },
        responses: {
          204: { description: "Received" },
          ...refusals(400),
          403: crossOrigin,
          413: refusal(`Body over ${WHATSAPP_CLICK_LIMITS.bodyBytes / 1024} kB`),
          415: refusal("Neither JSON nor text"),
        },
      },
    },
    "/api/events": {
      post: {
        operationId: "recordEvents",
        summary:
          "Record what a shopper looked at, searched for and added (no sign-in, no personal data)",
        description: `Public; the store's pages send it by \`navigator.sendBeacon\` (JSON as text/plain) once the page is interactive: views of a product, category or brand, a search with its result count, a quote-list add. Held in memory and written every few seconds; nothing about the sender is kept. Robots, browsers sending \`Sec-GPC: 1\` or \`DNT: 1\`, and events past the per-address limit are answered alike and not kept. Unknown ids are dropped when written.`,
        security: PUBLIC,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: ref("Beacon") },
            "text/plain": { schema: ref("Beacon") },
          },
        },
        responses: {
          204: { description: "Received" },
          ...refusals(400),
          403: crossOrigin,
          413: refusal(`Body over ${INSIGHT_LIMITS.bodyBytes / 1024} kB`),
          415: refusal("Neither JSON nor text"),
        },
      },
    },
  };
}
